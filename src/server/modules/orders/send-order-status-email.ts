import { formatCedis } from '../../../shared/money';
import type { AdminOrder, AdminOrderLine } from '../../../shared/orders/admin-orders';
import { statusLabel } from '../../../shared/orders/order-status';
import { queueEmail } from '../../adapters/mail/queue-email';
import { renderEmail } from '../../adapters/mail/render-email';
import type { Db } from '../../db/client';

const WHAT_IT_MEANS: Record<string, (order: AdminOrder) => string> = {
  confirmed: (order) =>
    order.paymentState === 'pay_on_delivery'
      ? 'We have confirmed your order and will deliver it soon. You pay when it arrives.'
      : 'We have confirmed your order and will deliver it soon.',
  out_for_delivery: () => 'Your order is on its way to you. Please keep your phone on for the rider.',
  delivered: () => 'Your order has been delivered. Thank you for shopping with GhanaMart!',
  cancelled: () => 'Your order has been cancelled. If you did not ask for this, please reply to this e-mail.',
  ordered_from_supplier: () => 'We have ordered your item from the supplier.',
  shipped: () => 'The supplier has shipped your item on its way to Ghana.',
  in_ghana: () => 'Your item has arrived in Ghana. We will deliver it to you soon.',
  refund_due: (order) =>
    `Your order has been cancelled. We are refunding your payment of ${formatCedis(order.total)}; we will write again when it is done.`,
  refunded: (order) =>
    `We have refunded ${formatCedis(order.total)} to the account or card you paid with. It can take a few days to show.`,
};

/** What moved: the whole order, or some of its lines (a line cancelled or sent apart). */
export interface MovedLines {
  to: string;
  lineIds: readonly string[];
  wholeOrder: boolean;
}

/** "2 × Rice cooker, 1 × Kettle". */
export function linesSummary(lines: readonly AdminOrderLine[]): string {
  return lines.map((line) => `${line.quantity} × ${line.item}`).join(', ');
}

/**
 * Tells the shopper that their order moved, when an address is known: one e-mail per change of the
 * order, naming the lines when only some moved. Queued in the transaction of the change.
 */
export async function sendOrderStatusEmail(
  deps: { db: Db; publicUrl: string },
  order: AdminOrder,
  moved: MovedLines = { to: order.status, lineIds: [], wholeOrder: true },
): Promise<void> {
  if (!order.email) return;
  const reference = order.reference ?? 'your order';
  const label = statusLabel(moved.to);
  const explain = WHAT_IT_MEANS[moved.to];
  const movedLines = order.lines.filter((line) => moved.lineIds.includes(line.id));
  const others = order.lines.filter((line) => !moved.lineIds.includes(line.id));
  const paragraphs = moved.wholeOrder
    ? [
        `Hello ${order.customerName}, your order ${reference} (${linesSummary(order.lines.filter((line) => line.status === moved.to))}) is now: ${label}.`,
      ]
    : [
        `Hello ${order.customerName}, in your order ${reference}, ${linesSummary(movedLines)} ${movedLines.length === 1 ? 'is' : 'are'} now: ${label}.`,
        `The rest of your order: ${others.map((line) => `${line.quantity} × ${line.item} (${line.statusLabel})`).join(', ')}.`,
      ];
  await queueEmail(
    deps.db,
    renderEmail({
      to: order.email,
      subject: `Your GhanaMart order ${reference}: ${label}`,
      paragraphs: [...paragraphs, ...(explain ? [explain(order)] : [])],
      action: { label: 'View my orders', url: `${deps.publicUrl}/orders` },
    }),
  );
}

/** Tells the shopper that a payment which paid nothing (a double payment) has been given back. */
export async function sendDoublePaymentRefundEmail(
  deps: { db: Db; publicUrl: string },
  refund: {
    to: string | null;
    customerName: string;
    orderReference: string | null;
    amount: string;
    /** The payment arrived after the order was cancelled, rather than a second time. */
    orderCancelled?: boolean;
  },
): Promise<void> {
  if (!refund.to) return;
  const reference = refund.orderReference ?? 'your order';
  const refunded = `${formatCedis(refund.amount)} to the account or card you paid with. It can take a few days to show.`;
  await queueEmail(
    deps.db,
    renderEmail({
      to: refund.to,
      subject: `Your GhanaMart refund for ${reference}`,
      paragraphs: refund.orderCancelled
        ? [
            `Hello ${refund.customerName}, your payment for order ${reference} arrived after the order was cancelled. We have refunded the ${refunded}`,
          ]
        : [
            `Hello ${refund.customerName}, your order ${reference} was paid twice. We have refunded the second payment of ${refunded}`,
            'Your order itself goes ahead as before.',
          ],
      action: { label: 'View my orders', url: `${deps.publicUrl}/orders` },
    }),
  );
}
