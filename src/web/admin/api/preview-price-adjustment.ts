import { API_ADMIN_PRODUCT_PRICE_ADJUSTMENT_PREVIEW } from '@shared/api-paths';
import type { PriceAdjustment, PriceAdjustmentPreview } from '@shared/catalogue/admin-product';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api';

/** What a bulk price change would do: the count and a few products before and after. */
export function previewPriceAdjustment(input: PriceAdjustment): Promise<PriceAdjustmentPreview> {
  return api(API_ADMIN_PRODUCT_PRICE_ADJUSTMENT_PREVIEW, { method: 'POST', body: input });
}

export function usePreviewPriceAdjustment() {
  return useMutation({ mutationFn: previewPriceAdjustment });
}
