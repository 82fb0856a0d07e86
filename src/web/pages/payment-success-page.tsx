import { Container } from '@web/components/layout/container';
import { buttonVariants } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { useVerifyPayment } from '@web/features/checkout/api/verify-payment';
import { forgetCheckoutOfOrder } from '@web/features/checkout/checkout-storage';
import { PaymentSuccessView } from '@web/features/checkout/components/payment-success-view';
import { PayOrderNow } from '@web/features/orders/components/pay-order-now';
import { ApiError } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { CircleAlert, FileQuestion, Home } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';

const FALLBACK_FAILURE = 'Something went wrong.';

/** The server's own words when it answered (402 "Payment verification failed", 404 "Order not found"). */
function verificationMessage(error: unknown): string {
  if (
    error instanceof ApiError &&
    error.status > 0 &&
    !/^(HTTP_|NETWORK_ERROR|INVALID_RESPONSE)/.test(error.code)
  ) {
    return error.message || FALLBACK_FAILURE;
  }
  return FALLBACK_FAILURE;
}

/**
 * /payment-success?reference=…&trxref=… (docs/product/cart-and-checkout.md, "Payment confirmation"): where the payment provider
 * sends the shopper back. Both parameters are required; the server verifies the payment with the
 * provider and answers with the order. A payment declined or cancelled says so and offers to pay
 * the same order again; any other failure says so and goes home.
 */
export function PaymentSuccessPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const reference = params.get('reference')?.trim() || null;
  const trxref = params.get('trxref')?.trim() || null;
  const valid = reference !== null && trxref !== null;
  const verify = useVerifyPayment(valid ? reference : null);
  useDocumentTitle('Payment confirmation');

  useEffect(() => {
    if (valid) return;
    toast.error('Payment Error', { id: 'payment-params', description: 'Invalid payment parameters.' });
    void navigate('/', { replace: true });
  }, [valid, navigate]);

  const { error, isError } = verify;
  // Declined or cancelled at the provider: the order waits for its payment, and this page offers it.
  const notPaid = error instanceof ApiError && error.code === 'PAYMENT_FAILED';
  useEffect(() => {
    if (!isError) return;
    toast.error('Payment Verification Failed', {
      id: 'payment-verification',
      description: verificationMessage(error),
    });
    if (!notPaid) void navigate('/', { replace: true });
  }, [isError, error, notPaid, navigate]);

  const order = verify.data?.order;
  useEffect(() => {
    if (order?.status !== 'paid') return;
    forgetCheckoutOfOrder(order.id);
    toast.success('Payment Successful!', {
      id: `payment-success-${order.id}`,
      description: 'Your order has been confirmed and will be processed soon.',
    });
  }, [order]);

  if (notPaid && reference) return <PaymentNotCompleted reference={reference} />;
  if (!valid || isError || verify.isPending) {
    return <Spinner label="Verifying your payment..." className="min-h-dvh flex-1" />;
  }
  if (!verify.data.order) return <OrderDetailsNotFound />;
  return <PaymentSuccessView payment={verify.data} />;
}

/** A payment that did not go through: the order is kept, to be paid again with either method. */
function PaymentNotCompleted({ reference }: { reference: string }) {
  return (
    <Container className="flex flex-1 flex-col items-center justify-center py-16">
      <div className="flex w-full max-w-md flex-col items-center text-center">
        <span className="flex size-14 items-center justify-center rounded-2xl bg-gold-100 text-gold-900">
          <CircleAlert className="size-7" aria-hidden="true" />
        </span>
        <h1 className="mt-5 text-xl font-bold text-stone-900">Payment not completed</h1>
        <p className="mt-2 text-sm text-stone-600">
          Your payment was declined or cancelled, so your order is not paid yet. We have kept it: try again,
          or choose another method.
        </p>
        <p className="mt-3 font-mono text-sm font-semibold tracking-wide text-stone-800">{reference}</p>
        <PayOrderNow className="mt-6 w-full" reference={reference} paymentMethod={null} />
        <Link to="/" className={buttonVariants({ variant: 'link', className: 'mt-4' })}>
          <Home aria-hidden="true" />
          Go Home
        </Link>
      </div>
    </Container>
  );
}

function OrderDetailsNotFound() {
  return (
    <Container className="flex flex-1 flex-col items-center justify-center py-20 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-stone-100 text-stone-500">
        <FileQuestion className="size-7" aria-hidden="true" />
      </span>
      <h1 className="mt-5 text-xl font-bold text-stone-900">Order details not found.</h1>
      <Link to="/" className={buttonVariants({ variant: 'outline', size: 'lg', className: 'mt-8' })}>
        <Home aria-hidden="true" />
        Go Home
      </Link>
    </Container>
  );
}
