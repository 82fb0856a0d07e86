import { z } from 'zod';
import type { Country } from '../categories';

/**
 * Drop-shipping checkout (spec 1, sections 2, 5 and 8). The browser sends only the shopper's
 * choice and contact details: price, total and status come from the database.
 */

export const PAYMENT_METHODS = ['mobile_money', 'debit_card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Spec 1, section 5: checked in this order after trimming; each a toast titled this. */
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

/** The API's refusals (spec 1, section 8, where it has words for them). */
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
} as const;

const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters.`);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters.`)
    .nullish()
    .transform((value) => value || null);

/** POST /api/checkout/orders */
export const checkoutOrderSchema = z.object({
  productId: z.uuid({ error: 'Product not found' }),
  quantity: z.coerce.number({ error: 'Quantity must be a whole number' }).int().min(1).max(10_000),
  selectedColor: optionalText(60),
  selectedSize: optionalText(60),
  fullName: required(CHECKOUT_MESSAGES.fullName, CHECKOUT_LIMITS.name),
  phone: required(CHECKOUT_MESSAGES.phone, CHECKOUT_LIMITS.phone).refine(
    isPhoneNumber,
    CHECKOUT_MESSAGES.phoneInvalid,
  ),
  address: required(CHECKOUT_MESSAGES.address, CHECKOUT_LIMITS.address),
  city: required(CHECKOUT_MESSAGES.city, CHECKOUT_LIMITS.city),
  /** Optional: blank becomes a substitute address built from the phone's digits (server side). */
  email: z
    .string()
    .trim()
    .pipe(z.union([z.literal(''), z.email(CHECKOUT_MESSAGES.email).max(CHECKOUT_LIMITS.email)]))
    .nullish()
    .transform((value) => value || null),
  notes: optionalText(CHECKOUT_LIMITS.notes),
  paymentMethod: z.enum(PAYMENT_METHODS).default('mobile_money'),
});
export type CheckoutOrderInput = z.input<typeof checkoutOrderSchema>;

/** 201 from POST /api/checkout/orders. `resumeToken` lets this browser start (or retry) the payment. */
export interface CheckoutOrderCreated {
  orderId: string;
  resumeToken: string;
}

/** POST /api/checkout/orders/:orderId/payment */
export const startPaymentSchema = z.object({ resumeToken: z.string().min(1).max(200) });
export type StartPaymentInput = z.input<typeof startPaymentSchema>;

/** 200 from POST /api/checkout/orders/:orderId/payment: send the browser to `authorizationUrl`. */
export interface PaymentStarted {
  reference: string;
  authorizationUrl: string;
}

/** Spec 1, section 3: status "paid" is shown as "Confirmed"; other values as they are. */
export function orderStatusLabel(status: string): string {
  return status === 'paid' ? 'Confirmed' : status;
}

/** A drop-shipping order as /payment-success shows it (read only through its payment reference). */
export interface DropshippingOrder {
  id: string;
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
  paymentMethod: PaymentMethod;
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
