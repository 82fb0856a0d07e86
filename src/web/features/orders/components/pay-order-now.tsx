import {
  type DropshippingPaymentMethod,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
} from '@shared/checkout/checkout-messages';
import { Button } from '@web/components/ui/button';
import { NeedsConnection } from '@web/components/ui/needs-connection';
import { errorMessage } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { toast } from '@web/lib/toast';
import { useOnline } from '@web/lib/use-online';
import { useId, useState } from 'react';
import { startOrderPayment } from '../api/start-order-payment';

export interface PayOrderNowProps {
  reference: string;
  /**
   * The method the order was placed with: "Pay now" uses it, the other is offered beside it. When
   * it is not known (back from a failed payment), each method has its button.
   */
  paymentMethod: string | null;
  /** The e-mail link's token, for a shopper who is not signed in. */
  token?: string | null;
  /** "Try again" after a payment that did not go through; "Pay now" otherwise. */
  label?: string;
  className?: string;
}

const isOnlineMethod = (method: string): method is DropshippingPaymentMethod =>
  (PAYMENT_METHODS as readonly string[]).includes(method);

/**
 * "Pay now" on an unpaid order, the one way to pay an order again: a new attempt on the same order,
 * then the provider's page; and the same with the other online method ("Pay with Debit Card
 * instead"). Payments are never queued: offline, the buttons wait for the connection (ADR 046).
 */
export function PayOrderNow({
  reference,
  paymentMethod,
  token,
  label = 'Pay now',
  className,
}: PayOrderNowProps) {
  const [busy, setBusy] = useState<DropshippingPaymentMethod | null>(null);
  const online = useOnline();
  const offlineId = useId();
  const known = paymentMethod !== null && isOnlineMethod(paymentMethod);
  const own = known ? paymentMethod : 'mobile_money';
  const other = PAYMENT_METHODS.find((method) => method !== own)!;

  async function pay(method: DropshippingPaymentMethod) {
    setBusy(method);
    try {
      const { authorizationUrl } = await startOrderPayment(reference, {
        paymentMethod: method,
        token,
      });
      toast.success('Redirecting to Payment', { description: 'Opening the payment page...' });
      window.location.assign(authorizationUrl);
    } catch (error) {
      setBusy(null);
      toast.error('Payment Error', { description: errorMessage(error, 'Payment initialization failed') });
    }
  }

  const describedBy = online ? undefined : offlineId;
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <Button
        className="w-full"
        busy={busy === own}
        disabled={!online || busy !== null}
        aria-describedby={describedBy}
        onClick={() => void pay(own)}
      >
        {known ? label : `Pay with ${PAYMENT_METHOD_LABELS[own]}`}
      </Button>
      <Button
        variant="outline"
        className="w-full"
        busy={busy === other}
        disabled={!online || busy !== null}
        aria-describedby={describedBy}
        onClick={() => void pay(other)}
      >
        Pay with {PAYMENT_METHOD_LABELS[other]}
        {known ? ' instead' : ''}
      </Button>
      {online ? null : <NeedsConnection id={offlineId} className="text-sm font-medium text-amber-800" />}
    </div>
  );
}
