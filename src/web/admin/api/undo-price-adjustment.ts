import { API_ADMIN_PRODUCT_PRICE_ADJUSTMENT_UNDO, apiPath } from '@shared/api-paths';
import type { PriceAdjustmentUndoResult } from '@shared/catalogue/admin-product';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { adminProductsQueryKey } from './list-admin-products';

export function undoPriceAdjustment(id: string): Promise<PriceAdjustmentUndoResult> {
  return api(apiPath(API_ADMIN_PRODUCT_PRICE_ADJUSTMENT_UNDO, { id }), { method: 'POST', body: {} });
}

export function useUndoPriceAdjustment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoPriceAdjustment,
    // Refreshed after a refusal too: a 409 means another change came first.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminProductsQueryKey }),
  });
}
