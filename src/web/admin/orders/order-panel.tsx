import { formatDateTime } from '@shared/dates';
import { formatCedis } from '@shared/money';
import { ADMIN_ORDER_MESSAGES, type AdminOrder, ORDER_NOTE_MAX } from '@shared/orders/admin-orders';
import { REFUNDED_STATUS, statusLabel, transitionActionLabel } from '@shared/orders/order-status';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';
import { errorMessage } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { useId, useState } from 'react';
import { useChangeOrderStatus } from '../api/change-order-status';
import { useRefundPayment } from '../api/refund-payment';
import { OrderStatusBadge } from './order-status-badge';

/**
 * One order in the admin's dialog: its details, its status history, and the moves the shared rule
 * allows from its status, each confirmed before it is made (a cancellation cannot be undone). A
 * drop-shipping order whose refund is due is refunded here.
 */
export function OrderPanel({ order, onDone }: { order: AdminOrder; onDone: () => void }) {
  const change = useChangeOrderStatus();
  const refund = useRefundPayment();
  const [chosen, setChosen] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const noteId = useId();
  const moves = order.nextStatuses.filter((status) => status !== REFUNDED_STATUS);
  const refundable = order.nextStatuses.includes(REFUNDED_STATUS) && order.reference !== null;

  const confirm = async () => {
    if (!chosen) return;
    try {
      if (chosen === REFUNDED_STATUS) {
        await refund.mutateAsync(order.reference!);
        toast.success(ADMIN_ORDER_MESSAGES.refunded);
      } else {
        await change.mutateAsync({ kind: order.kind, id: order.id, status: chosen, note });
        toast.success(ADMIN_ORDER_MESSAGES.updated, {
          description: `${order.reference ?? order.item}: ${statusLabel(chosen)}`,
        });
      }
      onDone();
    } catch (error) {
      const failure =
        chosen === REFUNDED_STATUS ? ADMIN_ORDER_MESSAGES.refundFailed : ADMIN_ORDER_MESSAGES.updateFailed;
      toast.error('Error', { description: errorMessage(error, failure, [400, 404, 409, 502]) });
      setChosen(null);
    }
  };

  const busy = change.isPending || refund.isPending;
  return (
    <div className="flex flex-col gap-5">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        <dt className="text-stone-500">Status</dt>
        <dd>
          <OrderStatusBadge status={order.status} label={order.statusLabel} />
        </dd>
        <dt className="text-stone-500">Item</dt>
        <dd className="min-w-0 break-words text-stone-900">
          {order.quantity} × {order.item} at {formatCedis(order.unitPrice)} = {formatCedis(order.total)}
        </dd>
        <dt className="text-stone-500">Customer</dt>
        <dd className="min-w-0 break-words text-stone-900">
          {order.customerName}, {order.phone}
        </dd>
        <dt className="text-stone-500">E-mail</dt>
        <dd className="min-w-0 break-words text-stone-900">{order.email ?? 'None given'}</dd>
        <dt className="text-stone-500">Address</dt>
        <dd className="min-w-0 break-words text-stone-900">{order.address}</dd>
        <dt className="text-stone-500">Placed</dt>
        <dd className="text-stone-900">{formatDateTime(order.createdAt)}</dd>
      </dl>

      <section aria-labelledby={`${noteId}-history`}>
        <h3 id={`${noteId}-history`} className="font-bold text-stone-900">
          Status history
        </h3>
        {order.history.length === 0 ? (
          <p className="mt-1 text-sm text-stone-600">No changes yet.</p>
        ) : (
          <ol className="mt-2 space-y-2 border-l-2 border-stone-200 pl-4 text-sm">
            {order.history.map((event) => (
              <li key={`${event.at}-${event.toStatus}`}>
                <p className="font-semibold text-stone-900">
                  {statusLabel(event.fromStatus)} → {event.toLabel}
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
            {chosen === REFUNDED_STATUS
              ? `Refund ${formatCedis(order.total)} to ${order.customerName}?`
              : `Mark this order ${statusLabel(chosen)}?`}
          </h3>
          <p className="mt-1 text-sm text-stone-700">
            {chosen === REFUNDED_STATUS
              ? 'The payment provider pays the money back and the shopper is told by e-mail. This cannot be undone.'
              : order.email
                ? `The shopper is told by e-mail (${order.email}).`
                : 'No e-mail address is known: call the shopper if they need to know.'}
          </p>
          <div className="mt-3 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => setChosen(null)} disabled={busy}>
              Back
            </Button>
            <Button
              variant={chosen === 'cancelled' || chosen === 'refund_due' ? 'destructive' : 'primary'}
              onClick={confirm}
              busy={busy}
            >
              Confirm
            </Button>
          </div>
        </section>
      ) : moves.length > 0 || refundable ? (
        <section aria-labelledby={`${noteId}-moves`} className="flex flex-col gap-3">
          <h3 id={`${noteId}-moves`} className="font-bold text-stone-900">
            Next step
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
                onClick={() => setChosen(status)}
              >
                {transitionActionLabel(status)}
              </Button>
            ))}
            {refundable ? (
              <Button variant="destructive" onClick={() => setChosen(REFUNDED_STATUS)}>
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
