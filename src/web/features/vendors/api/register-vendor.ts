import { API_VENDORS } from '@shared/api-paths';
import type { SubmittedRequest } from '@shared/requests/request-kinds';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { myVendorProfileQueryKey } from './get-my-vendor-profile';

/** POST /api/vendors: the signed-in user's vendor profile; resolves with its reference (VND-…). */
export function registerVendor(values: unknown): Promise<SubmittedRequest> {
  return api<SubmittedRequest>(API_VENDORS, { method: 'POST', body: values });
}

export function useRegisterVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerVendor,
    // Marked stale, not refetched: the page keeps the success panel until the next visit.
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: myVendorProfileQueryKey, refetchType: 'none' }),
  });
}
