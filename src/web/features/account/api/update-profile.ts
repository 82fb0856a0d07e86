import type { Account, ProfileInput } from '@shared/account/account';
import { API_ACCOUNT_PROFILE } from '@shared/api-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { accountQueryKey } from './get-account';

export function updateProfile(profile: ProfileInput): Promise<Account> {
  return api<Account>(API_ACCOUNT_PROFILE, { method: 'PUT', body: profile });
}

/** Saves name and phone; the answer (the whole account) replaces the cached one. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (account) => queryClient.setQueryData(accountQueryKey, account),
  });
}
