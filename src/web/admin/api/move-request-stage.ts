import { API_ADMIN_REQUEST_STAGE, apiPath } from '@shared/api-paths';
import type { Stage } from '@shared/quotes/quote-texts';
import type { AdminRequestDetail } from '@shared/requests/admin-requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { requestQueryKey } from './get-request';
import { requestsQueryKey } from './list-requests';

/** POST /api/admin/requests/:reference/stage: a paid request's next step, texted to the requester. */
export function moveRequestStage(reference: string, stage: Stage): Promise<{ request: AdminRequestDetail }> {
  return api(apiPath(API_ADMIN_REQUEST_STAGE, { reference }), { body: { stage } });
}

export function useMoveRequestStage(reference: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (stage: Stage) => moveRequestStage(reference, stage),
    onSuccess: async (data) => {
      queryClient.setQueryData(requestQueryKey(reference), data);
      await queryClient.invalidateQueries({ queryKey: requestsQueryKey });
    },
  });
}
