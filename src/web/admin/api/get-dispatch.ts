import { API_ADMIN_DISPATCH, API_ADMIN_DISPATCH_EVENTS } from '@shared/api-paths';
import type { DispatchResponse } from '@shared/riders/rider-words';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { useEffect, useState } from 'react';
import { adminQueryKey } from './sign-out-admin';

export const dispatchQueryKey = [...adminQueryKey, 'dispatch'] as const;

export function getDispatch(signal?: AbortSignal): Promise<DispatchResponse> {
  return api<DispatchResponse>(API_ADMIN_DISPATCH, { signal });
}

export function useDispatch() {
  return useQuery({ queryKey: dispatchQueryKey, queryFn: ({ signal }) => getDispatch(signal), staleTime: 0 });
}

/**
 * Reads the jobs again whenever the server says one changed (an assignment here or in another
 * admin's browser, a rider's step); whether the view is live, for the words above the list.
 */
export function useLiveDispatch(): boolean {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  useEffect(() => {
    const source = new EventSource(API_ADMIN_DISPATCH_EVENTS);
    source.onopen = () => setLive(true);
    source.onerror = () => setLive(false);
    source.addEventListener('change', () => {
      void queryClient.invalidateQueries({ queryKey: dispatchQueryKey });
    });
    return () => source.close();
  }, [queryClient]);
  return live;
}
