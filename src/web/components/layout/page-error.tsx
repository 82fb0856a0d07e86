import { Container } from '@web/components/layout/container';
import { Button, buttonVariants } from '@web/components/ui/button';
import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';

export interface PageErrorProps {
  title?: string;
  text?: string;
  /** The way on: its label and what it does (by default, reload the page). */
  action?: string;
  onAction?: () => void;
}

const reload = () => window.location.reload();

/**
 * Shown when a page throws or its code fails to load. A chunk that could not load says why and
 * offers to try again, or to reload for a new release (ADR 052); anything else offers a reload.
 */
export function PageError({
  title = 'Something went wrong',
  text = 'This page could not be shown. Check your connection and reload; if it keeps happening, come back in a moment.',
  action = 'Reload page',
  onAction = reload,
}: PageErrorProps) {
  return (
    <Container className="flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-red-50 text-red-700">
        <TriangleAlert className="size-7" aria-hidden="true" />
      </span>
      <h1 className="mt-5 text-2xl font-extrabold tracking-tight text-stone-900">{title}</h1>
      <p className="mt-3 max-w-md text-stone-600">{text}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Button size="lg" onClick={onAction}>
          {action}
        </Button>
        <Link to="/" reloadDocument className={buttonVariants({ variant: 'outline', size: 'lg' })}>
          Return to Home
        </Link>
      </div>
    </Container>
  );
}
