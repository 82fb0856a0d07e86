import { API_ADMIN_CASH } from '@shared/api-paths';
import type { CashResponse } from '@shared/riders/rider-words';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { adminQueryKey } from './sign-out-admin';

export const cashQueryKey = [...adminQueryKey, 'cash'] as const;

export function getCash(day: string, signal?: AbortSignal): Promise<CashResponse> {
  return api<CashResponse>(`${API_ADMIN_CASH}?day=${encodeURIComponent(day)}`, { signal });
}

export function useCash(day: string) {
  return useQuery({
    queryKey: [...cashQueryKey, day],
    queryFn: ({ signal }) => getCash(day, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
