import { and, asc, eq, isNull, notInArray, sql } from 'drizzle-orm';
import { toPesewas } from '../../../shared/money';
import { DEAL_ORDER_PAYMENT_METHOD } from '../../../shared/orders/order';
import type { ProviderTransaction } from '../../adapters/payments/payment-provider';
import type { Db } from '../../db/client';
import { cartCheckouts, deliveryJobs, orders, paymentAttempts } from '../../db/schema';
import type { Logger } from '../../lib/logger';
import { orderPageUrl } from '../../lib/order-link';
import { recordStatusChange } from '../orders/order-history';
import { sendOrderConfirmation } from '../orders/send-order-confirmation';
import { toOrder } from '../orders/to-order';
import { markRefundDue } from './mark-refund-due';

/** The statuses of an order's lines that a payment at the door may still pay (not delivered). */
const AT_THE_DOOR_STATUSES: readonly string[] = ['pending', 'confirmed', 'out_for_delivery', 'cancelled'];

export type CartCheckoutRow = typeof cartCheckouts.$inferSelect;
type AttemptRow = typeof paymentAttempts.$inferSelect;

export interface CartSettleDeps {
  db: Db;
  log: Logger;
  publicUrl: string;
  orderLinkSecret: string;
}

/**
 * A successful report on a cart checkout's attempt (ADR 040), its amount and currency already
 * checked: the checkout is marked paid by one conditional UPDATE (`paid_at IS NULL`) under a lock,
 * its orders move from awaiting_payment to pending, and the confirmation e-mail and SMS are queued,
 * all in one transaction. Only the caller whose UPDATE changed the row does that, so any mix of
 * webhooks, verifications and reconciler runs pays once and confirms once. Money for a checkout
 * already paid by another attempt, or cancelled first, is marked refund due.
 */
export async function settleCartPayment(
  deps: CartSettleDeps,
  attempt: AttemptRow,
  report: ProviderTransaction,
): Promise<CartCheckoutRow> {
  const { db, log } = deps;
  return db.transaction(async (tx) => {
    const [checkout] = await tx
      .select()
      .from(cartCheckouts)
      .where(eq(cartCheckouts.id, attempt.cartCheckoutId!))
      .for('update');
    const lines = await tx
      .select()
      .from(orders)
      .where(eq(orders.checkoutReference, checkout!.reference))
      .orderBy(asc(orders.createdAt), asc(orders.id))
      .for('update');
    const awaiting = lines.length > 0 && lines.every((line) => line.status === 'awaiting_payment');
    // A pay-on-delivery order paid by mobile money at the door (docs/decisions/067), before it is
    // delivered: paid like an online order, its lines keep their status and the rider has nothing
    // left to collect.
    // Cash already taken at the door: the money paid by mobile money goes back.
    const [paidInCash] = await tx
      .select({ id: deliveryJobs.id })
      .from(deliveryJobs)
      .where(
        and(
          eq(deliveryJobs.kind, 'deal_order'),
          eq(deliveryJobs.subjectReference, checkout!.reference),
          eq(deliveryJobs.status, 'delivered'),
        ),
      );
    const atTheDoor =
      !awaiting &&
      !paidInCash &&
      checkout!.paymentMethod === DEAL_ORDER_PAYMENT_METHOD &&
      lines.some((line) => line.status !== 'cancelled') &&
      lines.every((line) => AT_THE_DOOR_STATUSES.includes(line.status));
    const [paid] =
      awaiting || atTheDoor
        ? await tx
            .update(cartCheckouts)
            .set({
              paidAt: sql`now()`,
              paymentReference: report.reference,
              ...(atTheDoor ? { paymentMethod: 'mobile_money' as const } : {}),
            })
            .where(and(eq(cartCheckouts.id, checkout!.id), isNull(cartCheckouts.paidAt)))
            .returning()
        : [];
    if (!paid) {
      if (checkout!.paymentReference !== report.reference) {
        const failureMessage = checkout!.paidAt
          ? `Succeeded after the order was paid by ${checkout!.paymentReference}: refund due`
          : paidInCash
            ? 'Succeeded after the order was delivered and paid in cash: refund due'
            : 'Succeeded after the order was cancelled: refund due';
        log.error({ reference: report.reference, orderReference: checkout!.reference }, failureMessage);
        await markRefundDue(tx, attempt.id, failureMessage);
      }
      return checkout!;
    }

    await tx
      .update(paymentAttempts)
      .set({ status: 'paid', providerStatus: 'success' })
      .where(eq(paymentAttempts.id, attempt.id));
    if (atTheDoor) {
      await tx
        .update(orders)
        .set({ paymentMethod: 'mobile_money' })
        .where(eq(orders.checkoutReference, paid.reference));
      await tx
        .update(deliveryJobs)
        .set({ cashDue: '0' })
        .where(
          and(
            eq(deliveryJobs.kind, 'deal_order'),
            eq(deliveryJobs.subjectReference, paid.reference),
            notInArray(deliveryJobs.status, ['delivered', 'cancelled']),
          ),
        );
      return paid;
    }
    const placed = await tx
      .update(orders)
      .set({ status: 'pending' })
      .where(and(eq(orders.checkoutReference, paid.reference), eq(orders.status, 'awaiting_payment')))
      .returning();
    for (const line of placed) {
      await recordStatusChange(tx, {
        kind: 'deal',
        orderId: line.id,
        from: 'awaiting_payment',
        to: 'pending',
        admin: null,
        note: 'Paid online',
      });
    }
    const byId = new Map(placed.map((row) => [row.id, row]));
    await sendOrderConfirmation(tx, {
      to: paid.email,
      reference: paid.reference,
      orders: lines.map((line) => toOrder(byId.get(line.id) ?? line)),
      total: paid.totalAmount,
      deliveryFee: paid.deliveryFee,
      paidOnline: true,
      landmark: paid.landmark,
      gpsAddress: paid.gpsAddress,
      orderUrl: orderPageUrl(deps.publicUrl, deps.orderLinkSecret, paid.reference),
    });
    return paid;
  });
}

/** Whether a report's amount and currency are the checkout's (and the attempt's). */
export function matchesCheckout(checkout: CartCheckoutRow, attempt: AttemptRow, report: ProviderTransaction) {
  const expected = toPesewas(checkout.totalAmount);
  return (
    report.amountPesewas === expected &&
    report.amountPesewas === attempt.amountPesewas &&
    report.currency === 'GHS'
  );
}
