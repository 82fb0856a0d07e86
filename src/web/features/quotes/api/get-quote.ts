import { API_QUOTE, apiPath } from '@shared/api-paths';
import type { QuotePageResponse } from '@shared/quotes/quote-texts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { USER_SCOPED } from '@web/lib/query';

export const quoteQueryKey = (reference: string) => ['quotes', reference] as const;

/** GET /api/quotes/:reference: the request's quote for its requester (signed in, or the link's token). */
export function getQuote(reference: string, token: string | null, signal?: AbortSignal) {
  const path = apiPath(API_QUOTE, { reference });
  return api<QuotePageResponse>(token ? `${path}?token=${encodeURIComponent(token)}` : path, { signal });
}

export function useQuote(reference: string, token: string | null) {
  return useQuery({
    queryKey: [...quoteQueryKey(reference), token],
    queryFn: ({ signal }) => getQuote(reference, token, signal),
    meta: USER_SCOPED,
    // A 404 (not theirs, or no such request) does not get better by asking again.
    retry: false,
  });
}
