import { API_ADMIN_DEAL, apiPath } from '@shared/api-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { dashboardQueryKey } from './get-admin-dashboard';
import { adminDealsQueryKey } from './list-admin-deals';

export function deleteDeal(id: string): Promise<null> {
  return api(apiPath(API_ADMIN_DEAL, { id }), { method: 'DELETE' });
}

export function useDeleteDeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDeal,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminDealsQueryKey }),
        queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
      ]);
    },
  });
}
