import { API_ADMIN_REVIEW_REPLY, apiPath } from '@shared/api-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { adminReviewsQueryKey } from './list-admin-reviews';

/** The shop's one reply to a published review of its own listing. */
export function replyToReview(id: string, reply: string) {
  return api<{ reply: { by: string; text: string; at: string } }>(apiPath(API_ADMIN_REVIEW_REPLY, { id }), {
    method: 'POST',
    body: { reply },
  });
}

export function useReplyToReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; reply: string }) => replyToReview(input.id, input.reply),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminReviewsQueryKey }),
  });
}
