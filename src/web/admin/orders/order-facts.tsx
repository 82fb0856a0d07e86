import { formatDateTime } from '@shared/dates';
import { formatCedis } from '@shared/money';
import type { AdminOrder, AdminOrderLine } from '@shared/orders/admin-orders';
import { cn } from '@web/lib/cn';
import type { ReactNode } from 'react';
import { OrderStatusBadge } from './order-status-badge';

/** "Colour: Navy · Size: 42", or null when the line has no options. */
export function lineOptions(line: Pick<AdminOrderLine, 'color' | 'size'>): string | null {
  const parts = [line.color && `Colour: ${line.color}`, line.size && `Size: ${line.size}`].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}

function Facts({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="min-w-0">
      <h3 className="font-bold text-stone-900">{title}</h3>
      <dl className="mt-1.5 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">{children}</dl>
    </section>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-stone-500">{term}</dt>
      <dd className="min-w-0 break-words text-stone-900">{children}</dd>
    </>
  );
}

/**
 * What to deliver, in full: the lines with their colour, size and quantity (a line that parted from
 * the order shows its own status, and `lineAction` may act on it), the money, where and to whom,
 * the shopper's note, and the payment in words. The admin's order panel and the packing slip.
 */
export function OrderFacts({
  order,
  lineAction,
}: {
  order: AdminOrder;
  lineAction?: (line: AdminOrderLine) => ReactNode;
}) {
  const { delivery } = order;
  return (
    <div className="flex flex-col gap-5">
      <section aria-label="Items" className="min-w-0">
        <h3 className="font-bold text-stone-900">Items</h3>
        <ul className="mt-1.5 divide-y divide-stone-200 rounded-xl border border-stone-200">
          {order.lines.map((line) => {
            const options = lineOptions(line);
            return (
              <li
                key={line.id}
                className="flex flex-col items-start justify-between gap-x-4 gap-y-1 p-3 text-sm sm:flex-row"
              >
                <div className="min-w-0 flex-1">
                  <p className="font-semibold break-words text-stone-900">
                    <span className="tabular-nums">{line.quantity}</span> × {line.item}
                  </p>
                  {options ? <p className="text-stone-700">{options}</p> : null}
                  <p className="text-stone-500 tabular-nums">
                    {formatCedis(line.unitPrice)} each · {formatCedis(line.total)}
                  </p>
                  {line.status !== order.status ? (
                    <p className="mt-1">
                      <OrderStatusBadge status={line.status} label={line.statusLabel} />
                    </p>
                  ) : null}
                </div>
                {lineAction?.(line)}
              </li>
            );
          })}
        </ul>
        <dl className={cn('mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-0.5 text-sm tabular-nums')}>
          <dt className="text-stone-600">Subtotal</dt>
          <dd className="text-right text-stone-900">{formatCedis(order.subtotal)}</dd>
          <dt className="text-stone-600">Delivery fee</dt>
          <dd className="text-right text-stone-900">
            {order.deliveryFee === null
              ? 'None (free shipping)'
              : order.deliveryFee === '0.00'
                ? 'Free'
                : formatCedis(order.deliveryFee)}
          </dd>
          <dt className="font-bold text-stone-900">Total</dt>
          <dd className="text-right font-bold text-stone-900">{formatCedis(order.total)}</dd>
        </dl>
      </section>

      <Facts title="Delivery">
        <Fact term="Name">{delivery.name}</Fact>
        <Fact term="Phone">{delivery.phone}</Fact>
        <Fact term="E-mail">{order.email ?? 'None given'}</Fact>
        {delivery.region ? <Fact term="Region">{delivery.region}</Fact> : null}
        {delivery.city ? <Fact term="City">{delivery.city}</Fact> : null}
        <Fact term="Address">{delivery.address}</Fact>
        <Fact term="Landmark">{delivery.landmark ?? 'None given'}</Fact>
        <Fact term="GhanaPost GPS">{delivery.gpsAddress ?? 'None given'}</Fact>
        <Fact term="Shopper’s note">{delivery.note ?? 'None'}</Fact>
      </Facts>

      <Facts title="Payment">
        <Fact term="Method">{order.paymentMethodLabel}</Fact>
        <Fact term="State">
          <span data-testid="admin-payment-state">{order.paymentStateLabel}</span>
        </Fact>
        <Fact term="Placed">{formatDateTime(order.createdAt)}</Fact>
      </Facts>
    </div>
  );
}
