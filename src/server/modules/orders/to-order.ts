import { type DealOrderPaymentMethod, type Order, orderStatusLabel } from '../../../shared/orders/order';
import type { orders } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;

export function toOrder(row: OrderRow): Order {
  return {
    id: row.id,
    reference: row.checkoutReference,
    dealId: row.dealId,
    dealName: row.dealName,
    unitPrice: row.unitPrice,
    quantity: row.quantity,
    total: row.totalAmount,
    status: row.status,
    statusLabel: orderStatusLabel(row.status),
    paymentMethod: row.paymentMethod as DealOrderPaymentMethod,
    deliveryName: row.deliveryName,
    deliveryPhone: row.deliveryPhone,
    deliveryAddress: row.deliveryAddress,
    specialInstructions: row.specialInstructions,
    createdAt: row.createdAt.toISOString(),
  };
}
