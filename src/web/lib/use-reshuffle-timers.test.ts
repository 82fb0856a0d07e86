// @vitest-environment happy-dom
import {
  HIDDEN_RESHUFFLE_MS,
  IDLE_RESHUFFLE_MS,
  STRIP_FIRST_SHUFFLE_MS,
  STRIP_RESHUFFLE_INTERVAL_MS,
} from '@shared/reshuffle';
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useIdleReshuffle, useShuffleSchedule } from './use-reshuffle-timers';

let hidden = false;

function setHidden(value: boolean) {
  hidden = value;
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  vi.useFakeTimers();
  hidden = false;
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the spec’s timers', () => {
  it('are 2 minutes idle, 30 s hidden, 1 s then every 30 s for the strip', () => {
    expect(IDLE_RESHUFFLE_MS).toBe(120_000);
    expect(HIDDEN_RESHUFFLE_MS).toBe(30_000);
    expect(STRIP_FIRST_SHUFFLE_MS).toBe(1_000);
    expect(STRIP_RESHUFFLE_INTERVAL_MS).toBe(30_000);
  });
});

describe('useIdleReshuffle', () => {
  it('reshuffles after 2 minutes without activity, once per idle spell', () => {
    const onReshuffle = vi.fn();
    renderHook(() => useIdleReshuffle(onReshuffle));

    vi.advanceTimersByTime(IDLE_RESHUFFLE_MS - 1);
    expect(onReshuffle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onReshuffle).toHaveBeenCalledExactlyOnceWith('idle');

    // Still idle: not again.
    vi.advanceTimersByTime(IDLE_RESHUFFLE_MS * 3);
    expect(onReshuffle).toHaveBeenCalledOnce();

    // Activity starts a new idle spell.
    window.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(IDLE_RESHUFFLE_MS);
    expect(onReshuffle).toHaveBeenCalledTimes(2);
  });

  it.each(['mousemove', 'keydown', 'scroll', 'touchstart', 'click'])('counts %s as activity', (type) => {
    const onReshuffle = vi.fn();
    renderHook(() => useIdleReshuffle(onReshuffle));

    vi.advanceTimersByTime(IDLE_RESHUFFLE_MS - 1_000);
    window.dispatchEvent(new Event(type));
    vi.advanceTimersByTime(IDLE_RESHUFFLE_MS - 1);
    expect(onReshuffle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onReshuffle).toHaveBeenCalledExactlyOnceWith('idle');
  });

  it('counts scrolling inside an element too', () => {
    const onReshuffle = vi.fn();
    const scroller = document.createElement('div');
    document.body.append(scroller);
    renderHook(() => useIdleReshuffle(onReshuffle));

    vi.advanceTimersByTime(IDLE_RESHUFFLE_MS - 1);
    scroller.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(1);
    expect(onReshuffle).not.toHaveBeenCalled();
    scroller.remove();
  });

  it('reshuffles when the tab stays hidden 30 s, and stops the idle timer meanwhile', () => {
    const onReshuffle = vi.fn();
    renderHook(() => useIdleReshuffle(onReshuffle));

    vi.advanceTimersByTime(IDLE_RESHUFFLE_MS - 5_000);
    setHidden(true);
    vi.advanceTimersByTime(HIDDEN_RESHUFFLE_MS - 1);
    // The idle deadline has passed, but the idle timer was stopped.
    expect(onReshuffle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onReshuffle).toHaveBeenCalledExactlyOnceWith('hidden');

    // Visible again: the 2-minute idle timer starts afresh.
    setHidden(false);
    vi.advanceTimersByTime(IDLE_RESHUFFLE_MS - 1);
    expect(onReshuffle).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(1);
    expect(onReshuffle).toHaveBeenLastCalledWith('idle');
  });

  it('does nothing when the tab shows again within 30 s', () => {
    const onReshuffle = vi.fn();
    renderHook(() => useIdleReshuffle(onReshuffle));

    setHidden(true);
    vi.advanceTimersByTime(HIDDEN_RESHUFFLE_MS - 1_000);
    setHidden(false);
    vi.advanceTimersByTime(HIDDEN_RESHUFFLE_MS);
    expect(onReshuffle).not.toHaveBeenCalled();
  });

  it('starts with the hidden timer when mounted in a hidden tab', () => {
    hidden = true;
    const onReshuffle = vi.fn();
    renderHook(() => useIdleReshuffle(onReshuffle));

    vi.advanceTimersByTime(HIDDEN_RESHUFFLE_MS);
    expect(onReshuffle).toHaveBeenCalledExactlyOnceWith('hidden');
  });

  it('uses the latest callback without restarting the timer', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = renderHook(({ callback }) => useIdleReshuffle(callback), {
      initialProps: { callback: first },
    });
    vi.advanceTimersByTime(IDLE_RESHUFFLE_MS / 2);
    rerender({ callback: second });
    vi.advanceTimersByTime(IDLE_RESHUFFLE_MS / 2);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledOnce();
  });

  it('does nothing while disabled, and stops when unmounted', () => {
    const onReshuffle = vi.fn();
    const { rerender, unmount } = renderHook(({ enabled }) => useIdleReshuffle(onReshuffle, { enabled }), {
      initialProps: { enabled: false },
    });
    vi.advanceTimersByTime(IDLE_RESHUFFLE_MS * 2);
    expect(onReshuffle).not.toHaveBeenCalled();

    rerender({ enabled: true });
    unmount();
    vi.advanceTimersByTime(IDLE_RESHUFFLE_MS * 2);
    setHidden(true);
    vi.advanceTimersByTime(HIDDEN_RESHUFFLE_MS);
    expect(onReshuffle).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('useShuffleSchedule', () => {
  it('shuffles 1 s after it is enabled, then every 30 s', () => {
    const onShuffle = vi.fn();
    const { rerender } = renderHook(({ enabled }) => useShuffleSchedule(onShuffle, { enabled }), {
      initialProps: { enabled: false },
    });
    vi.advanceTimersByTime(5_000);
    expect(onShuffle).not.toHaveBeenCalled();

    rerender({ enabled: true });
    vi.advanceTimersByTime(STRIP_FIRST_SHUFFLE_MS - 1);
    expect(onShuffle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onShuffle).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(STRIP_RESHUFFLE_INTERVAL_MS - 1);
    expect(onShuffle).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(onShuffle).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(STRIP_RESHUFFLE_INTERVAL_MS * 3);
    expect(onShuffle).toHaveBeenCalledTimes(5);
  });

  it('stops when unmounted', () => {
    const onShuffle = vi.fn();
    const { unmount } = renderHook(() => useShuffleSchedule(onShuffle));
    vi.advanceTimersByTime(STRIP_FIRST_SHUFFLE_MS);
    unmount();
    vi.advanceTimersByTime(STRIP_RESHUFFLE_INTERVAL_MS * 2);
    expect(onShuffle).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});
