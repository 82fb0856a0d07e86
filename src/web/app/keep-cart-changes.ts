import { hashKey, type QueryClient } from '@tanstack/react-query';
import { type SessionData, sessionQueryKey } from '@web/features/auth/api/get-session';
import { setCartChangeDefaults } from '@web/features/cart/api/cart-change-defaults';
import { keepPausedChangesFor, readPausedChanges } from '@web/lib/paused-changes';
import { toast } from '@web/lib/toast';

const WAITING_NOTICE_ID = 'gm-paused-changes';

/**
 * Cart changes made offline survive a reload or a crash (docs/decisions/046): each kind of change
 * is known to the client by its key, and what an earlier visit left is resumed once the session
 * names the shopper who made it (dropped for anyone else). Returns the unsubscribe.
 */
export function keepCartChanges(queryClient: QueryClient): () => void {
  setCartChangeDefaults(queryClient);

  // Started offline, the page cannot read the session (personal, never kept by the worker), so it
  // shows no cart until the connection returns: this says the changes are not lost meanwhile.
  let waiting = !navigator.onLine && readPausedChanges() !== null;
  if (waiting) {
    toast('Your cart changes are waiting for a connection', {
      id: WAITING_NOTICE_ID,
      description: 'They are saved on this device and will be applied when the connection returns.',
      duration: Number.POSITIVE_INFINITY,
      closeButton: true,
    });
  }

  const sessionHash = hashKey(sessionQueryKey);
  const followSession = () => {
    // undefined: not known yet (still loading, or failed before any answer).
    const session = queryClient.getQueryData<SessionData | null>(sessionQueryKey);
    if (session === undefined) return;
    keepPausedChangesFor(queryClient, session?.user.id ?? null);
    if (waiting) {
      waiting = false;
      toast.dismiss(WAITING_NOTICE_ID);
    }
  };
  followSession();
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.query.queryHash === sessionHash) followSession();
  });

  // TanStack Query starts online whatever the browser says and hears only a change, so a page that
  // started offline would not read the session again when the connection returns: the changes
  // (and the header) wait for it.
  const readSessionAgain = () => {
    if (queryClient.getQueryData(sessionQueryKey) === undefined) {
      void queryClient.refetchQueries({ queryKey: sessionQueryKey });
    }
  };
  window.addEventListener('online', readSessionAgain);
  return () => {
    unsubscribe();
    window.removeEventListener('online', readSessionAgain);
  };
}
