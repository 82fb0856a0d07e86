import { type RefObject, useSyncExternalStore } from 'react';

// A press is a pointer going down and coming up on the same element. One that starts on a <summary>
// drawn before the scripts (components/ui/before-hydration.tsx) and ends after React swapped it for
// its button ends on another element, and the browser clicks neither: the press would be lost. The
// press is followed from before React listens, so that the swap waits for it (docs/decisions/050).

/**
 * The <details> (marked `data-before-hydration`) whose <summary> a pointer is down on. The element
 * itself, not an id: hydration keeps the element, while an id computed again may differ.
 */
let pressed: Element | null = null;
const listeners = new Set<() => void>();

function setPressed(details: Element | null) {
  if (details === pressed) return;
  pressed = details;
  for (const listener of listeners) listener();
}

function detailsOf(target: EventTarget | null): Element | null {
  if (!(target instanceof Element)) return null;
  const details = target.closest('summary')?.parentElement;
  return details?.hasAttribute('data-before-hydration') ? details : null;
}

/** Follows presses on the <summary>s drawn before the scripts; called once, first thing in the entry. */
export function followPressesAcrossHydration(): void {
  // A pointer already down as the entry runs (mouse: the browser marks the element :active).
  setPressed(detailsOf(document.querySelector('[data-before-hydration] > summary:active')));
  const early = { capture: true, passive: true };
  addEventListener('pointerdown', (event) => setPressed(detailsOf(event.target)), early);
  addEventListener('pointercancel', () => setPressed(null), early);
  // Released elsewhere: no click will reach the <summary>.
  addEventListener(
    'pointerup',
    (event) => {
      if (detailsOf(event.target) !== pressed) setPressed(null);
    },
    early,
  );
  // Released on it: the press ends with its click, once the <summary>'s own handler has taken it
  // (this listens as the click bubbles out of the page, after React's).
  addEventListener('click', () => setPressed(null));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a pointer is down on the <summary> of this <details>. */
export function usePressedAcrossHydration(details: RefObject<Element | null>): boolean {
  // Read as it is while hydrating too (on the server nothing is ever pressed): a press already down
  // must hold the <details> from the render that follows hydration on.
  const isPressed = () => pressed !== null && pressed === details.current;
  return useSyncExternalStore(subscribe, isPressed, isPressed);
}
