import {
  type DehydratedState,
  dehydrate,
  hydrate,
  type Mutation,
  type QueryClient,
} from '@tanstack/react-query';

/**
 * The signed-in person's changes waiting for a connection (docs/decisions/046, "Cart changes"): the
 * mutations marked USER_SCOPED that are still pending (TanStack Query pauses them offline) are
 * written to localStorage, dehydrated by TanStack Query itself, whenever the mutation cache changes,
 * so a reload or a crash before the connection returns loses none. At the next start they are
 * hydrated and resumed once the session names the same person (each mutation key has its function
 * from `setMutationDefaults`); another person, or nobody, drops them, and so does signing out.
 */

export const PAUSED_CHANGES_KEY = 'gm-paused-changes';

/**
 * A change waits a day at most, and less than the day the server keeps an add's Idempotency-Key
 * (ADR 046, as the outbox does): resumed later, an add that had reached the server might count twice.
 */
export const PAUSED_CHANGES_LIFETIME_MS = 23 * 60 * 60 * 1000;

type SavedMutation = DehydratedState['mutations'][number];

export interface PausedChanges {
  /** The person the page's session named when the changes were made. */
  userId: string;
  /** Oldest first: resumed in this order (one scope runs one change at a time). */
  mutations: SavedMutation[];
}

/** A change of the person's data not yet answered: paused, waiting its turn, or under way. */
function isKept(mutation: Mutation): boolean {
  return mutation.meta?.userScoped === true && mutation.state.status === 'pending';
}

function isFresh(mutation: SavedMutation | null, now: number): boolean {
  const submittedAt = mutation?.state?.submittedAt;
  return (
    mutation?.state?.status === 'pending' &&
    typeof submittedAt === 'number' &&
    submittedAt <= now &&
    now - submittedAt < PAUSED_CHANGES_LIFETIME_MS
  );
}

function removeSaved(): void {
  try {
    localStorage.removeItem(PAUSED_CHANGES_KEY);
  } catch {
    // Storage disabled (some private modes): nothing was kept.
  }
}

/** What an earlier visit left, without the changes older than a day; null when nothing is left. */
export function readPausedChanges(now = Date.now()): PausedChanges | null {
  try {
    const raw = localStorage.getItem(PAUSED_CHANGES_KEY);
    if (!raw) return null;
    const saved = JSON.parse(raw) as Partial<PausedChanges> | null;
    const mutations = Array.isArray(saved?.mutations)
      ? saved.mutations.filter((mutation) => isFresh(mutation, now))
      : [];
    if (typeof saved?.userId !== 'string' || mutations.length === 0) {
      removeSaved();
      return null;
    }
    return { userId: saved.userId, mutations };
  } catch {
    return null;
  }
}

/** The person whose changes a client keeps (once the session was first known), and what was last written. */
interface Keeper {
  userId: string | null;
  written: string | null | undefined;
}
const keepers = new WeakMap<QueryClient, Keeper>();

function write(queryClient: QueryClient, keeper: Keeper): void {
  if (keeper.userId === null) return;
  const { mutations } = dehydrate(queryClient, {
    shouldDehydrateMutation: isKept,
    shouldDehydrateQuery: () => false,
  });
  const text = mutations.length
    ? JSON.stringify({ userId: keeper.userId, mutations } satisfies PausedChanges)
    : null;
  if (text === keeper.written) return;
  keeper.written = text;
  try {
    if (text) localStorage.setItem(PAUSED_CHANGES_KEY, text);
    else localStorage.removeItem(PAUSED_CHANGES_KEY);
  } catch {
    // Full or disabled storage: the changes still run when the connection returns, if the page is open.
  }
}

/**
 * Call whenever the session is known: `userId` is the signed-in person, null for nobody. The first
 * call resumes what an earlier visit left if it is this person's (and drops it otherwise), then keeps
 * this person's changes as they are made; a later call naming someone else forgets them.
 */
export function keepPausedChangesFor(
  queryClient: QueryClient,
  userId: string | null,
  now = Date.now(),
): void {
  const keeper = keepers.get(queryClient);
  if (keeper) {
    if (keeper.userId === userId) return;
    // Another person signed in on this page: the last one's changes are not theirs to send.
    forgetPausedChanges(queryClient);
    keeper.userId = userId;
    return;
  }

  const saved = readPausedChanges(now);
  if (saved && userId !== null && saved.userId === userId) {
    // A change under way when the page went is sent again: the same quantity, the same removal,
    // the same add with its key (applied once by the server). Paused, it resumes below.
    const mutations = saved.mutations.map((mutation) => ({
      ...mutation,
      state: { ...mutation.state, isPaused: true },
    }));
    hydrate(queryClient, { mutations });
  } else if (saved) {
    removeSaved();
  }
  const kept: Keeper = { userId, written: undefined };
  keepers.set(queryClient, kept);
  queryClient.getMutationCache().subscribe(() => write(queryClient, kept));
  // Offline, nothing runs: TanStack Query resumes them when the connection returns.
  void queryClient.resumePausedMutations();
}

/** On sign-out (and when someone else signs in): the person's waiting changes are dropped, here and on the device. */
export function forgetPausedChanges(queryClient: QueryClient): void {
  const cache = queryClient.getMutationCache();
  for (const mutation of cache.getAll()) if (isKept(mutation)) cache.remove(mutation);
  removeSaved();
}
