import {
  ADMIN_ORDERS_PAGE_SIZE,
  type AdminOrder,
  type AdminOrderPage,
  type AdminOrdersQuery,
} from '../../../shared/orders/admin-orders';
import type { Db } from '../../db/client';
import { loadDeliveryProofs, loadDeliverySteps } from '../../lib/delivery-progress';
import {
  type AdminOrderRow,
  countAdminOrders,
  selectAdminOrderLines,
  selectAdminOrderRows,
  toAdminOrder,
} from './admin-order-rows';
import { loadOrderHistories } from './order-history';

/** One page of one kind of orders, filtered and searched on the server, newest first, with lines and histories. */
export async function listAdminOrders(
  db: Db,
  query: AdminOrdersQuery,
  mailDomain: string,
): Promise<AdminOrderPage> {
  const [rows, total] = await Promise.all([
    selectAdminOrderRows(db, query, {
      limit: ADMIN_ORDERS_PAGE_SIZE,
      offset: (query.page - 1) * ADMIN_ORDERS_PAGE_SIZE,
    }),
    countAdminOrders(db, query),
  ]);
  const orders = await withLinesAndHistories(db, query.kind, rows, mailDomain);
  return { orders, page: query.page, pageSize: ADMIN_ORDERS_PAGE_SIZE, total };
}

/** One order in the admin's shape, with its lines and history (after a change, or for its packing slip). */
export async function getAdminOrder(
  db: Db,
  kind: AdminOrder['kind'],
  id: string,
  mailDomain: string,
): Promise<AdminOrder | undefined> {
  const rows = await selectAdminOrderRows(db, { kind, id }, { limit: 1 });
  const [order] = await withLinesAndHistories(db, kind, rows, mailDomain);
  if (!order?.reference) return order;
  const subjectKind = kind === 'deal' ? 'deal_order' : 'dropshipping_order';
  return { ...order, deliverySteps: await loadDeliverySteps(db, subjectKind, order.reference) };
}

async function withLinesAndHistories(
  db: Db,
  kind: AdminOrder['kind'],
  rows: AdminOrderRow[],
  mailDomain: string,
): Promise<AdminOrder[]> {
  const lines = await selectAdminOrderLines(
    db,
    kind,
    rows.map((row) => String(row.id)),
  );
  const histories = await loadOrderHistories(db, kind, lines);
  const references = rows.flatMap((row) => (row.reference ? [row.reference] : []));
  const deliveries = await loadDeliveryProofs(
    db,
    kind === 'deal' ? 'deal_order' : 'dropshipping_order',
    references,
  );
  return rows.map((row) => {
    const id = String(row.id);
    return {
      ...toAdminOrder(row, lines.get(id) ?? [], mailDomain),
      history: histories.get(id) ?? [],
      riderDelivery: (row.reference && deliveries.get(row.reference)) || null,
    };
  });
}
