import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Container } from './container';

export interface PageHeaderProps {
  title: string;
  description: ReactNode;
  /** Shown above the title, e.g. an icon. */
  eyebrow?: ReactNode;
  children?: ReactNode;
}

/** A page's title band: breadcrumb, h1 and one line about the page. */
export function PageHeader({ title, description, eyebrow, children }: PageHeaderProps) {
  return (
    <div className="border-b border-stone-200 bg-gradient-to-b from-brand-50 to-white">
      <Container className="py-8 sm:py-12">
        <nav aria-label="Breadcrumb">
          <ol className="flex items-center gap-1 text-sm text-stone-500">
            <li>
              <Link to="/" className="rounded hover:text-brand-700 hover:underline">
                Home
              </Link>
            </li>
            <li aria-hidden="true">
              <ChevronRight className="size-4" />
            </li>
            <li aria-current="page" className="font-medium text-stone-700">
              {title}
            </li>
          </ol>
        </nav>
        {eyebrow ? <div className="mt-5">{eyebrow}</div> : null}
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-stone-900 sm:text-4xl">{title}</h1>
        <p className="mt-3 max-w-2xl text-base leading-relaxed text-stone-600 sm:text-lg">{description}</p>
        {children}
      </Container>
    </div>
  );
}
