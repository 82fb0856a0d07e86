import { formatDateTime } from '@shared/dates';
import { formatCedis } from '@shared/money';
import { ADMIN_ORDER_MESSAGES, type RefundDuePayment } from '@shared/orders/admin-orders';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@web/components/ui/dialog';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { useState } from 'react';
import { useRefundDuePayments } from '../api/list-refund-due-payments';
import { useRefundPayment } from '../api/refund-payment';

/** Payments that paid nothing (paid twice, or after the order was cancelled): each refunded after a confirmation. */
export function DoublePayments() {
  const payments = useRefundDuePayments();
  const refund = useRefundPayment();
  const [chosen, setChosen] = useState<RefundDuePayment | null>(null);

  const confirm = async () => {
    if (!chosen) return;
    try {
      await refund.mutateAsync(chosen.reference);
      toast.success(ADMIN_ORDER_MESSAGES.refunded, {
        description: `${formatCedis(chosen.amount)} to ${chosen.customerName}`,
      });
    } catch (error) {
      toast.error('Error', {
        description: errorMessage(error, ADMIN_ORDER_MESSAGES.refundFailed, [404, 409, 502]),
      });
    }
    setChosen(null);
  };

  return (
    <section aria-labelledby="double-payments" className="mt-6">
      <h2 id="double-payments" className="text-lg font-bold text-stone-900">
        Double payments (refund due)
      </h2>
      {payments.isPending ? <Spinner label="Loading payments…" /> : null}
      {payments.isError ? (
        <p className="mt-2 text-sm text-red-700">The double payments could not be loaded.</p>
      ) : null}
      {payments.data?.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600">No double payments waiting for a refund.</p>
      ) : null}
      {payments.data && payments.data.length > 0 ? (
        <ul className="mt-3 space-y-3">
          {payments.data.map((payment) => (
            <li
              key={payment.reference}
              className="flex flex-wrap items-start justify-between gap-3 rounded-2xl border border-red-200 bg-white p-4"
            >
              <div className="min-w-0 text-sm">
                <p className="font-mono font-bold break-words text-stone-900">{payment.reference}</p>
                <p className="break-words text-stone-700">
                  {payment.customerName}, {payment.phone} · order {payment.orderReference ?? '—'}
                </p>
                <p className="break-words text-stone-600">
                  {payment.item} · paid {formatDateTime(payment.createdAt)}
                </p>
                {payment.reason ? (
                  <p className="break-words text-xs text-stone-500">{payment.reason}</p>
                ) : null}
              </div>
              <Button variant="destructive" size="sm" onClick={() => setChosen(payment)}>
                Refund {formatCedis(payment.amount)}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}

      <Dialog open={chosen !== null} onOpenChange={(open) => !open && setChosen(null)}>
        {chosen ? (
          <DialogContent
            title={`Refund ${formatCedis(chosen.amount)} to ${chosen.customerName}?`}
            description="The payment provider pays this payment back and the shopper is told by e-mail. This cannot be undone."
          >
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <DialogClose asChild>
                <Button variant="outline">Cancel</Button>
              </DialogClose>
              <Button variant="destructive" onClick={confirm} busy={refund.isPending}>
                Refund
              </Button>
            </div>
          </DialogContent>
        ) : null}
      </Dialog>
    </section>
  );
}
