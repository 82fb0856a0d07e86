import type { z } from 'zod';
import { fromPesewas, sumAmounts, toPesewas } from '../../../shared/money';
import { deliveryFeeFor } from '../../../shared/orders/delivery-fee';
import {
  DEAL_ORDER_PAYMENT_METHOD,
  type PlaceCartOrderResponse,
  type placeCartOrderSchema,
} from '../../../shared/orders/order';
import type { Db } from '../../db/client';
import { cartCheckouts, orders } from '../../db/schema';
import { createReference } from '../../lib/reference';
import type { DealRow } from '../deals/to-deal';
import { regionDeliveryFee } from './get-delivery-fees';
import { toOrder } from './to-order';

export const ORDER_REFERENCE_PREFIX = 'ORD';

export interface CheckoutLine {
  deal: DealRow;
  quantity: number;
}

export interface PlaceCheckoutOptions {
  userId: string;
  /** The account's e-mail, for the confirmation of an order paid online (sent once it is paid). */
  email: string;
  lines: readonly CheckoutLine[];
  choice: z.output<typeof placeCartOrderSchema>;
}

/**
 * The one way deal orders are placed, from the cart or by "Buy Now" (ADR 040): one order per line
 * at the deal's price read by the caller, all under one ORD- reference, and the `cart_checkouts`
 * row with the subtotal, the region's delivery fee below GH₵100 and the total. Paid on delivery,
 * the orders are pending; paid online, they await the payment. Run in the caller's transaction.
 */
export async function placeCheckout(db: Db, options: PlaceCheckoutOptions): Promise<PlaceCartOrderResponse> {
  const { userId, email, lines } = options;
  const { region, paymentMethod, landmark, gpsAddress, ...delivery } = options.choice;
  const status = paymentMethod === DEAL_ORDER_PAYMENT_METHOD ? 'pending' : 'awaiting_payment';
  const reference = createReference(ORDER_REFERENCE_PREFIX);
  const lineTotal = ({ deal, quantity }: CheckoutLine) =>
    fromPesewas(toPesewas(deal.discountPrice) * quantity);
  const subtotal = sumAmounts(lines.map(lineTotal));
  const deliveryFee = deliveryFeeFor(subtotal, await regionDeliveryFee(db, region));
  const total = sumAmounts([subtotal, deliveryFee]);
  // The order first, then its lines (each line names its order).
  await db.insert(cartCheckouts).values({
    reference,
    userId,
    email,
    region,
    landmark,
    gpsAddress,
    subtotal,
    deliveryFee,
    totalAmount: total,
    paymentMethod,
  });
  const rows = await db
    .insert(orders)
    .values(
      lines.map((line) => ({
        userId,
        dealId: line.deal.id,
        // Who sells it at order time: its vendor's seller center shows the line (docs/decisions/066).
        vendorId: line.deal.vendorId,
        sellerStatus: line.deal.vendorId ? ('awaiting' as const) : null,
        dealName: line.deal.name,
        unitPrice: line.deal.discountPrice,
        quantity: line.quantity,
        totalAmount: lineTotal(line),
        ...delivery,
        status,
        paymentMethod,
        checkoutReference: reference,
      })),
    )
    .returning();

  // Returned in the lines' order (RETURNING does not promise the order of VALUES).
  const byDeal = new Map(rows.map((row) => [row.dealId, row]));
  const placed = lines.map(({ deal }) => toOrder(byDeal.get(deal.id)!));
  return { reference, orders: placed, subtotal, deliveryFee, total, paymentMethod };
}
