import type { z } from 'zod';
import { DEAL_NOT_FOUND_MESSAGE } from '../../../shared/deals/deal';
import { fromPesewas, toPesewas } from '../../../shared/money';
import { type createOrderSchema, DEAL_ORDER_PAYMENT_METHOD, type Order } from '../../../shared/orders/order';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { notFound } from '../../errors';
import { createReference } from '../../lib/reference';
import { findDealRow } from '../deals/get-deal';
import { toOrder } from './to-order';

export const ORDER_REFERENCE_PREFIX = 'ORD';

export interface CreateOrderOptions {
  userId: string;
  input: z.output<typeof createOrderSchema>;
}

/**
 * "Buy Now" on a deal page (spec 2, section 7): one pending pay-on-delivery order. The deal's
 * name and price are read here and copied onto the order; the total is computed in pesewas.
 */
export async function createOrder(db: Db, options: CreateOrderOptions): Promise<Order> {
  const { userId, input } = options;
  const deal = await findDealRow(db, input.dealId);
  if (!deal) throw notFound(DEAL_NOT_FOUND_MESSAGE);

  const [row] = await db
    .insert(orders)
    .values({
      userId,
      dealId: deal.id,
      dealName: deal.name,
      unitPrice: deal.discountPrice,
      quantity: input.quantity,
      totalAmount: fromPesewas(toPesewas(deal.discountPrice) * input.quantity),
      deliveryName: input.deliveryName,
      deliveryPhone: input.deliveryPhone,
      deliveryAddress: input.deliveryAddress,
      specialInstructions: input.specialInstructions,
      status: 'pending',
      paymentMethod: DEAL_ORDER_PAYMENT_METHOD,
      checkoutReference: createReference(ORDER_REFERENCE_PREFIX),
    })
    .returning();
  return toOrder(row!);
}
