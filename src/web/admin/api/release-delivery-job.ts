import { API_ADMIN_DELIVERY_JOB_RELEASE, apiPath } from '@shared/api-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { adminOrdersQueryKey } from './list-admin-orders';

/** POST /api/admin/delivery-jobs/:id/release: five wrong codes locked the job; the rider may try again. */
export function releaseDeliveryJob(jobId: string): Promise<{ message: string }> {
  return api(apiPath(API_ADMIN_DELIVERY_JOB_RELEASE, { id: jobId }), { method: 'POST' });
}

export function useReleaseDeliveryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: releaseDeliveryJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminOrdersQueryKey }),
  });
}
