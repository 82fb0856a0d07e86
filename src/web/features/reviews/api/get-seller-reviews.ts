import { API_SELLER_REVIEWS } from '@shared/api-paths';
import type { AdminReviewsResponse } from '@shared/reviews/review';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { USER_SCOPED } from '@web/lib/query';

export const sellerReviewsQueryKey = ['reviews', 'seller'] as const;

/** GET /api/seller/reviews: the published reviews of the signed-in seller's listings. */
export function useSellerReviews(page: number) {
  return useQuery({
    queryKey: [...sellerReviewsQueryKey, page],
    queryFn: ({ signal }) => api<AdminReviewsResponse>(`${API_SELLER_REVIEWS}?page=${page}`, { signal }),
    meta: USER_SCOPED,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
