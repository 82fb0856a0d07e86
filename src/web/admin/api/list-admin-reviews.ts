import { API_ADMIN_REVIEWS } from '@shared/api-paths';
import type { AdminReviewsResponse, ReviewStatus } from '@shared/reviews/review';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { adminQueryKey } from './sign-out-admin';

export const adminReviewsQueryKey = [...adminQueryKey, 'reviews'] as const;

export function listAdminReviews(status: ReviewStatus, page: number, signal?: AbortSignal) {
  return api<AdminReviewsResponse>(`${API_ADMIN_REVIEWS}?status=${status}&page=${page}`, { signal });
}

export function useAdminReviews(status: ReviewStatus, page: number) {
  return useQuery({
    queryKey: [...adminReviewsQueryKey, status, page],
    queryFn: ({ signal }) => listAdminReviews(status, page, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
