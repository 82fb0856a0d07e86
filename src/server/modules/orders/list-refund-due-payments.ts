import { asc, desc, eq, inArray } from 'drizzle-orm';
import { fromPesewas } from '../../../shared/money';
import type { RefundDuePayment } from '../../../shared/orders/admin-orders';
import type { Db } from '../../db/client';
import { cartCheckouts, dropshippingOrders, orders, paymentAttempts } from '../../db/schema';

/** The most listed at once; there should only ever be a handful. */
const LIMIT = 200;

/**
 * Payments that succeeded without paying their order (double payments, or money that arrived
 * after the order was cancelled), of drop-shipping orders and cart checkouts alike, newest first.
 */
export async function listRefundDuePayments(db: Db): Promise<RefundDuePayment[]> {
  const dropshipping = await db
    .select({ attempt: paymentAttempts, order: dropshippingOrders })
    .from(paymentAttempts)
    .innerJoin(dropshippingOrders, eq(dropshippingOrders.id, paymentAttempts.orderId))
    .where(eq(paymentAttempts.status, 'refund_due'))
    .orderBy(desc(paymentAttempts.createdAt))
    .limit(LIMIT);
  const carts = await db
    .select({ attempt: paymentAttempts, checkout: cartCheckouts })
    .from(paymentAttempts)
    .innerJoin(cartCheckouts, eq(cartCheckouts.id, paymentAttempts.cartCheckoutId))
    .where(eq(paymentAttempts.status, 'refund_due'))
    .orderBy(desc(paymentAttempts.createdAt))
    .limit(LIMIT);
  const lines =
    carts.length === 0
      ? []
      : await db
          .select()
          .from(orders)
          .where(
            inArray(
              orders.checkoutReference,
              carts.map(({ checkout }) => checkout.reference),
            ),
          )
          .orderBy(asc(orders.createdAt), asc(orders.id));
  const linesOf = new Map<string | null, (typeof lines)[number][]>();
  for (const line of lines)
    linesOf.set(line.checkoutReference, [...(linesOf.get(line.checkoutReference) ?? []), line]);

  const listed: RefundDuePayment[] = [
    ...dropshipping.map(({ attempt, order }) => ({
      kind: 'dropshipping' as const,
      reference: attempt.reference,
      orderId: order.id,
      orderReference: order.reference ?? order.paymentReference,
      customerName: order.fullName,
      phone: order.phone,
      item: order.productName,
      amount: fromPesewas(attempt.amountPesewas),
      createdAt: attempt.createdAt.toISOString(),
      reason: attempt.failureMessage,
    })),
    ...carts.map(({ attempt, checkout }) => {
      const its = linesOf.get(checkout.reference) ?? [];
      return {
        kind: 'deal' as const,
        reference: attempt.reference,
        orderId: checkout.id,
        orderReference: checkout.reference,
        customerName: its[0]?.deliveryName ?? '',
        phone: its[0]?.deliveryPhone ?? '',
        item: its.map((line) => line.dealName).join(', '),
        amount: fromPesewas(attempt.amountPesewas),
        createdAt: attempt.createdAt.toISOString(),
        reason: attempt.failureMessage,
      };
    }),
  ];
  return listed.sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, LIMIT);
}
