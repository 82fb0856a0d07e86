import { Container } from '@web/components/layout/container';
import { PageHeader } from '@web/components/layout/page-header';
import { Spinner } from '@web/components/ui/spinner';
import { useSession } from '@web/features/auth/api/get-session';
import { MyOrders } from '@web/features/orders/components/my-orders';
import { signInPath } from '@web/lib/sign-in-redirect';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { Navigate } from 'react-router';

/** /orders, "My orders": signed-in shoppers only; a guest signs in and comes back here. */
export function OrdersPage() {
  const { user, isLoading } = useSession();
  useDocumentTitle('My orders');

  if (isLoading) return <Spinner className="flex-1" />;
  if (!user) return <Navigate to={signInPath('/orders')} state={{ from: '/orders' }} replace />;

  return (
    <>
      <PageHeader
        title="My orders"
        description="Your flash deal and drop-shipping orders, newest first, with their reference and status."
      />
      <Container className="flex-1 py-8 sm:py-10">
        <div className="max-w-3xl">
          <MyOrders />
        </div>
      </Container>
    </>
  );
}
