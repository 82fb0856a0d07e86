import { API_ADMIN_MESSAGE_RETRY, apiPath } from '@shared/api-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { failedMessagesQueryKey } from './list-failed-messages';

export function retryMessage(id: string): Promise<{ retried: true }> {
  return api(apiPath(API_ADMIN_MESSAGE_RETRY, { id }), { method: 'POST', body: {} });
}

export function useRetryMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryMessage,
    // Retried or refused (another admin was first), the list is read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: failedMessagesQueryKey }),
  });
}
