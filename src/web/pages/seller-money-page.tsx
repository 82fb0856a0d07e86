import { useSession } from '@web/features/auth/api/get-session';
import { SellerMoneyView } from '@web/features/payouts/components/seller-money';
import { SellerArea } from '@web/features/sellers/components/seller-area';

/** /seller/money, the seller center's Money: a vendor's balance, payout account, entries and statements. */
export function SellerMoneyPage() {
  const session = useSession();
  return (
    <SellerArea session={session} title="Money">
      {() => <SellerMoneyView />}
    </SellerArea>
  );
}
