import { formatDateTime } from '@shared/dates';
import { formatCedis } from '@shared/money';
import type { MyOrder, PaymentState } from '@shared/orders/order';
import { orderPagePath, PAYMENT_STATE_SHORT_LABELS } from '@shared/orders/order-page';
import { PLACEHOLDER_IMAGE_URL } from '@shared/placeholder-image';
import { Alert } from '@web/components/ui/alert';
import { Button, buttonVariants } from '@web/components/ui/button';
import { FallbackImage } from '@web/components/ui/fallback-image';
import { cn } from '@web/lib/cn';
import { CalendarDays, ChevronRight, Package, ShoppingBag, Zap } from 'lucide-react';
import { Link } from 'react-router';
import { useMyOrders } from '../api/get-my-orders';
import { groupOrders, type OrderGroup, paymentMethodLabel } from './order-groups';
import { OrderTimeline } from './order-timeline';
import { PayOrderNow } from './pay-order-now';

const STATUS_STYLES: Record<string, string> = {
  pending: 'bg-gold-100 text-gold-900 ring-gold-300',
  paid: 'bg-brand-50 text-brand-800 ring-brand-200',
  confirmed: 'bg-brand-50 text-brand-800 ring-brand-200',
  processing: 'bg-sky-50 text-sky-800 ring-sky-200',
  shipped: 'bg-sky-50 text-sky-800 ring-sky-200',
  delivered: 'bg-brand-700 text-white ring-brand-700',
  completed: 'bg-brand-700 text-white ring-brand-700',
  cancelled: 'bg-red-50 text-red-800 ring-red-200',
  refund_due: 'bg-red-50 text-red-800 ring-red-200',
  refunded: 'bg-stone-100 text-stone-700 ring-stone-200',
  ordered_from_supplier: 'bg-sky-50 text-sky-800 ring-sky-200',
  in_ghana: 'bg-sky-50 text-sky-800 ring-sky-200',
  out_for_delivery: 'bg-sky-50 text-sky-800 ring-sky-200',
  failed: 'bg-red-50 text-red-800 ring-red-200',
};

function StatusBadge({ status, label }: { status: string; label: string }) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        STATUS_STYLES[status] ?? 'bg-stone-100 text-stone-700 ring-stone-200',
      )}
    >
      {label}
    </span>
  );
}

function OrderCard({ group }: { group: OrderGroup }) {
  const KindIcon = group.kind === 'deal' ? Zap : ShoppingBag;
  const first = group.orders[0]!;
  // One timeline for the order: the lines that move together; a line that parted shows its status.
  const main = group.orders.find((order) => order.status !== 'cancelled') ?? first;
  return (
    <li>
      <article
        aria-label={`Order ${group.reference ?? 'awaiting payment'}`}
        className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm"
      >
        <header className="flex items-start gap-3 border-b border-stone-100 px-4 py-3 sm:px-5">
          <FallbackImage
            src={first.imageUrl}
            fallbackSrc={PLACEHOLDER_IMAGE_URL}
            sizes="56px"
            alt=""
            width={56}
            height={56}
            className="size-14 shrink-0 rounded-lg bg-stone-100 object-cover"
          />
          <div className="flex min-w-0 flex-1 flex-wrap items-start justify-between gap-x-4 gap-y-2">
            <div className="min-w-0">
              <p className="font-mono text-base font-bold tracking-wide text-stone-900">
                {group.reference ? (
                  <Link to={orderPagePath(group.reference)} className="hover:underline">
                    {group.reference}
                  </Link>
                ) : (
                  'No reference yet'
                )}
              </p>
              <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs text-stone-500">
                <span className="inline-flex items-center gap-1">
                  <KindIcon className="size-3.5" aria-hidden="true" />
                  {group.kind === 'deal' ? 'Flash deal' : 'Drop-shipping'}
                </span>
                <span aria-hidden="true">·</span>
                <span className="inline-flex items-center gap-1">
                  <CalendarDays className="size-3.5" aria-hidden="true" />
                  <time dateTime={group.createdAt}>{formatDateTime(group.createdAt)}</time>
                </span>
                <span aria-hidden="true">·</span>
                <span>{paymentMethodLabel(group.paymentMethod)}</span>
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-1.5">
              <StatusBadge status={main.status} label={main.statusLabel} />
              <PaymentBadge state={first.paymentState} />
            </div>
          </div>
        </header>
        <ul className="divide-y divide-stone-100 px-4 sm:px-5">
          {group.orders.map((order) => (
            <OrderLine key={order.id} order={order} showStatus={order.status !== main.status} />
          ))}
        </ul>
        {group.orders.length > 1 ? (
          <div className="flex items-baseline justify-between border-t border-stone-100 bg-stone-50 px-4 py-3 sm:px-5">
            <span className="text-sm font-semibold text-stone-700">Total</span>
            <span className="font-extrabold text-stone-900 tabular-nums">{formatCedis(group.total)}</span>
          </div>
        ) : null}
        <div className="border-t border-stone-100 px-4 py-3 sm:px-5">
          <OrderTimeline
            order={main}
            label={group.orders.length > 1 ? `Status history of order ${group.reference}` : undefined}
          />
        </div>
        {first.canPay && group.reference ? (
          <div className="border-t border-stone-100 px-4 py-3 sm:px-5">
            <p className="mb-2 text-sm text-stone-700">This order is waiting for its payment.</p>
            <PayOrderNow reference={group.reference} paymentMethod={group.paymentMethod} />
          </div>
        ) : null}
        {group.reference ? (
          <Link
            to={orderPagePath(group.reference)}
            aria-label={`View order details for ${group.reference}`}
            className="flex items-center justify-between border-t border-stone-100 px-4 py-2.5 text-sm font-semibold text-brand-700 hover:bg-stone-50 sm:px-5"
          >
            View order details
            <ChevronRight className="size-4" aria-hidden="true" />
          </Link>
        ) : null}
      </article>
    </li>
  );
}

const PAYMENT_STYLES: Record<PaymentState, string> = {
  paid: 'bg-brand-50 text-brand-800 ring-brand-200',
  unpaid: 'bg-gold-100 text-gold-900 ring-gold-300',
  pay_on_delivery: 'bg-stone-100 text-stone-700 ring-stone-200',
  refund_due: 'bg-red-50 text-red-800 ring-red-200',
  refunded: 'bg-stone-100 text-stone-700 ring-stone-200',
  not_due: 'bg-stone-100 text-stone-700 ring-stone-200',
};

/** Where the money stands; nothing for pay on delivery, which the method already says. */
function PaymentBadge({ state }: { state: PaymentState }) {
  if (state === 'pay_on_delivery') return null;
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        PAYMENT_STYLES[state],
      )}
      data-testid="order-payment-state"
    >
      {PAYMENT_STATE_SHORT_LABELS[state]}
    </span>
  );
}

function OrderLine({ order, showStatus }: { order: MyOrder; showStatus: boolean }) {
  return (
    <li className="flex items-start justify-between gap-4 py-3">
      <div className="min-w-0">
        <p className="font-semibold text-stone-900">{order.name}</p>
        <p className="mt-0.5 text-sm text-stone-600">
          Quantity: <span className="font-medium text-stone-900 tabular-nums">{order.quantity}</span>
        </p>
        {showStatus ? (
          <div className="mt-1.5">
            <StatusBadge status={order.status} label={order.statusLabel} />
          </div>
        ) : null}
      </div>
      <p className="shrink-0 font-bold text-stone-900 tabular-nums">{formatCedis(order.total)}</p>
    </li>
  );
}

function OrdersSkeleton() {
  return (
    <div role="status" aria-label="Loading your orders" className="flex flex-col gap-4">
      {[0, 1, 2].map((index) => (
        <div key={index} className="animate-pulse rounded-2xl border border-stone-200 bg-white p-5">
          <div className="flex justify-between">
            <div className="h-5 w-32 rounded bg-stone-200" />
            <div className="h-5 w-20 rounded-full bg-stone-200" />
          </div>
          <div className="mt-2 h-3 w-56 rounded bg-stone-100" />
          <div className="mt-5 flex justify-between">
            <div className="h-4 w-48 rounded bg-stone-200" />
            <div className="h-4 w-20 rounded bg-stone-200" />
          </div>
          <div className="mt-2 h-3 w-24 rounded bg-stone-100" />
        </div>
      ))}
      <span className="sr-only">Loading your orders…</span>
    </div>
  );
}

/** "My orders": deal and drop-shipping orders, newest first, one card per checkout. */
export function MyOrders() {
  const orders = useMyOrders();

  if (orders.isPending) return <OrdersSkeleton />;

  if (orders.isError) {
    return (
      <div className="flex flex-col items-start gap-4">
        <Alert variant="error" title="Your orders could not be loaded">
          Check your connection and try again.
        </Alert>
        <Button variant="outline" busy={orders.isFetching} onClick={() => void orders.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  if (orders.data.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-16 text-center">
        <span className="flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Package className="size-8" aria-hidden="true" />
        </span>
        <h2 className="mt-4 text-lg font-bold text-stone-900">No orders yet</h2>
        <p className="mt-1 max-w-sm text-sm text-stone-600">
          When you order a flash deal, it shows up here with its reference and status.
        </p>
        <Link to="/deals" className={buttonVariants({ size: 'lg', className: 'mt-6' })}>
          Browse Flash Deals
        </Link>
      </div>
    );
  }

  const groups = groupOrders(orders.data);
  return (
    <ul className="flex flex-col gap-4" aria-label="Your orders">
      {groups.map((group) => (
        <OrderCard key={group.key} group={group} />
      ))}
    </ul>
  );
}
