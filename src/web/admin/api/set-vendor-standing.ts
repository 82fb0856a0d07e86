import { API_ADMIN_VENDOR_STANDING, apiPath } from '@shared/api-paths';
import type { VendorStandingInput } from '@shared/sellers/seller-forms';
import type { AdminVendor } from '@shared/vendors/vendor-messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { sellersQueryKey } from './list-sellers';
import { vendorsQueryKey } from './list-vendors';

/** POST /api/admin/vendors/:id/standing: suspend a verified vendor with a reason, or reinstate it. */
export function setVendorStanding(
  id: string,
  standing: VendorStandingInput,
): Promise<{ vendor: AdminVendor }> {
  return api(apiPath(API_ADMIN_VENDOR_STANDING, { id }), { method: 'POST', body: standing });
}

export function useSetVendorStanding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: { id: string; standing: VendorStandingInput }) =>
      setVendorStanding(variables.id, variables.standing),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: vendorsQueryKey }),
        queryClient.invalidateQueries({ queryKey: sellersQueryKey }),
      ]);
    },
  });
}
