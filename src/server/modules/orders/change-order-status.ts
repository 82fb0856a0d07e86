import { sql } from 'drizzle-orm';
import { ADMIN_ORDER_MESSAGES } from '../../../shared/orders/admin-orders';
import {
  canTransition,
  type OrderKind,
  orderStatusOfLines,
  REFUNDED_STATUS,
  transitionRefusal,
} from '../../../shared/orders/order-status';
import { type Db, queryRows } from '../../db/client';
import { AppError, notFound } from '../../errors';
import { type AdminActor, recordAdminActivity } from '../../lib/admin-activity';
import { isUuid } from '../../lib/uuid';
import { creditDeliveredLines } from '../payouts/credit-delivered-lines';
import { recordStatusChange } from './order-history';

/** What the activity log calls each kind of order. */
export const ORDER_ENTITY_TYPES: Record<OrderKind, string> = {
  deal: 'order',
  dropshipping: 'dropshipping_order',
};

export interface ChangeOrderStatusOptions {
  kind: OrderKind;
  /** The order: a deal order's cart checkout id, or the drop-shipping order's id. */
  id: string;
  input: { status: string; note: string | null; lineIds?: string[] | undefined };
  admin: AdminActor;
}

export interface OrderStatusChange {
  from: string;
  to: string;
  /** The lines moved: every line at the order's status, or the lines named. */
  movedLineIds: string[];
  /** Whether the whole order moved (rather than some lines parting from it). */
  wholeOrder: boolean;
}

interface LineRow {
  id: string;
  status: string;
  reference: string | null;
}

/** The order's lines, locked: a deal order's lines, or the drop-shipping order itself. */
function lockLines(db: Db, kind: OrderKind, id: string): Promise<LineRow[]> {
  return queryRows<LineRow>(
    db,
    kind === 'deal'
      ? sql`SELECT o.id::text AS id, o.status, c.reference
            FROM cart_checkouts c JOIN orders o ON o.checkout_reference = c.reference
            WHERE c.id = ${id}::uuid ORDER BY o.created_at, o.id FOR UPDATE OF c, o`
      : sql`SELECT id::text AS id, status, COALESCE(reference, payment_reference) AS reference
            FROM dropshipping_orders WHERE id = ${id}::uuid FOR UPDATE`,
  );
}

/**
 * An admin moves an order to its next status, only as the rule allows (409 with words otherwise):
 * every line at the order's status moves with it (ADR 060); lines named in `lineIds` move alone,
 * each as the rule allows from its own status. The rows are locked, so of two admins making the
 * same move one succeeds and the other is refused; the change, a history row per line and one
 * activity row are written in one transaction.
 */
export async function changeOrderStatus(
  db: Db,
  options: ChangeOrderStatusOptions,
): Promise<OrderStatusChange> {
  const { kind, id, input, admin } = options;
  if (!isUuid(id)) throw notFound(ADMIN_ORDER_MESSAGES.notFound);
  return db.transaction(async (tx) => {
    const lines = await lockLines(tx, kind, id);
    if (lines.length === 0) throw notFound(ADMIN_ORDER_MESSAGES.notFound);
    const reference = lines[0]!.reference;
    const orderStatus = orderStatusOfLines(
      kind,
      lines.map((line) => line.status),
    );
    const named = input.lineIds ? lines.filter((line) => input.lineIds!.includes(line.id)) : null;
    if (named && named.length !== new Set(input.lineIds).size) {
      throw notFound('This line is not part of the order.');
    }
    const moving = named ?? lines.filter((line) => line.status === orderStatus);
    const from = moving[0]!.status;
    if (moving.some((line) => line.status !== from)) {
      throw new AppError(
        409,
        'LINES_APART',
        'These lines are at different statuses: move them one at a time.',
      );
    }
    if (input.status === REFUNDED_STATUS && canTransition(kind, from, input.status)) {
      throw new AppError(409, 'REFUND_REQUIRED', transitionRefusal(kind, from, input.status));
    }
    if (!canTransition(kind, from, input.status)) {
      throw new AppError(409, 'TRANSITION_NOT_ALLOWED', transitionRefusal(kind, from, input.status));
    }
    const ids = moving.map((line) => line.id);
    const idList = sql.join(
      ids.map((lineId) => sql`${lineId}::uuid`),
      sql`, `,
    );
    if (kind === 'deal') {
      await tx.execute(sql`UPDATE orders SET status = ${input.status} WHERE id IN (${idList})`);
    } else {
      await tx.execute(
        sql`UPDATE dropshipping_orders SET status = ${input.status}, updated_at = now() WHERE id IN (${idList})`,
      );
    }
    // A vendor's line delivered is credited to its ledger in the same transaction (ADR 068).
    if (input.status === 'delivered') await creditDeliveredLines(tx, kind, ids);
    for (const lineId of ids) {
      await recordStatusChange(tx, {
        kind,
        orderId: lineId,
        from,
        to: input.status,
        admin,
        note: input.note,
      });
    }
    const wholeOrder = ids.length === lines.filter((line) => line.status !== 'cancelled').length;
    await recordAdminActivity(tx, {
      admin,
      action: 'order.status',
      entityType: ORDER_ENTITY_TYPES[kind],
      entityId: reference ?? id,
      before: { status: from },
      after: {
        status: input.status,
        ...(input.note && { note: input.note }),
        ...(!wholeOrder && { lines: ids.length }),
      },
    });
    return { from, to: input.status, movedLineIds: ids, wholeOrder };
  });
}
