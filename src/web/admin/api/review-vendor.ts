import { API_ADMIN_VENDOR_REVIEW, apiPath } from '@shared/api-paths';
import type { AdminVendor } from '@shared/vendors/vendor-messages';
import type { VendorReview } from '@shared/vendors/vendor-review';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { dashboardQueryKey } from './get-admin-dashboard';
import { requestsQueryKey } from './list-requests';
import { vendorsQueryKey } from './list-vendors';

export function reviewVendor(id: string, review: VendorReview): Promise<{ vendor: AdminVendor }> {
  return api(apiPath(API_ADMIN_VENDOR_REVIEW, { id }), { method: 'POST', body: review });
}

export function useReviewVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: { id: string; review: VendorReview }) =>
      reviewVendor(variables.id, variables.review),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: vendorsQueryKey }),
        queryClient.invalidateQueries({ queryKey: requestsQueryKey }),
        queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
      ]);
    },
  });
}
