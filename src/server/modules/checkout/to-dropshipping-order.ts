import {
  type DropshippingOrder,
  dropshippingStatusLabel,
  type VerifiedPayment,
} from '../../../shared/checkout/checkout-messages';
import type { dropshippingOrders } from '../../db/schema';
import type { ProductRow } from '../catalogue/to-product';

export type DropshippingOrderRow = typeof dropshippingOrders.$inferSelect;

/** The API's form of an order: never its resume token. */
export function toDropshippingOrder(row: DropshippingOrderRow): DropshippingOrder {
  return {
    id: row.id,
    reference: row.reference ?? row.paymentReference ?? '',
    paymentReference: row.paymentReference ?? '',
    status: row.status,
    statusLabel: dropshippingStatusLabel(row.status),
    productId: row.productId,
    productName: row.productName,
    productPrice: row.productPrice,
    quantity: row.quantity,
    totalAmount: row.totalAmount,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    address: row.address,
    city: row.city,
    notes: row.notes,
    paymentMethod: row.paymentMethod,
    selectedColor: row.selectedColor,
    selectedSize: row.selectedSize,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}

/** The payment confirmation page's order and its product (null when the product is gone). */
export function toVerifiedPayment(
  order: DropshippingOrderRow,
  product: ProductRow | undefined,
): VerifiedPayment {
  return {
    order: toDropshippingOrder(order),
    product: product
      ? {
          name: product.name,
          imageUrl: product.imageUrl,
          supplier: product.supplier,
          country: product.country,
          shippingTime: product.shippingTime,
        }
      : null,
  };
}
