/**
 * Focuses a field the shopper has to fix and scrolls it to the middle of the screen: focus alone
 * scrolls it just into view, where the sticky header can cover it.
 */
export function revealField(element: HTMLElement | null | undefined): void {
  if (!element) return;
  element.focus({ preventScroll: true });
  element.scrollIntoView?.({ block: 'center' });
}
