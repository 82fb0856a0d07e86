import { API_REVIEW_HELPFUL, apiPath } from '@shared/api-paths';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api';

/** POST /api/reviews/:id/helpful: the signed-in shopper found the review helpful (once). */
export function voteHelpful(id: string) {
  return api<{ helpfulCount: number; voted: true }>(apiPath(API_REVIEW_HELPFUL, { id }), { method: 'POST' });
}

export function useVoteHelpful() {
  return useMutation({ mutationFn: voteHelpful });
}
