import { API_ADMIN_DISPATCH_ASSIGN } from '@shared/api-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { dispatchQueryKey } from './get-dispatch';

export function assignJobs(jobIds: string[], riderId: string): Promise<{ assigned: number }> {
  return api(API_ADMIN_DISPATCH_ASSIGN, { method: 'POST', body: { jobIds, riderId } });
}

export function useAssignJobs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: { jobIds: string[]; riderId: string }) =>
      assignJobs(variables.jobIds, variables.riderId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dispatchQueryKey }),
  });
}
