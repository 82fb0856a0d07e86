import { API_ADMIN_SELLER_SETTINGS } from '@shared/api-paths';
import type { SellerSettingsInput } from '@shared/sellers/seller-forms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { sellersQueryKey } from './list-sellers';

/** PUT /api/admin/sellers/settings: how long a vendor has to make a line ready. */
export function setSellerSettings(settings: SellerSettingsInput): Promise<{ readyWithinHours: number }> {
  return api(API_ADMIN_SELLER_SETTINGS, { method: 'PUT', body: settings });
}

export function useSetSellerSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSellerSettings,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sellersQueryKey }),
  });
}
