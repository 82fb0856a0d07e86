import { useSession } from '@web/features/auth/api/get-session';
import { useEffect } from 'react';

/**
 * Keeps the offline queue told who is signed in (docs/decisions/046): a submission queued offline is
 * sent as the person the page had signed in, or as a guest, whoever is signed in when it is sent.
 * A page opened offline cannot read its session: what it queues goes with the session there is
 * when it is sent (a signed-in shopper's message is not filed as a guest's).
 */
export function useOutboxSender() {
  const { user, isLoading, isUnknown } = useSession();
  const userId = isUnknown ? undefined : (user?.id ?? null);
  useEffect(() => {
    // The queue is a chunk of its own (not in the first load): main.tsx starts it after the page.
    if (!isLoading) void import('@web/lib/offline-queue').then((queue) => queue.setSignedInUser(userId));
  }, [userId, isLoading]);
}
