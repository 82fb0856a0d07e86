import { API_ADMIN_RIDERS } from '@shared/api-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { requestsQueryKey } from './list-requests';
import { ridersQueryKey } from './list-riders';

export function approveRider(applicationReference: string): Promise<{ riderId: string }> {
  return api(API_ADMIN_RIDERS, { method: 'POST', body: { applicationReference } });
}

export function useApproveRider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveRider,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ridersQueryKey }),
        queryClient.invalidateQueries({ queryKey: requestsQueryKey }),
      ]);
    },
  });
}
