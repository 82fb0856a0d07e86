import { formatCedis, fromPesewas, toPesewas } from '@shared/money';
import { Banknote } from 'lucide-react';
import { useId } from 'react';

export interface OrderSummaryLine {
  id: string;
  name: string;
  quantity: number;
  /** Unit price, 2 decimals. */
  price: string;
}

export const PAY_ON_DELIVERY_NOTE = 'Pay on delivery: nothing to pay now.';

export function PayOnDeliveryBadge() {
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800 ring-1 ring-brand-200 ring-inset">
      <Banknote className="size-3.5" aria-hidden="true" />
      Pay on Delivery
    </span>
  );
}

/**
 * "2 × GH₵120.00" lines, their subtotals and the total (the server charges the same prices). The
 * cart's checkout shows its lines' sum as the subtotal, and how it is paid beside it.
 */
export function OrderSummary({
  lines,
  total,
  payOnDelivery = true,
  totalLabel = 'Total',
}: {
  lines: readonly OrderSummaryLine[];
  total: string;
  payOnDelivery?: boolean;
  totalLabel?: string;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-stone-200 bg-stone-50 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold text-stone-900">
          Order Summary
        </h3>
        {payOnDelivery ? <PayOnDeliveryBadge /> : null}
      </div>
      <ul className="mt-3 flex flex-col gap-2.5">
        {lines.map((line) => (
          <li key={line.id} className="flex items-start justify-between gap-3 text-sm">
            <span className="min-w-0">
              <span className="line-clamp-2 font-medium text-stone-900">{line.name}</span>
              <span className="block text-stone-500 tabular-nums">
                {line.quantity} × {formatCedis(line.price)}
              </span>
            </span>
            <span className="shrink-0 font-semibold text-stone-900 tabular-nums">
              {formatCedis(fromPesewas(toPesewas(line.price) * line.quantity))}
            </span>
          </li>
        ))}
      </ul>
      <div className="mt-3 flex items-baseline justify-between gap-3 border-t border-stone-200 pt-3">
        <span className="text-sm font-semibold text-stone-900">{totalLabel}</span>
        <span className="text-lg font-extrabold text-brand-800 tabular-nums" data-testid="order-total">
          {formatCedis(total)}
        </span>
      </div>
      {payOnDelivery ? (
        <p className="mt-2 text-xs text-stone-600">
          You pay when your order is delivered; we call you first to confirm.
        </p>
      ) : null}
    </section>
  );
}
