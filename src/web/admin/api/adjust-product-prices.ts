import { API_ADMIN_PRODUCT_PRICE_ADJUSTMENTS } from '@shared/api-paths';
import type { PriceAdjustment, PriceAdjustmentResult } from '@shared/catalogue/admin-product';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { adminProductsQueryKey } from './list-admin-products';

export function adjustProductPrices(input: PriceAdjustment): Promise<PriceAdjustmentResult> {
  return api(API_ADMIN_PRODUCT_PRICE_ADJUSTMENTS, { method: 'POST', body: input });
}

export function useAdjustProductPrices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adjustProductPrices,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminProductsQueryKey }),
  });
}
