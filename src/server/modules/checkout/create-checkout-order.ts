import crypto from 'node:crypto';
import type { z } from 'zod';
import { choiceProblem } from '../../../shared/catalogue/product-choice';
import {
  CHECKOUT_ERRORS,
  CHECKOUT_MESSAGES,
  type CheckoutOrderCreated,
} from '../../../shared/checkout/checkout-messages';
import type { checkoutOrderSchema } from '../../../shared/checkout/checkout-order';
import { fromPesewas, toPesewas } from '../../../shared/money';
import type { Db } from '../../db/client';
import { dropshippingOrders } from '../../db/schema';
import { AppError } from '../../errors';
import { substituteEmail } from '../../lib/substitute-email';
import { findActiveProductRow } from '../catalogue/get-product';
import type { ProductRow } from '../catalogue/to-product';
import { hashResumeToken } from './resume-token';
import { createPaymentReference } from './start-payment';

export interface CreateCheckoutOrderOptions {
  /** The signed-in shopper, or null for a guest. */
  userId: string | null;
  input: z.output<typeof checkoutOrderSchema>;
  /** The shop's mail domain, for the substitute address of a shopper who gives no e-mail. */
  mailDomain: string;
}

// numeric(12,2) holds at most this many pesewas.
const MAX_TOTAL_PESEWAS = 999_999_999_999;

/**
 * "Pay Now" on the drop-shipping checkout (docs/product/cart-and-checkout.md, "The drop-shipping checkout"): one pending order. Name,
 * price and total come from the database; the browser's choice of colour, size and quantity is
 * checked against the product. Nothing is written when anything is refused.
 */
export async function createCheckoutOrder(
  db: Db,
  options: CreateCheckoutOrderOptions,
): Promise<CheckoutOrderCreated> {
  const { userId, input, mailDomain } = options;
  const product = await findActiveProductRow(db, input.productId);
  if (!product) {
    throw new AppError(400, 'PRODUCT_NOT_FOUND', CHECKOUT_ERRORS.productNotFound, {
      productId: CHECKOUT_ERRORS.productNotFound,
    });
  }
  if (!product.inStock) throw new AppError(400, 'OUT_OF_STOCK', CHECKOUT_ERRORS.outOfStock);
  checkChoice(product, input);

  const totalPesewas = toPesewas(product.price) * input.quantity;
  if (totalPesewas > MAX_TOTAL_PESEWAS) {
    throw new AppError(400, 'VALIDATION_ERROR', 'This quantity is too large for one order.', {
      quantity: 'This quantity is too large for one order.',
    });
  }

  const resumeToken = crypto.randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(dropshippingOrders)
    .values({
      userId,
      productId: product.id,
      // Who sells it at order time: its vendor's seller center shows the order (docs/decisions/066).
      vendorId: product.vendorId,
      sellerStatus: product.vendorId ? ('awaiting' as const) : null,
      productName: product.name,
      productPrice: product.price,
      quantity: input.quantity,
      totalAmount: fromPesewas(totalPesewas),
      fullName: input.fullName,
      email: input.email ?? substituteEmail(input.phone, mailDomain),
      phone: input.phone,
      address: input.address,
      city: input.city,
      landmark: input.landmark,
      gpsAddress: input.gpsAddress,
      notes: input.notes,
      paymentMethod: input.paymentMethod,
      selectedColor: input.selectedColor,
      selectedSize: input.selectedSize,
      status: 'pending',
      // Its reference from the start, so that it can be paid (again) by it; the first attempt uses it.
      reference: createPaymentReference(),
      resumeTokenHash: hashResumeToken(resumeToken),
    })
    .returning({ id: dropshippingOrders.id });
  return { orderId: row!.id, resumeToken };
}

/** Colour, size and minimum quantity, all reported at once (in the order of docs/product/cart-and-checkout.md, "The drop-shipping checkout"). */
function checkChoice(product: ProductRow, input: z.output<typeof checkoutOrderSchema>) {
  const fields: Record<string, string> = {};
  const color = choiceProblem(product.colors, input.selectedColor);
  if (color === 'missing') fields.selectedColor = CHECKOUT_MESSAGES.selectColor;
  if (color === 'unavailable') fields.selectedColor = CHECKOUT_ERRORS.colorUnavailable;
  const size = choiceProblem(product.sizes, input.selectedSize);
  if (size === 'missing') fields.selectedSize = CHECKOUT_MESSAGES.selectSize;
  if (size === 'unavailable') fields.selectedSize = CHECKOUT_ERRORS.sizeUnavailable;
  if (input.quantity < product.minOrderQuantity) {
    fields.quantity = CHECKOUT_ERRORS.minimumOrder(product.minOrderQuantity);
  }
  const first = Object.values(fields)[0];
  if (first) throw new AppError(400, 'VALIDATION_ERROR', first, fields);
}
