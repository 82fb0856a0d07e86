import type { Account, AddressInput } from '@shared/account/account';
import { API_ACCOUNT_ADDRESS, API_ACCOUNT_ADDRESSES, apiPath } from '@shared/api-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { accountQueryKey } from './get-account';

export interface SaveAddressVariables {
  /** Absent: a new address. */
  id?: string;
  address: AddressInput;
}

export function saveAddress({ id, address }: SaveAddressVariables): Promise<Account> {
  return id
    ? api<Account>(apiPath(API_ACCOUNT_ADDRESS, { id }), { method: 'PUT', body: address })
    : api<Account>(API_ACCOUNT_ADDRESSES, { method: 'POST', body: address });
}

/** Adds or edits a saved address; the answer (the whole account) replaces the cached one. */
export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAddress,
    onSuccess: (account) => queryClient.setQueryData(accountQueryKey, account),
  });
}
