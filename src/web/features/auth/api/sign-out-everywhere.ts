import { API_REVOKE_SESSIONS } from '@shared/api-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { resetUserScopedQueries } from '@web/lib/query';
import { sessionQueryKey } from './get-session';

export function signOutEverywhere(): Promise<unknown> {
  return api<unknown>(API_REVOKE_SESSIONS, { method: 'POST', body: {} });
}

/** Ends every session of the account (better-auth's revoke-sessions), this one included. */
export function useSignOutEverywhere() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutEverywhere,
    onSuccess: async () => {
      queryClient.setQueryData(sessionQueryKey, null);
      await resetUserScopedQueries(queryClient);
    },
  });
}
