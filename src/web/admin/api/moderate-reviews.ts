import { API_ADMIN_REVIEWS_MODERATE } from '@shared/api-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { adminReviewsQueryKey } from './list-admin-reviews';

export interface ModerateReviews {
  ids: string[];
  action: 'approve' | 'reject';
  reason: string;
}

/** Publishes the reviews, or turns them down with a reason; the listings' ratings follow. */
export function moderateReviews(input: ModerateReviews) {
  return api<{ changed: number }>(API_ADMIN_REVIEWS_MODERATE, { method: 'POST', body: input });
}

export function useModerateReviews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moderateReviews,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminReviewsQueryKey }),
  });
}
