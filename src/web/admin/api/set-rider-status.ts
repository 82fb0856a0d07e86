import { API_ADMIN_RIDER_STATUS, apiPath } from '@shared/api-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { ridersQueryKey } from './list-riders';

export function setRiderStatus(id: string, status: 'active' | 'suspended'): Promise<{ status: string }> {
  return api(apiPath(API_ADMIN_RIDER_STATUS, { id }), { method: 'POST', body: { status } });
}

export function useSetRiderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: { id: string; status: 'active' | 'suspended' }) =>
      setRiderStatus(variables.id, variables.status),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ridersQueryKey }),
  });
}
