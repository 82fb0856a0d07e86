import {
  ACTIVITY_EVENTS,
  HIDDEN_RESHUFFLE_MS,
  IDLE_RESHUFFLE_MS,
  STRIP_FIRST_SHUFFLE_MS,
  STRIP_RESHUFFLE_INTERVAL_MS,
} from '@shared/reshuffle';
import { useEffect, useRef } from 'react';

export type ReshuffleReason = 'idle' | 'hidden';

export interface IdleReshuffleOptions {
  /** Off while there is nothing to shuffle (e.g. still loading). Default true. */
  enabled?: boolean;
  idleMs?: number;
  hiddenMs?: number;
}

/** The latest callback, readable from timers without restarting them when it changes. */
function useLatest<T>(value: T) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}

/**
 * Calls `onReshuffle` (docs/product/deals.md, "Reshuffles"):
 * - with 'idle' after `idleMs` (2 minutes) without user activity (mouse, keys, scroll, touch,
 *   click); once per idle spell: the next activity arms the timer again;
 * - with 'hidden' when the tab has been hidden for `hiddenMs` (30 seconds) and still is. While the
 *   tab is hidden the idle timer is stopped; when the tab shows again it starts afresh.
 */
export function useIdleReshuffle(
  onReshuffle: (reason: ReshuffleReason) => void,
  { enabled = true, idleMs = IDLE_RESHUFFLE_MS, hiddenMs = HIDDEN_RESHUFFLE_MS }: IdleReshuffleOptions = {},
): void {
  const callback = useLatest(onReshuffle);

  useEffect(() => {
    if (!enabled) return;
    let idleTimer: ReturnType<typeof setTimeout> | undefined;
    let hiddenTimer: ReturnType<typeof setTimeout> | undefined;

    const armIdle = () => {
      clearTimeout(idleTimer);
      idleTimer = setTimeout(() => callback.current('idle'), idleMs);
    };
    const onActivity = () => {
      if (!document.hidden) armIdle();
    };
    const onVisibilityChange = () => {
      clearTimeout(hiddenTimer);
      if (document.hidden) {
        clearTimeout(idleTimer);
        hiddenTimer = setTimeout(() => {
          if (document.hidden) callback.current('hidden');
        }, hiddenMs);
      } else {
        armIdle();
      }
    };

    // Capture, so that scrolling inside any scroller counts; passive, so it never delays scrolling.
    const listenerOptions = { capture: true, passive: true } as const;
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, listenerOptions);
    document.addEventListener('visibilitychange', onVisibilityChange);
    onVisibilityChange();

    return () => {
      clearTimeout(idleTimer);
      clearTimeout(hiddenTimer);
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, listenerOptions);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [enabled, idleMs, hiddenMs, callback]);
}

export interface ShuffleScheduleOptions {
  enabled?: boolean;
  firstMs?: number;
  everyMs?: number;
}

/**
 * Calls `onShuffle` `firstMs` after it is enabled (1 second), then every `everyMs` (30 seconds):
 * the home page's drop-shipping strip (docs/product/catalogue.md, "The home page's strip").
 */
export function useShuffleSchedule(
  onShuffle: () => void,
  {
    enabled = true,
    firstMs = STRIP_FIRST_SHUFFLE_MS,
    everyMs = STRIP_RESHUFFLE_INTERVAL_MS,
  }: ShuffleScheduleOptions = {},
): void {
  const callback = useLatest(onShuffle);

  useEffect(() => {
    if (!enabled) return;
    let interval: ReturnType<typeof setInterval> | undefined;
    const first = setTimeout(() => {
      callback.current();
      interval = setInterval(() => callback.current(), everyMs);
    }, firstMs);
    return () => {
      clearTimeout(first);
      clearInterval(interval);
    };
  }, [enabled, firstMs, everyMs, callback]);
}
