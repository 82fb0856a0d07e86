import type { Country } from '../categories';

// Apart from checkout-order.ts (the zod schema), so that the product, checkout and payment pages can
// show these texts without loading zod (first-load budget). The request's input type stays with the
// schema: a type-only import of it loads nothing.

export const PAYMENT_METHODS = ['mobile_money', 'debit_card'] as const;
/** How a drop-shipping order is paid (deal orders are paid on delivery: DealOrderPaymentMethod). */
export type DropshippingPaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The radio labels of the checkout's Payment Method card (docs/product/cart-and-checkout.md, "The drop-shipping checkout"). */
export const PAYMENT_METHOD_LABELS: Record<DropshippingPaymentMethod, string> = {
  mobile_money: 'Mobile Money',
  debit_card: 'Debit Card',
};

/** Checked in this order after trimming; each a toast titled this (docs/product/cart-and-checkout.md, "The drop-shipping checkout"). */
export const REQUIRED_FIELD_MISSING_TITLE = 'Required Field Missing';
export const CHECKOUT_MESSAGES = {
  fullName: 'Please enter your full name',
  phone: 'Please enter your phone number',
  address: 'Please enter your delivery address',
  city: 'Please enter your city',
  selectColorTitle: 'Select color',
  selectColor: 'Please choose a color',
  selectSizeTitle: 'Select size',
  selectSize: 'Please choose a size',
  email: 'Please enter a valid email address',
  phoneInvalid: 'Please enter a valid phone number',
  saveFailed: 'Failed to save order details. Please try again.',
} as const;

/** The API's refusals (docs/product/cart-and-checkout.md, "The drop-shipping checkout"). */
export const CHECKOUT_ERRORS = {
  productNotFound: 'Product not found',
  outOfStock: 'This product is out of stock',
  colorUnavailable: 'This color is not available',
  sizeUnavailable: 'This size is not available',
  minimumOrder: (units: number) => `Minimum order: ${units} units`,
  orderNotFound: 'Order not found',
  alreadyPaid: 'This order has already been paid.',
  notPayable: 'This order can no longer be paid.',
  verificationFailed: 'Payment verification failed',
} as const;

/** A phone number as people write it (spaces, dashes, brackets, a leading +), 9 to 15 digits. */
export function isPhoneNumber(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return /^\+?[\d\s().-]+$/.test(value) && digits >= 9 && digits <= 15;
}

export const CHECKOUT_LIMITS = {
  name: 100,
  email: 254,
  phone: 30,
  address: 500,
  city: 100,
  notes: 1000,
  /** A colour or size name. */
  choice: 60,
  /** The most units of one product in one order. */
  quantity: 10_000,
} as const;

/** 201 from POST /api/checkout/orders. `resumeToken` lets this browser start (or retry) the payment. */
export interface CheckoutOrderCreated {
  orderId: string;
  resumeToken: string;
}

/** 200 from POST /api/checkout/orders/:orderId/payment: send the browser to `authorizationUrl`. */
export interface PaymentStarted {
  reference: string;
  authorizationUrl: string;
}

/** /payment-success shows "paid" as "Confirmed", other statuses as they are (docs/product/cart-and-checkout.md, "Payment confirmation"). */
export function dropshippingStatusLabel(status: string): string {
  return status === 'paid' ? 'Confirmed' : status;
}

/** A drop-shipping order as /payment-success shows it (read only through its payment reference). */
export interface DropshippingOrder {
  id: string;
  /** The order's reference for its whole life: its first payment attempt's (ADR 060). */
  reference: string;
  /** The attempt that paid it (or the latest one). */
  paymentReference: string;
  status: string;
  statusLabel: string;
  productId: string;
  productName: string;
  productPrice: string;
  quantity: number;
  totalAmount: string;
  fullName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  notes: string | null;
  paymentMethod: DropshippingPaymentMethod;
  selectedColor: string | null;
  selectedSize: string | null;
  createdAt: string;
  paidAt: string | null;
}

/** 200 from POST /api/checkout/payments/:reference/verify */
export interface VerifiedPayment {
  order: DropshippingOrder;
  product: {
    name: string;
    imageUrl: string;
    supplier: string;
    country: Country;
    shippingTime: string;
  } | null;
}
