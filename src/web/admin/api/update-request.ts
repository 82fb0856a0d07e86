import { API_ADMIN_REQUEST, apiPath } from '@shared/api-paths';
import type { AdminRequestDetail, RequestUpdate } from '@shared/requests/admin-requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { dashboardQueryKey } from './get-admin-dashboard';
import { requestsQueryKey } from './list-requests';

export function updateRequest(
  reference: string,
  input: RequestUpdate,
): Promise<{ request: AdminRequestDetail }> {
  return api(apiPath(API_ADMIN_REQUEST, { reference }), { method: 'PATCH', body: input });
}

export function useUpdateRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: { reference: string; input: RequestUpdate }) =>
      updateRequest(variables.reference, variables.input),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: requestsQueryKey }),
        queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
      ]);
    },
  });
}
