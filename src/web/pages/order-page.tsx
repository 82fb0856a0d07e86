import { ORDER_PAGE_MESSAGES } from '@shared/orders/order-page';
import { Container } from '@web/components/layout/container';
import { PageHeader } from '@web/components/layout/page-header';
import { RecordLoadError } from '@web/components/ui/record-load-error';
import { Spinner } from '@web/components/ui/spinner';
import { useSession } from '@web/features/auth/api/get-session';
import { useOrder } from '@web/features/orders/api/get-order';
import { useVerifyCartPayment } from '@web/features/orders/api/verify-cart-payment';
import { OrderDetails } from '@web/features/orders/components/order-details';
import { OrderReviews } from '@web/features/reviews/components/order-reviews';
import { toast } from '@web/lib/toast';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';

/**
 * /orders/{reference}: one order for its signed-in owner, or for whoever opens the confirmation
 * e-mail's link (its `?token=`).
 */
export function OrderPage() {
  const reference = (useParams().reference ?? '').toUpperCase();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const { user, isLoading } = useSession();
  useDocumentTitle(`Order ${reference}`);
  const order = useOrder(reference, token);
  // Back from the payment provider (a cart order paid online, ADR 040).
  const payment = useVerifyCartPayment(reference, searchParams.get('reference'));
  useEffect(() => {
    if (payment.data?.paid) {
      toast.success('Payment Successful!', {
        description: 'Your order has been confirmed and will be processed soon.',
      });
    } else if (payment.data || payment.isError) {
      toast.error('Payment not completed', {
        description: 'Your order is not paid yet: you can pay it below.',
      });
    }
  }, [payment.data, payment.isError]);

  return (
    <>
      <PageHeader title={`Order ${reference}`} description="Your order, its delivery and where it is now." />
      <Container className="flex-1 py-6 sm:py-10">
        {user ? (
          <Link
            to="/orders"
            className="mb-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            My orders
          </Link>
        ) : null}
        {payment.isFetching ? (
          <Spinner className="py-16" label="Verifying your payment..." />
        ) : order.isPending || isLoading ? (
          <Spinner className="py-16" />
        ) : order.isError ? (
          <RecordLoadError
            what="Order"
            notFoundText={ORDER_PAGE_MESSAGES.notFound}
            path={`/orders/${reference}`}
            signedIn={Boolean(user)}
            query={order}
          />
        ) : (
          <>
            <OrderDetails order={order.data} token={token} />
            <OrderReviews reference={order.data.reference} token={token} />
          </>
        )}
      </Container>
    </>
  );
}
