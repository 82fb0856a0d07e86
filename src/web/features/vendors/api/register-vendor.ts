import { API_VENDORS } from '@shared/api-paths';
import type { SubmittedRequest } from '@shared/requests/request-kinds';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useOfflineSubmit } from '@web/lib/use-offline-submit';
import { myVendorProfileQueryKey } from './get-my-vendor-profile';

/**
 * POST /api/vendors: the signed-in user's vendor profile; resolves with its reference (VND-…).
 * Offline it waits in the device's queue (docs/decisions/046).
 */
export function useRegisterVendor() {
  const queryClient = useQueryClient();
  const { send, queued } = useOfflineSubmit<unknown, SubmittedRequest>(
    API_VENDORS,
    'Your vendor registration',
  );
  const mutation = useMutation({
    mutationFn: send,
    networkMode: 'always',
    // Marked stale, not refetched: the page keeps the success panel until the next visit.
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: myVendorProfileQueryKey, refetchType: 'none' }),
  });
  return { ...mutation, queued };
}
