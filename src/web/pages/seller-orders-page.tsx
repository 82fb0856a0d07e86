import { useSession } from '@web/features/auth/api/get-session';
import { SellerArea } from '@web/features/sellers/components/seller-area';
import { SellerOrderLines } from '@web/features/sellers/components/seller-order-lines';

/** /seller/orders: the vendor's order lines to confirm and make ready for pickup. */
export function SellerOrdersPage() {
  const session = useSession();
  return (
    <SellerArea session={session} title="Orders">
      {() => <SellerOrderLines />}
    </SellerArea>
  );
}
