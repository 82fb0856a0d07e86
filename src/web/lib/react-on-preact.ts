// Preact's React compatibility layer, with the React 19 hooks it lacks that a library imports.
import { useState } from 'preact/compat';

// @ts-expect-error preact/compat's types are one namespace (`export =`); its module has named exports.
export * from 'preact/compat';
export { default } from 'preact/compat';

/** React Router's data router imports it; the shop uses its declarative router, which never calls it. */
export function useOptimistic<S>(state: S): [S, (action: S) => void] {
  const [optimistic, setOptimistic] = useState(state);
  return [optimistic === state ? state : optimistic, setOptimistic];
}
