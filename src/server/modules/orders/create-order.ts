import type { z } from 'zod';
import { DEAL_NOT_FOUND_MESSAGE } from '../../../shared/deals/deal';
import type { CreateOrderResponse, createOrderSchema } from '../../../shared/orders/order';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import { findDealRow } from '../deals/get-deal';
import { placeCheckout } from './place-checkout';

export interface CreateOrderOptions {
  userId: string;
  /** The account's e-mail, for the confirmation of an order paid online (sent once it is paid). */
  email: string;
  input: z.output<typeof createOrderSchema>;
}

/**
 * "Buy Now" on a deal page (docs/product/cart-and-checkout.md, "Buy Now"): a checkout of one line, placed like the cart's
 * (`placeCheckout`: the deal's price read here, the region's delivery fee below GH₵100, paid on
 * delivery or online; ADR 040). Run in the caller's transaction.
 */
export async function createOrder(db: Db, options: CreateOrderOptions): Promise<CreateOrderResponse> {
  const { userId, email } = options;
  const { dealId, quantity, ...choice } = options.input;
  const deal = await findDealRow(db, dealId);
  if (!deal) throw notFound(DEAL_NOT_FOUND_MESSAGE);
  const checkout = await placeCheckout(db, { userId, email, lines: [{ deal, quantity }], choice });
  return { ...checkout, order: checkout.orders[0]! };
}
