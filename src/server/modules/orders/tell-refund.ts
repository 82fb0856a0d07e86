import type { Db } from '../../db/client';
import { getAdminOrder } from './list-admin-orders';
import { sendDoublePaymentRefundEmail, sendOrderStatusEmail } from './send-order-status-email';
import { sendOrderStatusSms } from './send-order-status-sms';

/** A refund made, and whom it concerns. */
export interface RefundMade {
  amount: string;
  /** The drop-shipping order refunded (or the order a double payment was made for); null for a cart order's payment. */
  orderId: string | null;
  /** True when the order was marked refunded (a cancelled paid order); false for a double payment. */
  orderRefunded: boolean;
  /** A cart order's payment (ADR 040): whom to tell, and whether the order had been cancelled. */
  cart: { reference: string; email: string; customerName: string; cancelled: boolean } | null;
}

/**
 * Tells the shopper of a refund made: a cancelled paid order's refund is a move of the order
 * (its status e-mail and SMS); money that paid nothing (paid twice, or after the order was
 * cancelled) gets the refund e-mail. Queued in a transaction of its own, right after the refund is
 * recorded (the provider's refund sits between the claim and the record).
 */
export function tellRefund(
  db: Db,
  refund: RefundMade,
  deps: { mailDomain: string; publicUrl: string },
): Promise<void> {
  return db.transaction(async (tx) => {
    const emails = { db: tx, publicUrl: deps.publicUrl };
    if (refund.cart) {
      await sendDoublePaymentRefundEmail(emails, {
        to: refund.cart.email,
        customerName: refund.cart.customerName,
        orderReference: refund.cart.reference,
        amount: refund.amount,
        orderCancelled: refund.cart.cancelled,
      });
      return;
    }
    const order = (await getAdminOrder(tx, 'dropshipping', refund.orderId!, deps.mailDomain))!;
    if (refund.orderRefunded) {
      await sendOrderStatusEmail(emails, order);
      await sendOrderStatusSms(tx, order);
      return;
    }
    await sendDoublePaymentRefundEmail(emails, {
      to: order.email,
      customerName: order.customerName,
      orderReference: order.reference,
      amount: refund.amount,
    });
  });
}
