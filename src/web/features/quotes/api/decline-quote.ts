import { API_QUOTE_DECLINE, apiPath } from '@shared/api-paths';
import type { DeclineQuoteInput } from '@shared/quotes/quote';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { quoteQueryKey } from './get-quote';

/** POST /api/quotes/:reference/decline: the requester declines the open quote with a reason. */
export function declineQuote(reference: string, input: DeclineQuoteInput) {
  return api<{ declined: true }>(apiPath(API_QUOTE_DECLINE, { reference }), { body: input });
}

export function useDeclineQuote(reference: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DeclineQuoteInput) => declineQuote(reference, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quoteQueryKey(reference) }),
  });
}
