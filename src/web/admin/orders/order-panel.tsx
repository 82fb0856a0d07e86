import { ADMIN_PAGES } from '@shared/admin/admin-pages';
import { formatDateTime } from '@shared/dates';
import { formatCedis } from '@shared/money';
import {
  ADMIN_ORDER_MESSAGES,
  type AdminOrder,
  type AdminOrderLine,
  ORDER_NOTE_MAX,
} from '@shared/orders/admin-orders';
import { REFUNDED_STATUS, statusLabel, transitionActionLabel } from '@shared/orders/order-status';
import { Button, buttonVariants } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';
import { errorMessage } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { Printer } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useChangeOrderStatus } from '../api/change-order-status';
import { useAdminOrder } from '../api/get-admin-order';
import { useRefundPayment } from '../api/refund-payment';
import { OrderDelivery } from './order-delivery';
import { OrderFacts } from './order-facts';
import { OrderStatusBadge } from './order-status-badge';

/** The move the admin is about to confirm: the whole order, or one line parting from it. */
interface Move {
  status: string;
  line?: AdminOrderLine;
}

/** The packing slip of an order (its own printable view). */
export function packingSlipPath(order: Pick<AdminOrder, 'kind' | 'id'>): string {
  return `${ADMIN_PAGES.packingSlip}?${new URLSearchParams({ kind: order.kind, id: order.id })}`;
}

/**
 * One order in the admin's dialog: what to deliver (its lines with their options, the delivery
 * details and note, the payment), its status history, and the moves the shared rule allows for the
 * whole order, each confirmed before it is made (a cancellation cannot be undone). A line may part
 * from its order (cancelled alone). A drop-shipping order whose refund is due is refunded here.
 */
export function OrderPanel({ order, onDone }: { order: AdminOrder; onDone: () => void }) {
  const change = useChangeOrderStatus();
  const refund = useRefundPayment();
  const [chosen, setChosen] = useState<Move | null>(null);
  const [note, setNote] = useState('');
  const noteId = useId();
  // The list carries the delivery's proof; the one order's read adds its steps with their notes.
  const single = useAdminOrder(order.kind, order.id).data?.order;
  const riderDelivery = single?.riderDelivery ?? order.riderDelivery;
  const moves = order.nextStatuses.filter((status) => status !== REFUNDED_STATUS);
  const refundable = order.nextStatuses.includes(REFUNDED_STATUS) && order.reference !== null;

  const confirm = async () => {
    if (!chosen) return;
    try {
      if (chosen.status === REFUNDED_STATUS) {
        await refund.mutateAsync(order.reference!);
        toast.success(ADMIN_ORDER_MESSAGES.refunded);
      } else {
        await change.mutateAsync({
          kind: order.kind,
          id: order.id,
          status: chosen.status,
          note,
          ...(chosen.line && { lineIds: [chosen.line.id] }),
        });
        toast.success(ADMIN_ORDER_MESSAGES.updated, {
          description: `${order.reference ?? order.item}${chosen.line ? ` (${chosen.line.item})` : ''}: ${statusLabel(chosen.status)}`,
        });
      }
      setChosen(null);
      onDone();
    } catch (error) {
      const failure =
        chosen.status === REFUNDED_STATUS
          ? ADMIN_ORDER_MESSAGES.refundFailed
          : ADMIN_ORDER_MESSAGES.updateFailed;
      toast.error('Error', { description: errorMessage(error, failure, [400, 404, 409, 502]) });
      setChosen(null);
    }
  };

  const cancelLine = (line: AdminOrderLine) =>
    line.nextStatuses.includes('cancelled') && !chosen ? (
      <Button variant="ghost" size="sm" onClick={() => setChosen({ status: 'cancelled', line })}>
        Cancel this line
      </Button>
    ) : null;

  const busy = change.isPending || refund.isPending;
  const destructive = chosen?.status === 'cancelled' || chosen?.status === 'refund_due';
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-stone-500">Status</span>
          <OrderStatusBadge status={order.status} label={order.statusLabel} />
          <span className="text-stone-500">Payment</span>
          <span className="font-semibold text-stone-900">{order.paymentStateLabel}</span>
        </p>
        <Link to={packingSlipPath(order)} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          <Printer aria-hidden="true" />
          Packing slip
        </Link>
      </div>

      <OrderFacts order={order} lineAction={order.lines.length > 1 ? cancelLine : undefined} />

      {riderDelivery ? <OrderDelivery delivery={riderDelivery} steps={single?.deliverySteps ?? []} /> : null}

      <section aria-labelledby={`${noteId}-history`}>
        <h3 id={`${noteId}-history`} className="font-bold text-stone-900">
          Status history
        </h3>
        {order.history.length === 0 ? (
          <p className="mt-1 text-sm text-stone-600">No changes yet.</p>
        ) : (
          <ol className="mt-2 space-y-2 border-l-2 border-stone-200 pl-4 text-sm">
            {order.history.map((event) => (
              <li key={`${event.at}-${event.toStatus}-${event.lines?.join() ?? ''}`}>
                <p className="font-semibold text-stone-900">
                  {statusLabel(event.fromStatus)} → {event.toLabel}
                  {event.lines ? <span className="font-normal"> ({event.lines.join(', ')})</span> : null}
                </p>
                <p className="text-stone-600">
                  {formatDateTime(event.at)} · {event.by ?? 'the shop (payment)'}
                </p>
                {event.note ? <p className="break-words text-stone-700">{event.note}</p> : null}
              </li>
            ))}
          </ol>
        )}
      </section>

      {chosen ? (
        <section
          aria-labelledby={`${noteId}-confirm`}
          className="rounded-xl border border-amber-300 bg-amber-50 p-4"
        >
          <h3 id={`${noteId}-confirm`} className="font-bold text-stone-900">
            {chosen.status === REFUNDED_STATUS
              ? `Refund ${formatCedis(order.total)} to ${order.customerName}?`
              : chosen.line
                ? `Mark ${chosen.line.quantity} × ${chosen.line.item} ${statusLabel(chosen.status)}? The rest of the order stays as it is.`
                : `Mark this order ${statusLabel(chosen.status)}?`}
          </h3>
          <p className="mt-1 text-sm text-stone-700">
            {chosen.status === REFUNDED_STATUS
              ? 'The payment provider pays the money back and the shopper is told by e-mail. This cannot be undone.'
              : order.email
                ? `The shopper is told once by e-mail (${order.email}) and by SMS.`
                : 'The shopper is told by SMS; no e-mail address is known.'}
          </p>
          <div className="mt-3 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => setChosen(null)} disabled={busy}>
              Back
            </Button>
            <Button variant={destructive ? 'destructive' : 'primary'} onClick={confirm} busy={busy}>
              Confirm
            </Button>
          </div>
        </section>
      ) : moves.length > 0 || refundable ? (
        <section aria-labelledby={`${noteId}-moves`} className="flex flex-col gap-3">
          <h3 id={`${noteId}-moves`} className="font-bold text-stone-900">
            Next step{order.lines.length > 1 ? ' for the whole order' : ''}
          </h3>
          {moves.length > 0 ? (
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={noteId}>Note for the history (optional)</Label>
              <Textarea
                id={noteId}
                rows={2}
                maxLength={ORDER_NOTE_MAX}
                value={note}
                onChange={(event) => setNote(event.target.value)}
              />
            </div>
          ) : null}
          <div className="flex flex-wrap gap-2">
            {moves.map((status) => (
              <Button
                key={status}
                variant={status === 'cancelled' || status === 'refund_due' ? 'outline' : 'primary'}
                onClick={() => setChosen({ status })}
              >
                {transitionActionLabel(status)}
              </Button>
            ))}
            {refundable ? (
              <Button variant="destructive" onClick={() => setChosen({ status: REFUNDED_STATUS })}>
                Refund {formatCedis(order.total)}
              </Button>
            ) : null}
          </div>
        </section>
      ) : (
        <p className="text-sm text-stone-600">This order is {order.statusLabel}: nothing more to do.</p>
      )}
    </div>
  );
}
