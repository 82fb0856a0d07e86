import { z } from 'zod';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from '../checkout/checkout-messages';
import { dealIdSchema } from '../deals/deal-id-schema';
import { quantitySchema } from '../quantity-schema';
import { deliveryRegionSchema } from './delivery-fee-schema';
import { gpsAddressField, landmarkField } from './delivery-place';
import { ORDER_MISSING_FIELDS_MESSAGE } from './order-messages';
import { type OrderKind, statusLabel } from './order-status';

export const DELIVERY_LIMITS = { name: 100, phone: 30, address: 500, instructions: 1000 } as const;

const required = (max: number, tooLong: string) =>
  z
    .string({ error: ORDER_MISSING_FIELDS_MESSAGE })
    .trim()
    .min(1, ORDER_MISSING_FIELDS_MESSAGE)
    .max(max, tooLong);

/** Full name, phone and delivery address are required; instructions are optional ('' = none). */
export const deliveryDetailsSchema = z.object({
  deliveryName: required(
    DELIVERY_LIMITS.name,
    `Full name can be at most ${DELIVERY_LIMITS.name} characters.`,
  ),
  deliveryPhone: required(
    DELIVERY_LIMITS.phone,
    `Phone number can be at most ${DELIVERY_LIMITS.phone} characters.`,
  ),
  deliveryAddress: required(
    DELIVERY_LIMITS.address,
    `Delivery address can be at most ${DELIVERY_LIMITS.address} characters.`,
  ),
  specialInstructions: z
    .string({ error: 'Special instructions must be text.' })
    .trim()
    .max(
      DELIVERY_LIMITS.instructions,
      `Special instructions can be at most ${DELIVERY_LIMITS.instructions} characters.`,
    )
    .nullish()
    .transform((value) => value || null),
  landmark: landmarkField,
  gpsAddress: gpsAddressField,
});
export type DeliveryDetailsInput = z.input<typeof deliveryDetailsSchema>;

/** A deal order is paid on delivery unless the shopper chooses to pay now (ADR 040). */
export const DEAL_ORDER_PAYMENT_METHOD = 'pay_on_delivery';

/** A cart checkout is paid on delivery or now, online (ADR 040). */
export const CART_PAYMENT_METHODS = [DEAL_ORDER_PAYMENT_METHOD, ...PAYMENT_METHODS] as const;
export type DealOrderPaymentMethod = (typeof CART_PAYMENT_METHODS)[number];

export const CART_PAYMENT_METHOD_LABELS: Record<DealOrderPaymentMethod, string> = {
  pay_on_delivery: 'Pay on Delivery',
  ...PAYMENT_METHOD_LABELS,
};

/**
 * POST /api/cart/checkout: the cart's lines become orders. Only the delivery details, the region
 * (which sets the delivery fee) and the payment method are sent; prices, fee and total are the
 * server's.
 */
export const placeCartOrderSchema = deliveryDetailsSchema.extend({
  region: deliveryRegionSchema,
  paymentMethod: z.enum(CART_PAYMENT_METHODS).default(DEAL_ORDER_PAYMENT_METHOD),
});
export type PlaceCartOrderInput = z.input<typeof placeCartOrderSchema>;

/**
 * POST /api/orders ("Buy Now" on a deal page): the cart checkout's choices for one deal. Only the
 * choice is sent: the price, fee, total, status and owner come from the server (any such field in
 * the body is ignored).
 */
export const createOrderSchema = placeCartOrderSchema.extend({
  dealId: dealIdSchema,
  quantity: quantitySchema,
});
export type CreateOrderInput = z.input<typeof createOrderSchema>;

/** A pay-on-delivery deal order as the API sends it. */
export interface Order {
  id: string;
  /** Shown to the shopper (e.g. ORD-7K3Q9M); shared by the orders of one cart checkout. */
  reference: string;
  dealId: string;
  /** The deal's name and price when the order was placed. */
  dealName: string;
  unitPrice: string;
  quantity: number;
  /** unitPrice x quantity, 2 decimals. */
  total: string;
  status: string;
  statusLabel: string;
  paymentMethod: DealOrderPaymentMethod;
  deliveryName: string;
  deliveryPhone: string;
  deliveryAddress: string;
  specialInstructions: string | null;
  createdAt: string;
}

/** POST /api/cart/checkout (201): one order per cart line, one reference for all of them. */
export interface PlaceCartOrderResponse {
  reference: string;
  orders: Order[];
  /** Sum of the orders' totals, 2 decimals. */
  subtotal: string;
  /** The region's fee below GH₵100, else 0.00. */
  deliveryFee: string;
  /** subtotal + deliveryFee: what is paid, now or on delivery. */
  total: string;
  paymentMethod: DealOrderPaymentMethod;
}

/** POST /api/orders (201): a checkout of one line, and that line. */
export interface CreateOrderResponse extends PlaceCartOrderResponse {
  order: Order;
}

/** POST /api/orders/payments/:reference/verify: the checkout it paid and whether it is paid. */
export interface CartPaymentVerified {
  orderReference: string;
  paid: boolean;
}

/** pay_on_delivery: to pay when it arrives; paid; unpaid (awaiting its online payment); refund_due; refunded; not_due (cancelled unpaid). */
export type PaymentState = 'pay_on_delivery' | 'paid' | 'unpaid' | 'refund_due' | 'refunded' | 'not_due';

/** One line of "My orders": a deal order or a drop-shipping order. */
export interface MyOrder {
  kind: OrderKind;
  id: string;
  /** The checkout reference (deal orders) or the payment reference (drop-shipping; null before payment starts). */
  reference: string | null;
  name: string;
  /** The deal's or product's main image, null when it has none (or no longer exists). */
  imageUrl: string | null;
  quantity: number;
  total: string;
  status: string;
  statusLabel: string;
  paymentMethod: string;
  /** Where the order's money stands (the whole order's, on each of its lines). */
  paymentState: PaymentState;
  /** The order awaits its online payment: "Pay now" is offered. */
  canPay: boolean;
  createdAt: string;
  /** Every status the order has had, oldest first: where it started, then each change. */
  history: OrderStatusStep[];
}

/** One step of an order's status timeline. */
export interface OrderStatusStep {
  status: string;
  statusLabel: string;
  at: string;
}

/** "My orders" shows the newest 200; older ones are kept, not listed. */
export const MY_ORDERS_LIMIT = 200;

/** GET /api/orders: newest first. */
export interface MyOrdersResponse {
  orders: MyOrder[];
}

/** Status "paid" is shown as "Confirmed"; the others in words (order-status.ts) (docs/product/orders.md, "Order statuses"). */
export function orderStatusLabel(status: string): string {
  return statusLabel(status);
}
