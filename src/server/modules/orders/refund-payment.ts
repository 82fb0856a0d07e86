import { asc, eq, sql } from 'drizzle-orm';
import { fromPesewas } from '../../../shared/money';
import { ADMIN_ORDER_MESSAGES, type PaymentRefunded } from '../../../shared/orders/admin-orders';
import { REFUNDED_STATUS } from '../../../shared/orders/order-status';
import type { PaymentProvider } from '../../adapters/payments/payment-provider';
import type { Db } from '../../db/client';
import { cartCheckouts, dropshippingOrders, orders, paymentAttempts } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { type AdminActor, recordAdminActivity } from '../../lib/admin-activity';
import { refundOnce } from '../../lib/refund-once';
import { ORDER_ENTITY_TYPES } from './change-order-status';
import { recordStatusChange } from './order-history';
import { tellRefund } from './tell-refund';

export interface RefundPaymentOptions {
  reference: string;
  admin: AdminActor;
  /** For the message that tells the shopper. */
  mailDomain: string;
  publicUrl: string;
}

/**
 * Pays one payment back through the provider: the payment of a cancelled paid drop-shipping order
 * (status refund_due), or a payment that paid nothing (a double payment, or money that arrived
 * after the order was cancelled; drop-shipping orders and cart checkouts alike). Idempotent: the payment is
 * claimed by one conditional UPDATE before the provider is called, so of two admins clicking at
 * once only one reaches the provider; a refund made is never made again. Afterwards the payment
 * (and the order) are marked refunded, with the history and activity rows, in one transaction, and
 * the shopper is told.
 */
export async function refundPayment(
  db: Db,
  provider: PaymentProvider,
  options: RefundPaymentOptions,
): Promise<PaymentRefunded> {
  const { reference, admin } = options;
  const [found] = await db
    .select({ attempt: paymentAttempts, order: dropshippingOrders, checkout: cartCheckouts })
    .from(paymentAttempts)
    .leftJoin(dropshippingOrders, eq(dropshippingOrders.id, paymentAttempts.orderId))
    .leftJoin(cartCheckouts, eq(cartCheckouts.id, paymentAttempts.cartCheckoutId))
    .where(eq(paymentAttempts.reference, reference));
  if (!found) throw notFound(ADMIN_ORDER_MESSAGES.paymentNotFound);
  const { attempt, order, checkout } = found;
  if (attempt.status === 'refunded') {
    throw new AppError(409, 'ALREADY_REFUNDED', ADMIN_ORDER_MESSAGES.alreadyRefunded);
  }
  // A cart checkout's paid payment is never refunded here: deal orders have no refund status (ADR 040).
  const ofOrder =
    order !== null &&
    attempt.status === 'paid' &&
    order.status === 'refund_due' &&
    order.paymentReference === reference;
  if (!ofOrder && attempt.status !== 'refund_due') {
    throw new AppError(409, 'NOT_REFUNDABLE', ADMIN_ORDER_MESSAGES.notRefundable);
  }

  const refundId = await refundOnce(db, provider, {
    attempt,
    reference,
    note: order
      ? ofOrder
        ? `Order cancelled (${order.id})`
        : `Double payment of order ${order.id}`
      : `Payment of order ${checkout?.reference} that paid nothing`,
    messages: ADMIN_ORDER_MESSAGES,
  });

  const amount = fromPesewas(attempt.amountPesewas);
  await db.transaction(async (tx) => {
    await tx
      .update(paymentAttempts)
      .set({ status: 'refunded', refundedAt: sql`now()`, refundId })
      .where(eq(paymentAttempts.id, attempt.id));
    if (ofOrder && order) {
      await tx
        .update(dropshippingOrders)
        .set({ status: REFUNDED_STATUS, updatedAt: new Date() })
        .where(eq(dropshippingOrders.id, order.id));
      await recordStatusChange(tx, {
        kind: 'dropshipping',
        orderId: order.id,
        from: order.status,
        to: REFUNDED_STATUS,
        admin,
        note: `Refund ${refundId}`,
      });
    }
    await recordAdminActivity(tx, {
      admin,
      action: ofOrder ? 'order.refund' : 'payment.refund',
      entityType: ofOrder ? ORDER_ENTITY_TYPES.dropshipping : 'payment',
      entityId: reference,
      before: { status: ofOrder ? order.status : attempt.status },
      after: { status: REFUNDED_STATUS, refundId, amount },
    });
  });
  await tellRefund(
    db,
    {
      amount,
      orderId: order?.id ?? null,
      orderRefunded: ofOrder,
      cart: checkout ? await cartShopper(db, checkout) : null,
    },
    options,
  );
  return { reference, amount, refundId };
}

/** Whom to tell of a cart checkout's refund: the account's e-mail and the delivery name. */
async function cartShopper(db: Db, checkout: typeof cartCheckouts.$inferSelect) {
  const lines = await db
    .select({ name: orders.deliveryName, status: orders.status })
    .from(orders)
    .where(eq(orders.checkoutReference, checkout.reference))
    .orderBy(asc(orders.createdAt), asc(orders.id));
  return {
    reference: checkout.reference,
    email: checkout.email,
    customerName: lines[0]?.name ?? '',
    cancelled: lines.length > 0 && lines.every((line) => line.status === 'cancelled'),
  };
}
