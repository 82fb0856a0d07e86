import { API_ORDER, apiPath } from '@shared/api-paths';
import type { OrderPageResponse } from '@shared/orders/order-page';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { USER_SCOPED } from '@web/lib/query';

export const orderQueryKey = (reference: string) => ['orders', 'one', reference] as const;

/** GET /api/orders/:reference: the owner's order, or the one the e-mail link's token opens. */
export function getOrder(reference: string, token: string | null, signal?: AbortSignal) {
  const path = apiPath(API_ORDER, { reference });
  return api<OrderPageResponse>(token ? `${path}?token=${encodeURIComponent(token)}` : path, { signal });
}

export function useOrder(reference: string, token: string | null) {
  return useQuery({
    queryKey: [...orderQueryKey(reference), token],
    queryFn: ({ signal }) => getOrder(reference, token, signal),
    meta: USER_SCOPED,
    // A 404 (not theirs, or no such order) does not get better by asking again.
    retry: false,
    select: (data) => data.order,
  });
}
