/**
 * The storefront's reshuffle timers (docs/product/deals.md, "Reshuffles"). Lists are shuffled on load and then
 * reshuffled on these timers, so a returning or idle shopper sees other products first.
 */

/** A list is reshuffled after 2 minutes without user activity... */
export const IDLE_RESHUFFLE_MS = 120_000;
/** ...or when the tab has stayed hidden for 30 seconds (the idle timer stops meanwhile). */
export const HIDDEN_RESHUFFLE_MS = 30_000;
/** The toast that announces an idle reshuffle ("Deals Refreshed", "Products Refreshed!") lasts 2 s. */
export const RESHUFFLE_TOAST_MS = 2_000;

/** The home page's drop-shipping strip: shuffled 1 s after it loads, then every 30 s. */
export const STRIP_FIRST_SHUFFLE_MS = 1_000;
export const STRIP_RESHUFFLE_INTERVAL_MS = 30_000;

/** What counts as user activity: mouse, keys, scroll, touch, click. */
export const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'scroll', 'touchstart', 'click'] as const;
