import { API_SELLER_REVIEW_REPLY, apiPath } from '@shared/api-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { sellerReviewsQueryKey } from './get-seller-reviews';

/** POST /api/seller/reviews/:id/reply: the vendor's one reply to a review of its listing. */
export function replyAsSeller(input: { id: string; reply: string }) {
  return api<{ reply: { by: string; text: string; at: string } }>(
    apiPath(API_SELLER_REVIEW_REPLY, { id: input.id }),
    { method: 'POST', body: { reply: input.reply } },
  );
}

export function useReplyAsSeller() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyAsSeller,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sellerReviewsQueryKey }),
  });
}
