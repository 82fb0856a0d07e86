import type { SubmittedRequest } from '@shared/requests/request-kinds';
import { useMutation } from '@tanstack/react-query';
import { useOfflineSubmit } from '@web/lib/use-offline-submit';

/**
 * Sends one service form to its endpoint (e.g. /api/requests/contact); resolves with the reference.
 * Offline it waits in the device's queue and resolves when it lands (docs/decisions/046): `queued`
 * says so meanwhile.
 */
export function useSubmitRequest<Values>(path: string, label = 'Your request') {
  const { send, queued } = useOfflineSubmit<Values, SubmittedRequest>(path, label);
  // 'always': the queue, not TanStack Query, decides what happens without a connection.
  const mutation = useMutation({ mutationFn: send, networkMode: 'always' });
  return { ...mutation, queued };
}
