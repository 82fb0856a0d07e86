import { startTransition, useEffect, useState } from 'react';

/**
 * The cards of a long grid rendered at first, on the server too (a wide screen's first row; a phone
 * shows two to four): hydration has only those to take over. With ten, `/` and `/dropshipping`
 * scored 92-95 in Lighthouse on a busy afternoon, with five 97-98 (ADR 048).
 */
const FIRST_CARDS = 5;

/**
 * Cards added per task after that: fifty at once made one long task on a phone (Lighthouse's Total
 * Blocking Time), and five per task still went over Lighthouse's long-task limit on a throttled
 * phone; two stay under it (ADR 048, bench/results/).
 */
const CARDS_PER_TASK = 2;

/** How many of `count` items to render: FIRST_CARDS, then CARDS_PER_TASK more in each task until all are there. */
export function useRenderedCount(count: number): number {
  const [rendered, setRendered] = useState(FIRST_CARDS);
  useEffect(() => {
    if (rendered >= count) return;
    const timer = setTimeout(() => startTransition(() => setRendered((n) => n + CARDS_PER_TASK)), 0);
    return () => clearTimeout(timer);
  }, [rendered, count]);
  return Math.min(rendered, count);
}
