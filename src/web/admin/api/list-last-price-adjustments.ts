import { API_ADMIN_PRODUCT_PRICE_ADJUSTMENTS } from '@shared/api-paths';
import type { LastPriceAdjustments } from '@shared/catalogue/admin-product';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { adminProductsQueryKey } from './list-admin-products';

// Under the products' key: every change of the products (a bulk change included) refreshes it.
export const lastPriceAdjustmentsQueryKey = [...adminProductsQueryKey, 'price-adjustments'] as const;

export function listLastPriceAdjustments(signal?: AbortSignal): Promise<LastPriceAdjustments> {
  return api<LastPriceAdjustments>(API_ADMIN_PRODUCT_PRICE_ADJUSTMENTS, { signal });
}

/** Each country's latest bulk price change that can still be undone. */
export function useLastPriceAdjustments() {
  return useQuery({
    queryKey: lastPriceAdjustmentsQueryKey,
    queryFn: ({ signal }) => listLastPriceAdjustments(signal),
    staleTime: 0,
  });
}
