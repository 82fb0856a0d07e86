import {
  ADMIN_ORDERS_PAGE_SIZE,
  type AdminOrder,
  type AdminOrderPage,
  type AdminOrdersQuery,
} from '../../../shared/orders/admin-orders';
import type { Db } from '../../db/client';
import { countAdminOrders, selectAdminOrderRows, toAdminOrder } from './admin-order-rows';
import { loadHistories } from './order-history';

/** One page of one kind of orders, filtered and searched on the server, newest first, with histories. */
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
  const histories = await loadHistories(
    db,
    query.kind,
    rows.map((row) => String(row.id)),
  );
  const orders: AdminOrder[] = rows.map((row) => ({
    ...toAdminOrder(row, mailDomain),
    history: histories.get(String(row.id)) ?? [],
  }));
  return { orders, page: query.page, pageSize: ADMIN_ORDERS_PAGE_SIZE, total };
}

/** One order in the admin's shape, with its history (after a change). */
export async function getAdminOrder(
  db: Db,
  kind: AdminOrder['kind'],
  id: string,
  mailDomain: string,
): Promise<AdminOrder | undefined> {
  const [row] = await selectAdminOrderRows(db, { kind, id }, { limit: 1 });
  if (!row) return undefined;
  const histories = await loadHistories(db, kind, [id]);
  return { ...toAdminOrder(row, mailDomain), history: histories.get(id) ?? [] };
}
