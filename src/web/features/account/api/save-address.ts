import type { Account, AddressInput } from '@shared/account/account';
import { API_ACCOUNT_ADDRESS, API_ACCOUNT_ADDRESSES, apiPath } from '@shared/api-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useOfflineSubmit } from '@web/lib/use-offline-submit';
import { accountQueryKey } from './get-account';

export interface SaveAddressVariables {
  /** Absent: a new address. */
  id?: string;
  address: AddressInput;
}

/** POST a new address, or PUT the one with this id. */
const saveAddressRequest = ({ id, address }: SaveAddressVariables) =>
  id
    ? { path: apiPath(API_ACCOUNT_ADDRESS, { id }), method: 'PUT' as const, body: address }
    : { path: API_ACCOUNT_ADDRESSES, method: 'POST' as const, body: address };

/**
 * Adds or edits a saved address; the answer (the whole account) replaces the cached one. Offline,
 * the change waits in the device's queue and is applied once when the connection returns
 * (docs/decisions/046).
 */
export function useSaveAddress() {
  const queryClient = useQueryClient();
  const { send, queued } = useOfflineSubmit<SaveAddressVariables, Account>(
    saveAddressRequest,
    'Your address',
  );
  const mutation = useMutation({
    mutationFn: send,
    networkMode: 'always',
    onSuccess: (account) => queryClient.setQueryData(accountQueryKey, account),
  });
  return { ...mutation, queued };
}
