import type { Account, ProfileInput } from '@shared/account/account';
import { API_ACCOUNT_PROFILE } from '@shared/api-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { useOfflineSubmit } from '@web/lib/use-offline-submit';
import { accountQueryKey } from './get-account';

export function updateProfile(profile: ProfileInput): Promise<Account> {
  return api<Account>(API_ACCOUNT_PROFILE, { method: 'PUT', body: profile });
}

/**
 * Saves name and phone; the answer (the whole account) replaces the cached one. Offline, the change
 * waits in the device's queue and is applied once when the connection returns (docs/decisions/046).
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const { send, queued } = useOfflineSubmit<ProfileInput, Account>(
    (profile) => ({ path: API_ACCOUNT_PROFILE, method: 'PUT', body: profile }),
    'Your profile',
  );
  const mutation = useMutation({
    mutationFn: send,
    networkMode: 'always',
    onSuccess: (account) => queryClient.setQueryData(accountQueryKey, account),
  });
  return { ...mutation, queued };
}
