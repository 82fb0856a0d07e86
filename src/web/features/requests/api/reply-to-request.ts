import { API_REQUEST_REPLIES, apiPath } from '@shared/api-paths';
import type { ReplyToRequestInput } from '@shared/quotes/quote';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api';

/**
 * POST /api/requests/:reference/replies: the requester's answer on the request's thread, with the
 * link's token or the contact detail the lookup used; 404 for anyone else.
 */
export function replyToRequest(reference: string, input: ReplyToRequestInput) {
  return api<{ sent: true }>(apiPath(API_REQUEST_REPLIES, { reference }), { body: input });
}

export function useReplyToRequest(reference: string) {
  return useMutation({ mutationFn: (input: ReplyToRequestInput) => replyToRequest(reference, input) });
}
