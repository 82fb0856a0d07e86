import { type ReactNode, Suspense } from 'react';
import { ErrorBoundary } from './error-boundary';

/**
 * Where a lazily loaded part of a page (a menu, a drawer, a dialog: a `lazyComponent`) is drawn:
 * `fallback` while its code loads, and if the code cannot load, a message in words with "Try again"
 * (or "Reload page" after a new release) in its place, never a dead button (ADR 052).
 */
export function LazyPart({ fallback = null, children }: { fallback?: ReactNode; children: ReactNode }) {
  return (
    <ErrorBoundary inline>
      <Suspense fallback={fallback}>{children}</Suspense>
    </ErrorBoundary>
  );
}
