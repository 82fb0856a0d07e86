import { formatDateTime } from '@shared/dates';
import { formatCedis } from '@shared/money';
import {
  ORDER_PAGE_MESSAGES,
  type OrderPage,
  type OrderPageLine,
  paymentStateLabel,
} from '@shared/orders/order-page';
import { PLACEHOLDER_IMAGE_URL } from '@shared/placeholder-image';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@web/components/ui/dialog';
import { FallbackImage } from '@web/components/ui/fallback-image';
import { errorMessage } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { CalendarDays, CreditCard, MapPin, Phone } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useCancelOrder } from '../api/cancel-order';
import { paymentMethodLabel } from './order-groups';
import { OrderTimeline } from './order-timeline';
import { PayOrderNow } from './pay-order-now';
import { RiderProgress } from './rider-progress';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      aria-label={title}
      className="min-w-0 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 className="text-base font-bold text-stone-900">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Line({ line }: { line: OrderPageLine }) {
  return (
    <li className="flex gap-3 py-3 first:pt-0 last:pb-0">
      <FallbackImage
        src={line.imageUrl}
        fallbackSrc={PLACEHOLDER_IMAGE_URL}
        sizes="64px"
        alt=""
        width={64}
        height={64}
        className="size-16 shrink-0 rounded-lg bg-stone-100 object-cover"
      />
      <div className="min-w-0 flex-1">
        <p className="font-semibold break-words text-stone-900">{line.name}</p>
        {line.choice ? <p className="text-xs text-stone-500">{line.choice}</p> : null}
        <p className="mt-0.5 text-sm text-stone-600">
          <span className="tabular-nums">{line.quantity}</span> × {formatCedis(line.unitPrice)}
        </p>
      </div>
      <p className="shrink-0 font-bold text-stone-900 tabular-nums">{formatCedis(line.total)}</p>
    </li>
  );
}

/** Lines that went through the same steps share one timeline; otherwise each line has its own. */
function timelineGroups(lines: readonly OrderPageLine[]): OrderPageLine[][] {
  const groups = new Map<string, OrderPageLine[]>();
  for (const line of lines) {
    const key = line.history.map((step) => `${step.status}@${step.at.slice(0, 16)}`).join('>');
    groups.set(key, [...(groups.get(key) ?? []), line]);
  }
  return [...groups.values()];
}

function StatusTimelines({ order }: { order: OrderPage }) {
  const groups = timelineGroups(order.lines);
  if (groups.length === 1) return <OrderTimeline order={groups[0]![0]!} label="Order status" />;
  return (
    <div className="flex flex-col gap-5">
      {groups.map((group) => (
        <div key={group[0]!.id}>
          <h3 className="text-sm font-semibold text-stone-700">
            {group.map((line) => line.name).join(', ')}
          </h3>
          <OrderTimeline order={group[0]!} label={`Status of ${group.map((line) => line.name).join(', ')}`} />
        </div>
      ))}
    </div>
  );
}

function CancelOrder({ reference }: { reference: string }) {
  const cancel = useCancelOrder(reference);
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="flex flex-col gap-2 border-t border-stone-100 pt-4">
      <p className="text-sm text-stone-600">
        Changed your mind? You can cancel this order until we confirm it.
      </p>
      <Button variant="outline" className="self-start" onClick={() => setConfirming(true)}>
        Cancel order
      </Button>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent title={`Cancel order ${reference}?`} description={ORDER_PAGE_MESSAGES.cancelConfirm}>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline">Keep my order</Button>
            </DialogClose>
            <Button
              variant="destructive"
              busy={cancel.isPending}
              onClick={() =>
                cancel.mutate(undefined, {
                  onSuccess: () => {
                    setConfirming(false);
                    toast.success(ORDER_PAGE_MESSAGES.cancelled);
                  },
                  onError: (error) => toast.error(errorMessage(error, 'Your order could not be cancelled.')),
                })
              }
            >
              Yes, cancel it
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}

/** One order: its lines, the status timeline, delivery and payment. */
export function OrderDetails({ order, token }: { order: OrderPage; token?: string | null }) {
  const cancelled = order.lines.every((line) => line.status === 'cancelled');
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
      <div className="flex min-w-0 flex-col gap-4">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-stone-600">
          <span className="inline-flex items-center gap-1">
            <CalendarDays className="size-4" aria-hidden="true" />
            Placed <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
          </span>
          <span aria-hidden="true">·</span>
          <span>{order.kind === 'deal' ? 'Flash deal order' : 'Drop-shipping order'}</span>
        </p>
        {cancelled ? (
          <Alert variant="error" title="This order was cancelled">
            Nothing will be delivered. If this is a mistake, please contact us.
          </Alert>
        ) : null}
        <Section title="Items">
          <ul className="divide-y divide-stone-100">
            {order.lines.map((line) => (
              <Line key={line.id} line={line} />
            ))}
          </ul>
          {order.deliveryFee !== null ? (
            <dl className="mt-3 flex flex-col gap-1 border-t border-stone-100 pt-3 text-sm text-stone-700">
              <div className="flex justify-between">
                <dt>Subtotal</dt>
                <dd className="tabular-nums">{formatCedis(order.subtotal)}</dd>
              </div>
              <div className="flex justify-between">
                <dt>Delivery</dt>
                <dd className="tabular-nums" data-testid="order-delivery-fee">
                  {order.deliveryFee === '0.00' ? 'Free' : formatCedis(order.deliveryFee)}
                </dd>
              </div>
            </dl>
          ) : null}
          <p className="mt-3 flex items-baseline justify-between border-t border-stone-100 pt-3">
            <span className="text-sm font-semibold text-stone-700">Total</span>
            <span className="text-lg font-extrabold text-stone-900 tabular-nums">
              {formatCedis(order.total)}
            </span>
          </p>
        </Section>
        {order.deliveryProgress ? (
          <Section title="Your delivery">
            <RiderProgress progress={order.deliveryProgress} code={order.deliveryProgress.code} />
          </Section>
        ) : null}
        <Section title="Order status">
          <StatusTimelines order={order} />
          {order.canCancel ? (
            <div className="mt-4">
              <CancelOrder reference={order.reference} />
            </div>
          ) : null}
        </Section>
      </div>
      <div className="flex min-w-0 flex-col gap-4">
        <Section title="Delivery">
          <dl className="flex flex-col gap-2 text-sm text-stone-700">
            <div>
              <dt className="sr-only">Name</dt>
              <dd className="font-semibold break-words text-stone-900">{order.delivery.name}</dd>
            </div>
            <div className="flex gap-2">
              <dt>
                <Phone className="mt-0.5 size-4 text-stone-400" aria-label="Phone" />
              </dt>
              <dd className="break-all">{order.delivery.phone}</dd>
            </div>
            {order.delivery.email ? (
              <div>
                <dt className="sr-only">E-mail</dt>
                <dd className="break-all">{order.delivery.email}</dd>
              </div>
            ) : null}
            <div className="flex gap-2">
              <dt>
                <MapPin className="mt-0.5 size-4 text-stone-400" aria-label="Address" />
              </dt>
              <dd className="break-words">{order.delivery.address}</dd>
            </div>
            {order.delivery.landmark ? (
              <div>
                <dt className="text-stone-500">Landmark</dt>
                <dd className="break-words">{order.delivery.landmark}</dd>
              </div>
            ) : null}
            {order.delivery.gpsAddress ? (
              <div>
                <dt className="text-stone-500">GhanaPost GPS</dt>
                <dd>{order.delivery.gpsAddress}</dd>
              </div>
            ) : null}
            {order.delivery.instructions ? (
              <div>
                <dt className="text-stone-500">Instructions</dt>
                <dd className="break-words">{order.delivery.instructions}</dd>
              </div>
            ) : null}
          </dl>
        </Section>
        <Section title="Payment">
          <dl className="flex flex-col gap-2 text-sm text-stone-700">
            <div className="flex gap-2">
              <dt>
                <CreditCard className="mt-0.5 size-4 text-stone-400" aria-label="Method" />
              </dt>
              <dd className="font-semibold text-stone-900">{paymentMethodLabel(order.paymentMethod)}</dd>
            </div>
            <div>
              <dt className="sr-only">State</dt>
              <dd data-testid="payment-state">{paymentStateLabel(order.paymentState)}</dd>
            </div>
          </dl>
          {order.canPay ? (
            <PayOrderNow
              className="mt-3"
              reference={order.reference}
              paymentMethod={order.paymentMethod}
              token={token}
            />
          ) : null}
        </Section>
      </div>
    </div>
  );
}
