import { asc, eq, inArray, or } from 'drizzle-orm';
import { sumAmounts } from '../../../shared/money';
import {
  canPayOrder,
  ORDER_PAGE_MESSAGES,
  type OrderPage,
  type OrderPageLine,
  orderKindOfReference,
  orderPaymentState,
} from '../../../shared/orders/order-page';
import { statusLabel } from '../../../shared/orders/order-status';
import type { Db } from '../../db/client';
import {
  cartCheckouts,
  deals,
  dropshippingOrders,
  dropshippingProducts,
  orders,
  paymentAttempts,
} from '../../db/schema';
import { notFound } from '../../errors';
import { deliveryCode } from '../../lib/delivery-code';
import { type DeliverySubjectKind, loadDeliveryProgress } from '../../lib/delivery-progress';
import { isSubstituteEmail } from '../../lib/substitute-email';
import { historySteps, loadHistories } from './order-history';

export interface GetOrderPageOptions {
  reference: string;
  /** The signed-in shopper, or null. */
  userId: string | null;
  /** Whether the request carries this order's e-mail link token. */
  hasLinkToken: boolean;
  /** The shop's mail domain: a substitute address (no e-mail given) is not shown. */
  mailDomain: string;
  /** The server's secret the receiver's delivery code is derived with. */
  codeSecret: string;
}

/**
 * One order's page: its owner sees it, and so does whoever holds its e-mail link. Anyone else gets
 * the same 404 as for a reference that does not exist, so the answer never tells which exist.
 */
export async function getOrderPage(db: Db, options: GetOrderPageOptions): Promise<OrderPage> {
  const kind = orderKindOfReference(options.reference);
  const page =
    kind === 'deal'
      ? await dealOrderPage(db, options)
      : kind === 'dropshipping'
        ? await dropshippingOrderPage(db, options)
        : null;
  if (!page) throw notFound(ORDER_PAGE_MESSAGES.notFound);
  return page;
}

function mayRead(ownerId: string | null, { userId, hasLinkToken }: GetOrderPageOptions): boolean {
  return hasLinkToken || (userId !== null && ownerId === userId);
}

async function dealOrderPage(db: Db, options: GetOrderPageOptions): Promise<OrderPage | null> {
  const rows = await db
    .select({ order: orders, imageUrl: deals.imageUrl })
    .from(orders)
    .leftJoin(deals, eq(deals.id, orders.dealId))
    .where(eq(orders.checkoutReference, options.reference))
    .orderBy(asc(orders.createdAt), asc(orders.dealName), asc(orders.id));
  const first = rows[0]?.order;
  if (!first || !mayRead(first.userId, options)) return null;
  const histories = await loadHistories(
    db,
    'deal',
    rows.map(({ order }) => order.id),
  );
  const lines: Omit<OrderPageLine, 'paymentState' | 'canPay'>[] = rows.map(({ order, imageUrl }) => {
    const createdAt = order.createdAt.toISOString();
    return {
      kind: 'deal',
      id: order.id,
      reference: options.reference,
      name: order.dealName,
      imageUrl,
      quantity: order.quantity,
      unitPrice: order.unitPrice,
      total: order.totalAmount,
      status: order.status,
      statusLabel: statusLabel(order.status),
      paymentMethod: order.paymentMethod,
      createdAt,
      history: historySteps(order.status, createdAt, histories.get(order.id) ?? []),
      choice: null,
    };
  });
  // Absent for orders placed before delivery fees (ADR 040).
  const [checkout] = await db
    .select()
    .from(cartCheckouts)
    .where(eq(cartCheckouts.reference, options.reference));
  const subtotal = sumAmounts(lines.map((line) => line.total));
  const statuses = lines.map((line) => line.status);
  const paymentState = orderPaymentState({
    kind: 'deal',
    statuses,
    paymentMethod: first.paymentMethod,
    paidAt: checkout?.paidAt ?? null,
  });
  const isOwner = options.userId === first.userId;
  const canPay = (isOwner || options.hasLinkToken) && canPayOrder(paymentState, statuses);
  return {
    kind: 'deal',
    reference: options.reference,
    createdAt: first.createdAt.toISOString(),
    lines: lines.map((line) => ({ ...line, paymentState, canPay })),
    subtotal,
    deliveryFee: checkout?.deliveryFee ?? null,
    total: checkout ? sumAmounts([subtotal, checkout.deliveryFee]) : subtotal,
    delivery: {
      name: first.deliveryName,
      phone: first.deliveryPhone,
      email: null,
      address: first.deliveryAddress,
      landmark: checkout?.landmark ?? null,
      gpsAddress: checkout?.gpsAddress ?? null,
      instructions: first.specialInstructions,
    },
    paymentMethod: first.paymentMethod,
    paymentState,
    canCancel:
      isOwner && lines.every((line) => line.status === 'pending' || line.status === 'awaiting_payment'),
    canPay,
    deliveryProgress: await orderDeliveryProgress(db, 'deal_order', options.reference, options.codeSecret),
  };
}

async function dropshippingOrderPage(db: Db, options: GetOrderPageOptions): Promise<OrderPage | null> {
  // Any attempt's reference names the order (a shopper may hold an older attempt's e-mail).
  const attempt = db
    .select({ orderId: paymentAttempts.orderId })
    .from(paymentAttempts)
    .where(eq(paymentAttempts.reference, options.reference));
  const [row] = await db
    .select({ order: dropshippingOrders, imageUrl: dropshippingProducts.imageUrl })
    .from(dropshippingOrders)
    .leftJoin(dropshippingProducts, eq(dropshippingProducts.id, dropshippingOrders.productId))
    .where(
      or(
        eq(dropshippingOrders.reference, options.reference),
        eq(dropshippingOrders.paymentReference, options.reference),
        inArray(dropshippingOrders.id, attempt),
      ),
    )
    .limit(1);
  if (!row || !mayRead(row.order.userId, options)) return null;
  const { order, imageUrl } = row;
  const createdAt = order.createdAt.toISOString();
  const histories = await loadHistories(db, 'dropshipping', [order.id]);
  const reference = order.reference ?? order.paymentReference ?? options.reference;
  const choice = [
    order.selectedColor && `Color: ${order.selectedColor}`,
    order.selectedSize && `Size: ${order.selectedSize}`,
  ]
    .filter(Boolean)
    .join(', ');
  const paymentState = orderPaymentState({
    kind: 'dropshipping',
    statuses: [order.status],
    paymentMethod: order.paymentMethod,
    paidAt: order.paidAt,
  });
  const line: OrderPageLine = {
    kind: 'dropshipping',
    id: order.id,
    reference,
    name: order.productName,
    imageUrl,
    quantity: order.quantity,
    unitPrice: order.productPrice,
    total: order.totalAmount,
    status: order.status,
    statusLabel: statusLabel(order.status),
    paymentMethod: order.paymentMethod,
    createdAt,
    history: historySteps(order.status, createdAt, histories.get(order.id) ?? []),
    choice: choice || null,
    paymentState,
    canPay: canPayOrder(paymentState, [order.status]),
  };
  return {
    kind: 'dropshipping',
    reference,
    createdAt,
    lines: [line],
    subtotal: order.totalAmount,
    deliveryFee: null,
    total: order.totalAmount,
    delivery: {
      name: order.fullName,
      phone: order.phone,
      email: isSubstituteEmail(order.email, options.mailDomain) ? null : order.email,
      address: `${order.address}, ${order.city}`,
      landmark: order.landmark,
      gpsAddress: order.gpsAddress,
      instructions: order.notes,
    },
    paymentMethod: order.paymentMethod,
    paymentState,
    canCancel: false,
    // Whoever may read it holds one of its payment references, which is what paying it needs.
    canPay: line.canPay,
    deliveryProgress: await orderDeliveryProgress(db, 'dropshipping_order', reference, options.codeSecret),
  };
}

/**
 * The rider's progress, with the receiver's code while the parcel is on its way: this page is
 * only ever read by the order's owner or the holder of its e-mailed link (mayRead above).
 */
async function orderDeliveryProgress(
  db: Db,
  kind: DeliverySubjectKind,
  reference: string,
  codeSecret: string,
) {
  const progress = await loadDeliveryProgress(db, kind, reference);
  if (!progress) return null;
  const { jobId, ...shown } = progress;
  const open = progress.status !== 'delivered' && progress.status !== 'cancelled';
  return { ...shown, code: open ? deliveryCode(codeSecret, jobId) : null };
}
