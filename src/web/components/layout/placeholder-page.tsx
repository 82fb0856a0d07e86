import { useDocumentTitle } from '@web/lib/use-document-title';
import type { LucideIcon } from 'lucide-react';
import { PageHeader } from './page-header';

export interface PlaceholderPageProps {
  title: string;
  /** One line saying what the page offers. */
  description: string;
  icon: LucideIcon;
}

/** The shell of a page whose content a later issue builds: its title and what it will offer. */
export function PlaceholderPage({ title, description, icon: Icon }: PlaceholderPageProps) {
  useDocumentTitle(title);
  return (
    <>
      <PageHeader
        title={title}
        description={description}
        eyebrow={
          <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-700 text-white shadow-sm">
            <Icon className="size-6" aria-hidden="true" />
          </span>
        }
      />
      <div className="min-h-48 flex-1" />
    </>
  );
}
