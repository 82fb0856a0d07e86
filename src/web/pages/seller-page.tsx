import { useSession } from '@web/features/auth/api/get-session';
import { SellerArea } from '@web/features/sellers/components/seller-area';
import { SellerScoreCard } from '@web/features/sellers/components/seller-score-card';

/** /seller: the seller center's home, the vendor's score and its store (docs/decisions/066). */
export function SellerPage() {
  const session = useSession();
  return (
    <SellerArea session={session} title="Your score">
      {(account) => <SellerScoreCard account={account} />}
    </SellerArea>
  );
}
