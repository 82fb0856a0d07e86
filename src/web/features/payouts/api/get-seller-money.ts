import { API_SELLER_MONEY } from '@shared/api-paths';
import type { SellerMoney } from '@shared/payouts/payouts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { USER_SCOPED } from '@web/lib/query';

export const sellerMoneyQueryKey = ['seller', 'money'] as const;

/** GET /api/seller/money: the seller's balance, payout account, entries, payouts and weeks. */
export function useSellerMoney() {
  return useQuery({
    queryKey: sellerMoneyQueryKey,
    queryFn: ({ signal }) => api<SellerMoney>(API_SELLER_MONEY, { signal }),
    meta: USER_SCOPED,
    staleTime: 0,
  });
}
