import { startTransition, useEffect, useState } from 'react';

/**
 * Cards added to a long grid per task: fifty at once held a phone's main thread for a few hundred
 * milliseconds (Lighthouse's Total Blocking Time); five at a time, the page stays responsive. The
 * server renders the first five too (a wide screen's first row; a phone shows two to four), so
 * hydration has only those to take over: with ten, `/` and `/dropshipping` scored 92-95 in
 * Lighthouse on a busy afternoon, with five 97-98 (ADR 048).
 */
export const CARDS_PER_TASK = 5;

/** How many of `count` items to render: CARDS_PER_TASK more in each task until all are there. */
export function useRenderedCount(count: number): number {
  const [rendered, setRendered] = useState(CARDS_PER_TASK);
  useEffect(() => {
    if (rendered >= count) return;
    const timer = setTimeout(() => startTransition(() => setRendered((n) => n + CARDS_PER_TASK)), 0);
    return () => clearTimeout(timer);
  }, [rendered, count]);
  return Math.min(rendered, count);
}
