import { missingChoice, type ProductOptions } from '@shared/catalogue/product-choice';
import { CHECKOUT_MESSAGES, REQUIRED_FIELD_MISSING_TITLE } from '@shared/checkout/checkout-messages';

export type CheckoutField = 'fullName' | 'phone' | 'address' | 'city' | 'selectedColor' | 'selectedSize';

export interface CheckoutProblem {
  field: CheckoutField;
  /** The toast's title. */
  title: string;
  message: string;
}

export interface CheckoutValues {
  fullName: string;
  phone: string;
  address: string;
  city: string;
  selectedColor: string | null;
  selectedSize: string | null;
}

/** The required fields, in the order they are checked (docs/product/cart-and-checkout.md, "The drop-shipping checkout"). */
const REQUIRED: readonly (readonly ['fullName' | 'phone' | 'address' | 'city', string])[] = [
  ['fullName', CHECKOUT_MESSAGES.fullName],
  ['phone', CHECKOUT_MESSAGES.phone],
  ['address', CHECKOUT_MESSAGES.address],
  ['city', CHECKOUT_MESSAGES.city],
];

/**
 * The first thing missing, in the spec's order (docs/product/cart-and-checkout.md, "The drop-shipping checkout"): full name, phone, address and
 * city after trimming ("Required Field Missing"), then the colour and the size when the product has
 * them. The server checks the same again with the shared schema; this check needs no zod.
 */
export function firstCheckoutProblem(
  values: CheckoutValues,
  product: ProductOptions,
): CheckoutProblem | null {
  for (const [field, message] of REQUIRED) {
    if (values[field].trim() === '') return { field, title: REQUIRED_FIELD_MISSING_TITLE, message };
  }
  const missing = missingChoice(product, values);
  if (missing === 'color') {
    return {
      field: 'selectedColor',
      title: CHECKOUT_MESSAGES.selectColorTitle,
      message: CHECKOUT_MESSAGES.selectColor,
    };
  }
  if (missing === 'size') {
    return {
      field: 'selectedSize',
      title: CHECKOUT_MESSAGES.selectSizeTitle,
      message: CHECKOUT_MESSAGES.selectSize,
    };
  }
  return null;
}

/** The toast title for a message the server put on a field (a 400's `fields`). */
export function titleForField(field: string, message: string): string {
  if (field === 'selectedColor') return CHECKOUT_MESSAGES.selectColorTitle;
  if (field === 'selectedSize') return CHECKOUT_MESSAGES.selectSizeTitle;
  if (REQUIRED.some(([name, missing]) => name === field && missing === message))
    return REQUIRED_FIELD_MISSING_TITLE;
  return 'Error';
}
