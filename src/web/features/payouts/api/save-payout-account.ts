import { API_SELLER_PAYOUT_ACCOUNT } from '@shared/api-paths';
import type { PayoutAccountInput, PayoutAccountView } from '@shared/payouts/payouts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { sellerMoneyQueryKey } from './get-seller-money';

/** PUT /api/seller/payout-account: checked with the payment provider; 400 with field messages. */
export function useSavePayoutAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (account: PayoutAccountInput) =>
      api<{ account: PayoutAccountView }>(API_SELLER_PAYOUT_ACCOUNT, { method: 'PUT', body: account }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sellerMoneyQueryKey }),
  });
}
