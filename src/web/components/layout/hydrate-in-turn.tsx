import { hydrationTurn } from '@web/lib/hydration-turns';
import { useHydrated } from '@web/lib/use-hydrated';
import { options } from 'preact';
import { type ReactElement, Suspense } from 'react';

type TurnProps = { part: string; children: ReactElement };

/**
 * A part of a server-rendered page hydrated in a task of its own rather than in the page's one
 * long task (lib/hydration-turns.ts, ADR 076). Until its turn comes its server HTML works as the
 * whole page does before the scripts (ADR 050): links, forms' fields, <details>; the page counts
 * as hydrated (`useHydrated`) only once every part has had its turn. `part` names it, once per
 * page. `children` draws one element or none: Preact keeps the first element it finds where a
 * waiting part is, so the part has a box of its own (`display: contents`, no box on screen).
 */
export function HydrateInTurn({ part, children }: TurnProps) {
  return (
    <div className="contents">
      <Suspense fallback={null}>
        <Turn part={part}>{children}</Turn>
      </Suspense>
    </div>
  );
}

function Turn({ part, children }: TurnProps) {
  const hydrating = !useHydrated();
  // The server renders every part at once.
  const turn = hydrating && !import.meta.env.SSR ? hydrationTurn(part) : undefined;
  if (turn) throw turn;
  return children;
}

// Preact numbers `useId` in the order components first render, from one count per page: a part
// hydrated later would take other numbers than the server gave it, and its labels, fields and kept
// HTML would no longer match. Each part counts its own ids instead, as its vnode's `__m` (the
// count Preact's `useId` looks for on the way to the root), the same on the server and in the
// browser; in the browser the part keeps one count, so that what it mounts later takes new ids.
const counts = new Map<string, [string, number]>();
const nextHook = options.vnode;
options.vnode = (vnode) => {
  if (vnode.type === Turn) {
    const { part } = vnode.props as TurnProps;
    let count: [string, number] | undefined = import.meta.env.SSR ? undefined : counts.get(part);
    if (!count) {
      count = [part, 0];
      if (!import.meta.env.SSR) counts.set(part, count);
    }
    (vnode as unknown as { __m: [string, number] }).__m = count;
  }
  nextHook?.(vnode);
};
