import type { Account } from '@shared/account/account';
import { API_ACCOUNT_ADDRESS, apiPath } from '@shared/api-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { accountQueryKey } from './get-account';

export function deleteAddress(id: string): Promise<Account> {
  return api<Account>(apiPath(API_ACCOUNT_ADDRESS, { id }), { method: 'DELETE' });
}

/** Deletes a saved address; the answer (the whole account) replaces the cached one. */
export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: (account) => queryClient.setQueryData(accountQueryKey, account),
  });
}
