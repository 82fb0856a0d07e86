import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { orderKindOfReference } from '../../../shared/orders/order-page';
import type { OrderKind } from '../../../shared/orders/order-status';
import { REVIEW_MESSAGES } from '../../../shared/reviews/review';
import type { Db } from '../../db/client';
import { dropshippingOrders, orders, reviews } from '../../db/schema';
import { notFound } from '../../errors';

/** One line of an order, with what reviewing it needs. */
export interface ReviewableLine {
  kind: OrderKind;
  lineId: string;
  /** The deal's or the product's id. */
  listingId: string;
  name: string;
  status: string;
  /** The buyer's account, or null for a guest's drop-shipping order. */
  userId: string | null;
  buyerName: string;
}

export interface OrderBuyer {
  reference: string;
  /** The signed-in shopper, or null. */
  userId: string | null;
  /** Whether the request carries this order's link token (lib/order-link.ts). */
  hasLinkToken: boolean;
}

/**
 * The lines of an order its buyer may review: the buyer is its owner signed in, or whoever holds
 * the order's link (as for the order page, ADR 037). Anyone else gets the same 404 as for an order
 * that does not exist.
 */
export async function findOrderLines(db: Db, buyer: OrderBuyer): Promise<ReviewableLine[]> {
  const kind = orderKindOfReference(buyer.reference);
  const lines: ReviewableLine[] =
    kind === 'deal'
      ? (
          await db
            .select()
            .from(orders)
            .where(eq(orders.checkoutReference, buyer.reference))
            .orderBy(asc(orders.createdAt), asc(orders.id))
        ).map((line) => ({
          kind: 'deal',
          lineId: line.id,
          listingId: line.dealId,
          name: line.dealName,
          status: line.status,
          userId: line.userId,
          buyerName: line.deliveryName,
        }))
      : kind === 'dropshipping'
        ? (
            await db
              .select()
              .from(dropshippingOrders)
              .where(
                or(
                  eq(dropshippingOrders.reference, buyer.reference),
                  eq(dropshippingOrders.paymentReference, buyer.reference),
                ),
              )
              .limit(1)
          ).map((order) => ({
            kind: 'dropshipping',
            lineId: order.id,
            listingId: order.productId,
            name: order.productName,
            status: order.status,
            userId: order.userId,
            buyerName: order.fullName,
          }))
        : [];
  const owner = lines[0]?.userId ?? null;
  const mayReview = buyer.hasLinkToken || (buyer.userId !== null && owner === buyer.userId);
  if (lines.length === 0 || !mayReview) throw notFound(REVIEW_MESSAGES.orderNotFound);
  return lines;
}

/** The reviews already written for these lines, by line id. */
export async function reviewsOfLines(db: Db, kind: OrderKind, lineIds: string[]) {
  if (lineIds.length === 0) return new Map<string, typeof reviews.$inferSelect>();
  const rows = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.listingKind, kind), inArray(reviews.orderLineId, lineIds)));
  return new Map(rows.map((row) => [row.orderLineId!, row]));
}
