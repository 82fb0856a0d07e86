import { type RefObject, useEffect, useRef } from 'react';
import { useHydrated } from './use-hydrated';

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * What the shopper typed or chose in a field a server-rendered page drew, before React owned it:
 * React keeps the text on screen but its state never heard of it. Read once, as the page hydrates,
 * and given to `apply` when it differs from `value`, the state's (docs/decisions/050).
 */
export function useKeptBeforeHydration(
  ref: RefObject<Field | null>,
  value: string,
  apply: (kept: string) => void,
): void {
  const hydrating = useRef(!useHydrated());
  // Read once, at hydration. An effect, not a layout effect: `apply` may navigate (the router's
  // navigate ignores a call made before its own layout effects have run).
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, at hydration.
  useEffect(() => {
    if (!hydrating.current) return;
    hydrating.current = false;
    const field = ref.current;
    if (field && field.value !== value) apply(field.value);
  }, []);
}

/** The radio button of a group (by name) checked before hydration, if the server checked another. */
export function checkedBeforeHydration(root: ParentNode | null, name: string): string | undefined {
  const checked = root?.querySelector<HTMLInputElement>(
    `input[type="radio"][name="${CSS.escape(name)}"]:checked`,
  );
  return checked && !checked.defaultChecked ? checked.value : undefined;
}
