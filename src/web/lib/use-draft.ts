import { useLayoutEffect, useState } from 'react';

/**
 * A field's own text, started from `value` and set back to it whenever `value` changes (the URL's
 * search applied, a stepper pressed). Set again in a layout effect, with the render that changed
 * `value`: Preact runs plain effects after the next paint, where a late copy would overwrite what
 * was typed in between.
 */
export function useDraft(value: string): [string, (text: string) => void] {
  const [draft, setDraft] = useState(value);
  useLayoutEffect(() => setDraft(value), [value]);
  return [draft, setDraft];
}
