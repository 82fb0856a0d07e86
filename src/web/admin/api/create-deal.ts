import { API_ADMIN_DEALS } from '@shared/api-paths';
import type { AdminDealResponse, CreateDeal } from '@shared/deals/admin-deal';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { dashboardQueryKey } from './get-admin-dashboard';
import { adminDealsQueryKey } from './list-admin-deals';

export function createDeal(input: CreateDeal): Promise<AdminDealResponse> {
  return api(API_ADMIN_DEALS, { method: 'POST', body: input });
}

export function useCreateDeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDeal,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminDealsQueryKey }),
        queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
      ]);
    },
  });
}
