import { type SQL, sql } from 'drizzle-orm';
import { ADMIN_ORDER_MESSAGES } from '../../../shared/orders/admin-orders';
import {
  canTransition,
  type OrderKind,
  REFUNDED_STATUS,
  transitionRefusal,
} from '../../../shared/orders/order-status';
import { type Db, queryRows } from '../../db/client';
import { AppError, notFound } from '../../errors';
import { type AdminActor, recordAdminActivity } from '../../lib/admin-activity';
import { isUuid } from '../../lib/uuid';
import { recordStatusChange } from './order-history';

/** Each kind's table, and the column that holds the reference the shopper knows. */
export const ORDER_TABLES: Record<OrderKind, { table: SQL; reference: string }> = {
  deal: { table: sql.raw('orders'), reference: 'checkout_reference' },
  dropshipping: { table: sql.raw('dropshipping_orders'), reference: 'payment_reference' },
};

/** What the activity log calls each kind of order. */
export const ORDER_ENTITY_TYPES: Record<OrderKind, string> = {
  deal: 'order',
  dropshipping: 'dropshipping_order',
};

export interface ChangeOrderStatusOptions {
  kind: OrderKind;
  id: string;
  input: { status: string; note: string | null };
  admin: AdminActor;
}

/**
 * An admin moves an order to its next status, only as the rule allows (409 with words otherwise).
 * The row is locked, so of two admins making the same move one succeeds and the other is refused;
 * the change, its history row and its activity row are written in one transaction.
 */
export async function changeOrderStatus(
  db: Db,
  options: ChangeOrderStatusOptions,
): Promise<{ from: string }> {
  const { kind, id, input, admin } = options;
  if (!isUuid(id)) throw notFound(ADMIN_ORDER_MESSAGES.notFound);
  const { table, reference } = ORDER_TABLES[kind];
  return db.transaction(async (tx) => {
    const [current] = await queryRows<{ status: string; reference: string | null }>(
      tx,
      sql`SELECT status, ${sql.raw(reference)} AS reference FROM ${table} WHERE id = ${id}::uuid FOR UPDATE`,
    );
    if (!current) throw notFound(ADMIN_ORDER_MESSAGES.notFound);
    const from = current.status;
    if (input.status === REFUNDED_STATUS && canTransition(kind, from, input.status)) {
      throw new AppError(409, 'REFUND_REQUIRED', transitionRefusal(kind, from, input.status));
    }
    if (!canTransition(kind, from, input.status)) {
      throw new AppError(409, 'TRANSITION_NOT_ALLOWED', transitionRefusal(kind, from, input.status));
    }
    const touch = kind === 'dropshipping' ? sql`, updated_at = now()` : sql``;
    await tx.execute(sql`UPDATE ${table} SET status = ${input.status}${touch} WHERE id = ${id}::uuid`);
    await recordStatusChange(tx, { kind, orderId: id, from, to: input.status, admin, note: input.note });
    await recordAdminActivity(tx, {
      admin,
      action: 'order.status',
      entityType: ORDER_ENTITY_TYPES[kind],
      entityId: current.reference ?? id,
      before: { status: from },
      after: { status: input.status, ...(input.note && { note: input.note }) },
    });
    return { from };
  });
}
