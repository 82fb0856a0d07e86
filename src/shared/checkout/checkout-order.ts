import { z } from 'zod';
import { choiceProblem, type ProductOptions } from '../catalogue/product-choice';
import { gpsAddressField, landmarkField } from '../orders/delivery-place';
import { wholeQuantity } from '../quantity-schema';
import { CHECKOUT_LIMITS, CHECKOUT_MESSAGES, isPhoneNumber, PAYMENT_METHODS } from './checkout-messages';

/**
 * Drop-shipping checkout (docs/product/cart-and-checkout.md, "The drop-shipping checkout"). The browser sends only the shopper's
 * choice and contact details: price, total and status come from the database. The texts, limits and
 * response types are in checkout-messages.ts (no zod).
 */

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
  /** The product's minimum order is checked against the product (CHECKOUT_ERRORS.minimumOrder). */
  quantity: wholeQuantity(CHECKOUT_LIMITS.quantity),
  selectedColor: optionalText(CHECKOUT_LIMITS.choice),
  selectedSize: optionalText(CHECKOUT_LIMITS.choice),
  fullName: required(CHECKOUT_MESSAGES.fullName, CHECKOUT_LIMITS.name),
  phone: required(CHECKOUT_MESSAGES.phone, CHECKOUT_LIMITS.phone).refine(
    isPhoneNumber,
    CHECKOUT_MESSAGES.phoneInvalid,
  ),
  address: required(CHECKOUT_MESSAGES.address, CHECKOUT_LIMITS.address),
  city: required(CHECKOUT_MESSAGES.city, CHECKOUT_LIMITS.city),
  landmark: landmarkField,
  gpsAddress: gpsAddressField,
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

/** POST /api/checkout/orders/:orderId/payment */
export const startPaymentSchema = z.object({ resumeToken: z.string().min(1).max(200) });

/**
 * POST /api/orders/:reference/payment ("Pay now" on an unpaid order): another online method the
 * shopper chose, and the e-mail link's token when not signed in. Both optional.
 */
export const startOrderPaymentSchema = z.object({
  paymentMethod: z.enum(PAYMENT_METHODS, { error: 'Please choose Mobile Money or Debit Card' }).optional(),
  token: z.string().max(200).optional(),
});
export type StartOrderPaymentInput = z.output<typeof startOrderPaymentSchema>;

/**
 * The checkout form's part of the order, with the product's colours and sizes (docs/product/cart-and-checkout.md, "The drop-shipping checkout"):
 * the shopper's details, then, once they are all there, a colour and a size when the product offers
 * them (`choiceProblem`, which the API applies too). The form and the API share every rule.
 */
export function checkoutFormSchema(product: ProductOptions) {
  return checkoutOrderSchema
    .pick({
      fullName: true,
      email: true,
      phone: true,
      address: true,
      city: true,
      landmark: true,
      gpsAddress: true,
      notes: true,
      paymentMethod: true,
      selectedColor: true,
      selectedSize: true,
    })
    .superRefine((order, context) => {
      if (choiceProblem(product.colors, order.selectedColor) === 'missing') {
        context.addIssue({ code: 'custom', path: ['selectedColor'], message: CHECKOUT_MESSAGES.selectColor });
      }
      if (choiceProblem(product.sizes, order.selectedSize) === 'missing') {
        context.addIssue({ code: 'custom', path: ['selectedSize'], message: CHECKOUT_MESSAGES.selectSize });
      }
    });
}
export type CheckoutFormInput = z.input<ReturnType<typeof checkoutFormSchema>>;
export type CheckoutFormOutput = z.output<ReturnType<typeof checkoutFormSchema>>;
