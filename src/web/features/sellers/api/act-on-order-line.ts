import { API_SELLER_ORDER_LINE, apiPath } from '@shared/api-paths';
import type { SellerLineAction, SellerOrderLine } from '@shared/sellers/listing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { sellerQueryKey } from './get-seller-account';

export interface LineActionVariables {
  kind: SellerOrderLine['kind'];
  id: string;
  action: SellerLineAction;
}

/** POST /api/seller/orders/:kind/:id: confirm, decline or ready one of the vendor's lines. */
export function actOnOrderLine({
  kind,
  id,
  action,
}: LineActionVariables): Promise<{ line: SellerOrderLine }> {
  return api(apiPath(API_SELLER_ORDER_LINE, { kind, id }), { method: 'POST', body: { action } });
}

export function useActOnOrderLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actOnOrderLine,
    // The lines and the score both change.
    onSettled: () => queryClient.invalidateQueries({ queryKey: sellerQueryKey }),
  });
}
