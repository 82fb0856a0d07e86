import { API_ADMIN_REQUEST_QUOTES, apiPath } from '@shared/api-paths';
import type { WriteQuote } from '@shared/quotes/quote';
import type { AdminRequestDetail } from '@shared/requests/admin-requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { requestQueryKey } from './get-request';
import { requestsQueryKey } from './list-requests';

/** POST /api/admin/requests/:reference/quotes: a quote (or a new one) sent to the requester. */
export function writeQuote(reference: string, input: WriteQuote): Promise<{ request: AdminRequestDetail }> {
  return api(apiPath(API_ADMIN_REQUEST_QUOTES, { reference }), { body: input });
}

export function useWriteQuote(reference: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WriteQuote) => writeQuote(reference, input),
    onSuccess: async (data) => {
      queryClient.setQueryData(requestQueryKey(reference), data);
      await queryClient.invalidateQueries({ queryKey: requestsQueryKey });
    },
  });
}
