import { API_ADMIN_LISTINGS_REVIEW } from '@shared/api-paths';
import type { ListingReviewInput } from '@shared/sellers/seller-forms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { listingQueueQueryKey } from './list-listing-queue';

/** POST /api/admin/listings/review: approve or reject one or many proposals. */
export function reviewListings(review: ListingReviewInput): Promise<{ reviewed: number }> {
  return api(API_ADMIN_LISTINGS_REVIEW, { method: 'POST', body: review });
}

export function useReviewListings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewListings,
    onSettled: () => queryClient.invalidateQueries({ queryKey: listingQueueQueryKey }),
  });
}
