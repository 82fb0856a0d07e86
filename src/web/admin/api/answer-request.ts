import { API_ADMIN_REQUEST_ANSWERS, apiPath } from '@shared/api-paths';
import type { AdminRequestDetail } from '@shared/requests/admin-requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { requestQueryKey } from './get-request';

/** POST /api/admin/requests/:reference/answers: an answer on the thread, sent by e-mail and SMS. */
export function answerRequest(reference: string, message: string): Promise<{ request: AdminRequestDetail }> {
  return api(apiPath(API_ADMIN_REQUEST_ANSWERS, { reference }), { body: { message } });
}

export function useAnswerRequest(reference: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => answerRequest(reference, message),
    onSuccess: (data) => queryClient.setQueryData(requestQueryKey(reference), data),
  });
}
