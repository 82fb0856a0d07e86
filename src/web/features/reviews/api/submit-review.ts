import { API_REVIEWS } from '@shared/api-paths';
import type { SubmitReviewResponse } from '@shared/reviews/review';
import type { SubmitReviewInput } from '@shared/reviews/review-input';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { orderReviewsQueryKey } from './get-order-reviews';

/** POST /api/reviews: the buyer's stars, words and photos for one delivered line. */
export function submitReview(input: SubmitReviewInput) {
  return api<SubmitReviewResponse>(API_REVIEWS, { method: 'POST', body: input });
}

export function useSubmitReview(reference: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderReviewsQueryKey(reference) }),
  });
}
