/**
 * A personal answer kept on this device so that its page opens offline (the rider's day, ADR 071):
 * in localStorage under the person's id, read back only for that person (or, offline, when who is
 * signed in cannot be asked), and forgotten on sign-out with `forgetSavedAnswers`. The service worker
 * never keeps a personal answer; this is the page's own copy.
 */

const PREFIX = 'gm-saved-answer:';

interface Saved<T> {
  userId: string;
  savedAt: number;
  value: T;
}

export function saveAnswer<T>(name: string, userId: string, value: T): void {
  try {
    localStorage.setItem(`${PREFIX}${name}`, JSON.stringify({ userId, savedAt: Date.now(), value }));
  } catch {
    // Storage full or refused: the page still works online.
  }
}

/**
 * The saved answer of `name` for `userId`; with `userId` undefined (offline, nobody known), the
 * last one saved on this device. Another person's is removed.
 */
export function readAnswer<T>(
  name: string,
  userId: string | undefined,
): { value: T; savedAt: number } | null {
  try {
    const raw = localStorage.getItem(`${PREFIX}${name}`);
    if (!raw) return null;
    const saved = JSON.parse(raw) as Saved<T>;
    if (userId !== undefined && saved.userId !== userId) {
      localStorage.removeItem(`${PREFIX}${name}`);
      return null;
    }
    return { value: saved.value, savedAt: saved.savedAt };
  } catch {
    return null;
  }
}

/** On sign-out: the next person on this phone finds none of them. */
export function forgetSavedAnswers(): void {
  try {
    for (const key of Object.keys(localStorage)) if (key.startsWith(PREFIX)) localStorage.removeItem(key);
  } catch {
    // Nothing to forget.
  }
}
