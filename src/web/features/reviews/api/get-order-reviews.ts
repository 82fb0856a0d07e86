import { API_ORDER_REVIEWS, apiPath } from '@shared/api-paths';
import type { OrderReviewsResponse } from '@shared/reviews/review';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { USER_SCOPED } from '@web/lib/query';

export const orderReviewsQueryKey = (reference: string) => ['reviews', 'order', reference] as const;

/** GET /api/reviews/orders/:reference: each line of the order, whether it may be rated, its review. */
export function getOrderReviews(reference: string, token: string | null, signal?: AbortSignal) {
  const path = apiPath(API_ORDER_REVIEWS, { reference });
  return api<OrderReviewsResponse>(token ? `${path}?token=${encodeURIComponent(token)}` : path, { signal });
}

export function useOrderReviews(reference: string, token: string | null) {
  return useQuery({
    queryKey: [...orderReviewsQueryKey(reference), token],
    queryFn: ({ signal }) => getOrderReviews(reference, token, signal),
    meta: USER_SCOPED,
    retry: false,
    select: (data) => data.lines,
  });
}
