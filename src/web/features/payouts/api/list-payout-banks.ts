import { API_SELLER_PAYOUT_BANKS } from '@shared/api-paths';
import type { PayoutAccountType } from '@shared/payouts/payout-words';
import type { PayoutBank } from '@shared/payouts/payouts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { USER_SCOPED } from '@web/lib/query';

/** GET /api/seller/payout-account/banks: the mobile money providers, or the banks, with their codes. */
export function usePayoutBanks(type: PayoutAccountType | '') {
  return useQuery({
    queryKey: ['seller', 'payout-banks', type] as const,
    queryFn: ({ signal }) =>
      api<{ banks: PayoutBank[] }>(`${API_SELLER_PAYOUT_BANKS}?${new URLSearchParams({ type })}`, { signal }),
    enabled: type !== '',
    meta: USER_SCOPED,
    staleTime: 60 * 60 * 1000,
    select: (data) => data.banks,
  });
}
