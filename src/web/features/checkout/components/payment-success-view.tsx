import { deliveryEstimate } from '@shared/catalogue/shipping-time';
import { PAYMENT_METHOD_LABELS, type VerifiedPayment } from '@shared/checkout/checkout-messages';
import { formatDateTime } from '@shared/dates';
import { formatCedis } from '@shared/money';
import { PLACEHOLDER_IMAGE_URL } from '@shared/placeholder-image';
import { Container } from '@web/components/layout/container';
import { Badge } from '@web/components/ui/badge';
import { buttonVariants } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { FallbackImage } from '@web/components/ui/fallback-image';
import { CircleCheck, Home, Mail, PackageCheck, ShoppingBag, Truck } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';

/**
 * The payment confirmation (docs/product/cart-and-checkout.md, "Payment confirmation"): order summary, product details, delivery
 * information and "What's Next?", then Continue Shopping (to /dropshipping-usa) and Go Home.
 */
export function PaymentSuccessView({ payment }: { payment: VerifiedPayment }) {
  const { order, product } = payment;
  const paid = order.status === 'paid';
  // A blank e-mail was replaced by "<phone digits>@<the shop's domain>" for the provider (ADR 010):
  // nobody reads that address, so it is not shown as the shopper's.
  const email = order.email.split('@')[0] === order.phone.replace(/\D/g, '') ? null : order.email;

  return (
    <Container className="py-8 sm:py-12">
      <div className="mx-auto flex max-w-2xl flex-col items-center text-center">
        <span className="flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700 ring-8 ring-brand-50/60">
          <CircleCheck className="size-9" aria-hidden="true" />
        </span>
        <h1 className="mt-5 text-2xl font-extrabold tracking-tight text-stone-900 sm:text-3xl">
          {paid ? 'Payment Successful!' : 'Order received'}
        </h1>
        <p className="mt-2 text-stone-600">
          {paid
            ? 'Your order has been confirmed and will be processed soon.'
            : 'We have your order; its payment is not confirmed yet.'}
        </p>
      </div>

      <div className="mx-auto mt-8 grid max-w-5xl gap-5 lg:grid-cols-2">
        <InfoCard title="Order Summary">
          <dl className="flex flex-col gap-2.5 text-sm">
            <Row term="Order reference">
              <span className="font-mono font-semibold" data-testid="order-reference">
                {order.reference}
              </span>
            </Row>
            <Row term="Status">
              <Badge tone={paid ? 'green' : 'gold'} className="text-xs" data-testid="order-status">
                {order.statusLabel}
              </Badge>
            </Row>
            <Row term="Quantity">{order.quantity}</Row>
            <Row term="Unit price">{formatCedis(order.productPrice)}</Row>
            <Row term="Shipping">Free</Row>
            <Row term="Payment method">
              {PAYMENT_METHOD_LABELS[order.paymentMethod] ?? order.paymentMethod}
            </Row>
            <Row term="Ordered">{formatDateTime(order.createdAt)}</Row>
            <div className="mt-1 flex items-baseline justify-between gap-3 border-t border-stone-100 pt-3">
              <dt className="text-base font-bold text-stone-900">{paid ? 'Total paid' : 'Total'}</dt>
              <dd className="text-xl font-extrabold text-brand-800 tabular-nums" data-testid="order-total">
                {formatCedis(order.totalAmount)}
              </dd>
            </div>
          </dl>
        </InfoCard>

        <InfoCard title="Product Details">
          <div className="flex gap-4">
            <FallbackImage
              src={product?.imageUrl}
              fallbackSrc={PLACEHOLDER_IMAGE_URL}
              sizes="96px"
              alt=""
              width={96}
              height={96}
              className="size-24 shrink-0 rounded-xl border border-stone-200 object-cover"
            />
            <dl className="flex min-w-0 flex-1 flex-col gap-1.5 text-sm">
              <div>
                <dt className="sr-only">Product</dt>
                <dd className="font-semibold break-words text-stone-900">
                  {product?.name ?? order.productName}
                </dd>
              </div>
              {order.selectedColor ? <Pair term="Color" value={order.selectedColor} /> : null}
              {order.selectedSize ? <Pair term="Size" value={order.selectedSize} /> : null}
              {product ? (
                <>
                  <Pair term="Supplier" value={product.supplier} />
                  <Pair
                    term="Estimated delivery"
                    value={deliveryEstimate(product.shippingTime, product.country)}
                  />
                </>
              ) : null}
            </dl>
          </div>
        </InfoCard>

        <InfoCard title="Delivery Information">
          <dl className="flex flex-col gap-1.5 text-sm">
            <Pair term="Name" value={order.fullName} />
            <Pair term="Phone" value={order.phone} />
            {email ? <Pair term="Email" value={email} /> : null}
            <Pair term="Address" value={order.address} />
            <Pair term="City" value={order.city} />
            {order.notes ? <Pair term="Notes" value={order.notes} /> : null}
          </dl>
        </InfoCard>

        <InfoCard title="What's Next?">
          <ol className="flex flex-col gap-4 text-sm">
            <Step icon={<Mail aria-hidden="true" />} title="Order confirmation email">
              {email
                ? `A confirmation with your order reference is on its way to ${email}.`
                : 'You gave no email address, so keep your order reference to ask about this order.'}
            </Step>
            <Step icon={<PackageCheck aria-hidden="true" />} title="Processing">
              {product ? product.supplier : 'The supplier'} prepares your order for shipping.
            </Step>
            <Step icon={<Truck aria-hidden="true" />} title="Shipping with tracking">
              Once it ships, you receive a tracking number to follow it to your door
              {product ? ` (${deliveryEstimate(product.shippingTime, product.country)})` : ''}.
            </Step>
          </ol>
        </InfoCard>
      </div>

      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to="/dropshipping-usa" className={buttonVariants({ size: 'lg' })}>
          <ShoppingBag aria-hidden="true" />
          Continue Shopping
        </Link>
        <Link to="/" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
          <Home aria-hidden="true" />
          Go Home
        </Link>
      </div>
    </Container>
  );
}

function InfoCard({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="mb-4 text-lg font-bold tracking-tight text-stone-900">
          {title}
        </h2>
        {children}
      </section>
    </Card>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="text-stone-600">{term}</dt>
      <dd className="text-right font-medium break-words text-stone-900 tabular-nums">{children}</dd>
    </div>
  );
}

function Pair({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex flex-wrap gap-x-1.5">
      <dt className="text-stone-500">{term}:</dt>
      <dd className="min-w-0 font-medium break-words text-stone-900">{value}</dd>
    </div>
  );
}

function Step({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 [&_svg]:size-4.5">
        {icon}
      </span>
      <span>
        <span className="block font-semibold text-stone-900">{title}</span>
        <span className="text-stone-600">{children}</span>
      </span>
    </li>
  );
}
