import { API_ADMIN_DEAL, apiPath } from '@shared/api-paths';
import type { AdminDealResponse, UpdateDeal } from '@shared/deals/admin-deal';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { adminDealsQueryKey } from './list-admin-deals';

export function updateDeal(id: string, input: UpdateDeal): Promise<AdminDealResponse> {
  return api(apiPath(API_ADMIN_DEAL, { id }), { method: 'PATCH', body: input });
}

export function useUpdateDeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: { id: string; input: UpdateDeal }) => updateDeal(variables.id, variables.input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminDealsQueryKey }),
  });
}
