import { sql } from 'drizzle-orm';
import { canTransition, type OrderKind } from '../../../shared/orders/order-status';
import { type Db, queryRows } from '../../db/client';
import type { DeliverySubjectKind } from '../../lib/delivery-progress';
import { recordStatusChange } from '../orders/order-history';
import { creditDeliveredLines } from '../payouts/credit-delivered-lines';

const ORDER_KIND_OF_JOB: Partial<Record<DeliverySubjectKind, OrderKind>> = {
  deal_order: 'deal',
  dropshipping_order: 'dropshipping',
};

/**
 * Moves the order a job carries with the rider's step (on the way, delivered), in the step's
 * transaction: only its lines the order rule lets move, each with a history row. Requests have
 * no order status; a line already there (or cancelled) stays as it is. A vendor's line delivered
 * is credited to its ledger here, as the admin's own move to delivered does (ADR 068), once per line.
 */
export async function moveSubjectOrder(
  tx: Db,
  job: { kind: DeliverySubjectKind; subjectReference: string },
  to: 'out_for_delivery' | 'delivered',
  note: string,
): Promise<void> {
  const kind = ORDER_KIND_OF_JOB[job.kind];
  if (!kind) return;
  const lines = await queryRows<{ id: string; status: string }>(
    tx,
    kind === 'deal'
      ? sql`SELECT id::text AS id, status FROM orders WHERE checkout_reference = ${job.subjectReference} FOR UPDATE`
      : sql`SELECT id::text AS id, status FROM dropshipping_orders
            WHERE reference = ${job.subjectReference} OR payment_reference = ${job.subjectReference} FOR UPDATE`,
  );
  const moved: string[] = [];
  for (const line of lines) {
    if (!canTransition(kind, line.status, to)) continue;
    moved.push(line.id);
    if (kind === 'deal') {
      await tx.execute(sql`UPDATE orders SET status = ${to} WHERE id = ${line.id}::uuid`);
    } else {
      await tx.execute(
        sql`UPDATE dropshipping_orders SET status = ${to}, updated_at = now() WHERE id = ${line.id}::uuid`,
      );
    }
    await recordStatusChange(tx, { kind, orderId: line.id, from: line.status, to, admin: null, note });
  }
  if (to === 'delivered') await creditDeliveredLines(tx, kind, moved);
}
