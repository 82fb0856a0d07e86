import type { Account } from '@shared/account/account';
import { API_ACCOUNT } from '@shared/api-paths';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { USER_SCOPED } from '@web/lib/query';

export const accountQueryKey = ['account'] as const;

/** GET /api/account: the signed-in shopper's profile and saved addresses (the default first). */
export function getAccount(signal?: AbortSignal): Promise<Account> {
  return api<Account>(API_ACCOUNT, { signal });
}

/** The shopper's account (signed-in shoppers only); the account page and checkout prefill share it. */
export function useAccount({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: accountQueryKey,
    queryFn: ({ signal }) => getAccount(signal),
    enabled,
    staleTime: 5 * 60_000,
    meta: USER_SCOPED,
  });
}
