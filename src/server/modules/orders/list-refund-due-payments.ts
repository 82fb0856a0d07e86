import { desc, eq } from 'drizzle-orm';
import { fromPesewas } from '../../../shared/money';
import type { RefundDuePayment } from '../../../shared/orders/admin-orders';
import type { Db } from '../../db/client';
import { dropshippingOrders, paymentAttempts } from '../../db/schema';

/** The most listed at once; there should only ever be a handful. */
const LIMIT = 200;

/** Payments that succeeded without paying their order (double payments), newest first. */
export async function listRefundDuePayments(db: Db): Promise<RefundDuePayment[]> {
  const rows = await db
    .select({ attempt: paymentAttempts, order: dropshippingOrders })
    .from(paymentAttempts)
    .innerJoin(dropshippingOrders, eq(dropshippingOrders.id, paymentAttempts.orderId))
    .where(eq(paymentAttempts.status, 'refund_due'))
    .orderBy(desc(paymentAttempts.createdAt))
    .limit(LIMIT);
  return rows.map(({ attempt, order }) => ({
    reference: attempt.reference,
    orderId: order.id,
    orderReference: order.paymentReference,
    customerName: order.fullName,
    phone: order.phone,
    item: order.productName,
    amount: fromPesewas(attempt.amountPesewas),
    createdAt: attempt.createdAt.toISOString(),
    reason: attempt.failureMessage,
  }));
}
