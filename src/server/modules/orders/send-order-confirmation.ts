import { formatCedis } from '../../../shared/money';
import type { Order } from '../../../shared/orders/order';
import type { Mailer } from '../../adapters/mail/mailer';
import { renderEmail } from '../../adapters/mail/render-email';
import type { Logger } from '../../lib/logger';

export interface OrderConfirmation {
  to: string;
  reference: string;
  orders: Order[];
  total: string;
  /** The orders page, linked from the message. */
  ordersUrl: string;
}

/**
 * The confirmation e-mail of a pay-on-delivery order. Sent after the orders are committed: a
 * mail failure is logged and does not undo an order the shopper has already been told about.
 */
export async function sendOrderConfirmation(
  mailer: Mailer,
  log: Logger,
  confirmation: OrderConfirmation,
): Promise<void> {
  const { to, reference, orders, total, ordersUrl } = confirmation;
  const first = orders[0];
  if (!first) return;
  const lines = orders.map(
    (order) =>
      `${order.quantity} × ${order.dealName} at ${formatCedis(order.unitPrice)} = ${formatCedis(order.total)}`,
  );
  const delivery = [
    `Deliver to: ${first.deliveryName}, ${first.deliveryPhone}`,
    `Address: ${first.deliveryAddress}`,
    ...(first.specialInstructions ? [`Instructions: ${first.specialInstructions}`] : []),
  ];
  try {
    await mailer.send(
      renderEmail({
        to,
        subject: `Your GhanaMart order ${reference}`,
        paragraphs: [
          `Thank you for your order! Your order reference is ${reference}.`,
          ...lines,
          `Total: ${formatCedis(total)}. Pay on delivery: nothing to pay now, you pay when your order arrives.`,
          ...delivery,
          "We'll contact you to confirm delivery details.",
        ],
        action: { label: 'View my orders', url: ordersUrl },
      }),
    );
  } catch (error) {
    log.error({ err: error, reference }, 'could not send the order confirmation');
  }
}
