import { useCallback, useRef, useState } from 'react';
import { useHydrated } from './use-hydrated';

/**
 * Form drafts (ADR 047): what a person typed into a form, kept in the browser's localStorage as it
 * is typed, so that a reload, a crash or a dropped connection loses nothing. A draft holds personal
 * details on what may be a shared phone: it lives DRAFT_LIFETIME_MS after the last keystroke, is
 * removed when its form is sent, and every draft goes on sign-out. Passwords and card data are never
 * put in a draft (no form that holds them has one; `omit` drops a field by name anyway).
 */

/** A draft untouched for this long is dropped when read: a day covers a dropped connection or a night. */
export const DRAFT_LIFETIME_MS = 24 * 60 * 60 * 1000;

const PREFIX = 'ghanamart:draft:';

/** Field names never stored, whatever the form: a draft must not hold a secret. */
const NEVER_STORED = /password|card|cvv|pin$/i;

interface StoredDraft {
  savedAt: number;
  values: Record<string, unknown>;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage disabled (some private modes): forms work, only without drafts.
    return null;
  }
}

/** A draft's stored values, or null when there is none, it is too old or it cannot be read. */
export function readDraft(key: string, now = Date.now()): Record<string, unknown> | null {
  const store = storage();
  try {
    const raw = store?.getItem(PREFIX + key);
    if (!raw) return null;
    const draft = JSON.parse(raw) as Partial<StoredDraft> | null;
    const fresh =
      typeof draft?.savedAt === 'number' && now - draft.savedAt < DRAFT_LIFETIME_MS && draft.savedAt <= now;
    if (!fresh || typeof draft.values !== 'object' || draft.values === null) {
      store?.removeItem(PREFIX + key);
      return null;
    }
    return draft.values;
  } catch {
    return null;
  }
}

/** Keeps the values typed so far: text, yes/no and lists of text only, never a secret. */
export function writeDraft(
  key: string,
  values: object,
  omit: readonly string[] = [],
  now = Date.now(),
): void {
  const kept: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    if (omit.includes(name) || NEVER_STORED.test(name)) continue;
    if (isDraftValue(value)) kept[name] = value;
  }
  try {
    storage()?.setItem(PREFIX + key, JSON.stringify({ savedAt: now, values: kept } satisfies StoredDraft));
  } catch {
    // Full storage: the draft is a convenience, the form still works.
  }
}

export function clearDraft(key: string): void {
  try {
    storage()?.removeItem(PREFIX + key);
  } catch {
    // See storage().
  }
}

/** On sign-out: the next person on this phone finds no one's details in the forms. */
export function clearAllDrafts(): void {
  const store = storage();
  if (!store) return;
  try {
    for (const key of Object.keys(store)) if (key.startsWith(PREFIX)) store.removeItem(key);
  } catch {
    // See storage().
  }
}

function isDraftValue(value: unknown): boolean {
  return (
    typeof value === 'string' ||
    typeof value === 'boolean' ||
    (Array.isArray(value) && value.every((item) => typeof item === 'string'))
  );
}

function sameKind(value: unknown, like: unknown): boolean {
  if (Array.isArray(like)) return Array.isArray(value) && value.every((item) => typeof item === 'string');
  return typeof value === typeof like;
}

/**
 * The form's starting values with the draft on top: only fields the form has, each of the kind the
 * form holds there (a draft from an older version of the form cannot put a list into a text field).
 */
export function withDraft<Values extends object>(
  defaults: Values,
  draft: Record<string, unknown> | null,
  omit: readonly string[] = [],
): Values {
  if (!draft) return defaults;
  const merged: Record<string, unknown> = { ...(defaults as Record<string, unknown>) };
  for (const [name, like] of Object.entries(defaults)) {
    if (omit.includes(name) || NEVER_STORED.test(name) || !(name in draft)) continue;
    if (sameKind(draft[name], like)) merged[name] = draft[name];
  }
  return merged as Values;
}

const NOTHING: readonly string[] = [];

export interface DraftOptions {
  /** Where the draft is kept: one per form (and per record it edits, e.g. `account:address:<id>`). */
  key: string;
  /** Fields never kept (besides passwords and card data, which never are). */
  omit?: readonly string[];
}

/**
 * The one way a form keeps its draft: `initial` is the defaults with the draft restored on top
 * (read once, before the first render, so the draft wins over the prefill, which fills only empty
 * fields); `save(values)` after the person changed something; `clear()` once the form was sent.
 * On a server-rendered page the first render must match the server's, which has no draft: there
 * `initial` is the defaults and `restoreOnHydration()` gives the draft once the page has hydrated.
 * Without options (`undefined`) it does nothing: the form has no draft.
 */
export function useDraft<Values extends object>(options: DraftOptions | undefined, defaults: Values) {
  const key = options?.key;
  const omit = options?.omit ?? NOTHING;
  const omitted = omit.join(' ');
  const hydrated = useHydrated();
  const [initial] = useState(() => (key && hydrated ? withDraft(defaults, readDraft(key), omit) : defaults));
  // Read once: the defaults of the first render, and whether the draft still waits for hydration.
  const [firstDefaults] = useState(defaults);
  const pendingRestore = useRef(!hydrated);
  // Stable while the key and the omitted names are: a form subscribes once.
  const save = useCallback(
    (values: object) => {
      if (key) writeDraft(key, values, omitted ? omitted.split(' ') : NOTHING);
    },
    [key, omitted],
  );
  const clear = useCallback(() => {
    if (key) clearDraft(key);
  }, [key]);
  const restoreOnHydration = useCallback((): Values | null => {
    if (!key || !pendingRestore.current) return null;
    pendingRestore.current = false;
    const draft = readDraft(key);
    return draft ? withDraft(firstDefaults, draft, omitted ? omitted.split(' ') : NOTHING) : null;
  }, [key, omitted, firstDefaults]);
  return { initial, save, clear, hydrated, restoreOnHydration };
}
