import type { FailedMessagesPage } from '@shared/admin/failed-messages';
import { API_ADMIN_FAILED_MESSAGES } from '@shared/api-paths';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { adminQueryKey } from './sign-out-admin';

export const failedMessagesQueryKey = [...adminQueryKey, 'failed-messages'] as const;

export function listFailedMessages(page: number, signal?: AbortSignal): Promise<FailedMessagesPage> {
  return api<FailedMessagesPage>(`${API_ADMIN_FAILED_MESSAGES}?page=${page}`, { signal });
}

export function useFailedMessages(page: number) {
  return useQuery({
    queryKey: [...failedMessagesQueryKey, page],
    queryFn: ({ signal }) => listFailedMessages(page, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
