import { type ComponentType, createElement, lazy } from 'react';

/**
 * Why a part of the app (a lazily loaded chunk) could not load (ADR 052): the phone is offline, a
 * new release replaced the chunk names (the running app's own entry is gone from the server), or
 * the server could not be reached.
 */
export type ChunkFailureReason = 'offline' | 'new-release' | 'unreachable';

/** What the shopper is told, and the one way on: try again, or reload for the new release. */
export const CHUNK_FAILURE_MESSAGES: Record<
  ChunkFailureReason,
  { title: string; text: string; action: 'Try again' | 'Reload page' }
> = {
  offline: {
    title: "You're offline",
    text: "This part of the shop isn't saved on your phone yet. Try again when the connection is back.",
    action: 'Try again',
  },
  unreachable: {
    title: 'This part of the shop did not load',
    text: 'The connection dropped while it was loading. Check your connection and try again.',
    action: 'Try again',
  },
  'new-release': {
    title: 'GhanaMart has been updated',
    text: 'Reload the page to use the new version. What you typed in a form is kept.',
    action: 'Reload page',
  },
};

/** A lazy import that failed, with the reason in words (`message`). */
export class ChunkLoadFailure extends Error {
  readonly reason: ChunkFailureReason;
  /** What failed is a part of a page that did load (a form's rules): its message, not the offline page. */
  readonly ofPart: boolean;
  constructor(reason: ChunkFailureReason, options?: { cause?: unknown; ofPart?: boolean }) {
    super(CHUNK_FAILURE_MESSAGES[reason].text, options);
    this.name = 'ChunkLoadFailure';
    this.reason = reason;
    this.ofPart = options?.ofPart ?? false;
  }
}

/**
 * Offline, or else what the server answers for the running app's entry script: gone (404) means a
 * release replaced it, and every chunk name with it; anything else (no answer, 200) a failed load.
 */
export function chunkFailureReason(online: boolean, entryStatus: number | null): ChunkFailureReason {
  if (!online) return 'offline';
  if (entryStatus === 404 || entryStatus === 410) return 'new-release';
  return 'unreachable';
}

/**
 * The server's status for the page's entry script, asked afresh. HEAD: the service worker routes
 * GET only, so its precached copy does not answer for the server.
 */
async function entryStatus(): Promise<number | null> {
  const entry = document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src;
  if (!entry) return null;
  try {
    return (await fetch(entry, { method: 'HEAD', cache: 'no-store' })).status;
  } catch {
    return null;
  }
}

/** Runs a lazy import; a failure becomes a `ChunkLoadFailure` that says why. */
export async function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ChunkLoadFailure) throw error;
    const online = navigator.onLine;
    throw new ChunkLoadFailure(chunkFailureReason(online, online ? await entryStatus() : null), {
      cause: error,
    });
  }
}

/** The lazy components whose load failed, each with how to start afresh. */
const failedComponents = new Set<() => void>();

/**
 * Lets every lazy component whose load failed load again at its next render: called by "Try again"
 * (the error boundary). Not at the failure itself: React renders a failed part once more before it
 * shows the error, and a fresh load then would fail and start another, without end.
 */
export function forgetFailedLoads() {
  for (const reset of failedComponents) reset();
  failedComponents.clear();
}

/**
 * React.lazy for a component exported by name, through `loadChunk`. React keeps a failed lazy
 * component failed; this one loads again after `forgetFailedLoads`. Render it inside `LazyPart`
 * (or a page's error boundary), whose "Try again" does that.
 */
export function lazyComponent<Module extends Record<Name, unknown>, Name extends string>(
  load: () => Promise<Module>,
  name: Name,
): Module[Name] {
  const attempt = () =>
    lazy(async () => {
      try {
        return { default: (await loadChunk(load))[name] as ComponentType<object> };
      } catch (error) {
        failedComponents.add(() => {
          current = attempt();
        });
        throw error;
      }
    });
  let current = attempt();
  // The server renderer is one file: each part is taken as soon as it is evaluated, so that no
  // server render suspends (a render resumed after suspending numbers its ids anew, unlike the
  // browser's hydration).
  let loaded: ComponentType<object> | undefined;
  if (import.meta.env.SSR) {
    // A task later: the module that declares this part may not have finished evaluating.
    void Promise.resolve()
      .then(load)
      .then((module) => {
        loaded = module[name] as ComponentType<object>;
      });
  }
  // biome-ignore lint/correctness/noComponentHookFactories: made once per lazy import, at module level, as React.lazy's are.
  function LazyComponent(props: object) {
    return createElement(loaded ?? current, props);
  }
  return LazyComponent as unknown as Module[Name];
}
