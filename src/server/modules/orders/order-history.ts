import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AdminOrderEvent } from '../../../shared/orders/admin-orders';
import type { OrderStatusStep } from '../../../shared/orders/order';
import type { OrderKind } from '../../../shared/orders/order-status';
import { statusLabel } from '../../../shared/orders/order-status';
import type { Db } from '../../db/client';
import { orderStatusHistory } from '../../db/schema';

/** A database or an open transaction: a history row is written by the change's own transaction. */
type Writer = Pick<Db, 'insert'>;

export interface StatusChangeEntry {
  kind: OrderKind;
  orderId: string;
  from: string;
  to: string;
  /** Null when the shop itself made the change (a payment). */
  admin: { id: string; username: string } | null;
  note?: string | null;
}

/** Time-stamps one status change into the order's history. */
export async function recordStatusChange(tx: Writer, entry: StatusChangeEntry) {
  await tx.insert(orderStatusHistory).values({
    orderKind: entry.kind,
    orderId: entry.orderId,
    fromStatus: entry.from,
    toStatus: entry.to,
    adminId: entry.admin?.id ?? null,
    adminUsername: entry.admin?.username ?? null,
    note: entry.note ?? null,
  });
}

/** The status changes of these orders of one kind, oldest first, by order id. */
export async function loadHistories(
  db: Db,
  kind: OrderKind,
  orderIds: string[],
): Promise<Map<string, AdminOrderEvent[]>> {
  const byOrder = new Map<string, AdminOrderEvent[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(orderStatusHistory)
    .where(and(eq(orderStatusHistory.orderKind, kind), inArray(orderStatusHistory.orderId, orderIds)))
    .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
  for (const row of rows) {
    const events = byOrder.get(row.orderId) ?? [];
    events.push({
      fromStatus: row.fromStatus,
      toStatus: row.toStatus,
      toLabel: statusLabel(row.toStatus),
      at: row.createdAt.toISOString(),
      by: row.adminUsername,
      note: row.note,
    });
    byOrder.set(row.orderId, events);
  }
  return byOrder;
}

/** An order's timeline: where it started (when placed), then every change of its history. */
export function historySteps(
  status: string,
  createdAt: string,
  changes: readonly AdminOrderEvent[],
): OrderStatusStep[] {
  const first = changes[0]?.fromStatus ?? status;
  return [
    { status: first, statusLabel: statusLabel(first), at: createdAt },
    ...changes.map((change) => ({ status: change.toStatus, statusLabel: change.toLabel, at: change.at })),
  ];
}

/**
 * The history of whole orders from their lines' (ADR 060): a change that moved several lines at
 * once (one transaction, one time) is one event; one that moved only some lines of the order names
 * them.
 */
export async function loadOrderHistories(
  db: Db,
  kind: OrderKind,
  linesByOrder: ReadonlyMap<string, readonly { id: string; item: string }[]>,
): Promise<Map<string, AdminOrderEvent[]>> {
  const lineIds = [...linesByOrder.values()].flatMap((lines) => lines.map((line) => String(line.id)));
  const byLine = await loadHistories(db, kind, lineIds);
  const byOrder = new Map<string, AdminOrderEvent[]>();
  for (const [orderId, lines] of linesByOrder) {
    const events = new Map<string, { event: AdminOrderEvent; lines: string[] }>();
    for (const line of lines) {
      for (const event of byLine.get(String(line.id)) ?? []) {
        const key = [event.at, event.fromStatus, event.toStatus, event.by, event.note].join('\u0000');
        const same = events.get(key);
        if (same) same.lines.push(line.item);
        else events.set(key, { event, lines: [line.item] });
      }
    }
    byOrder.set(
      orderId,
      [...events.values()]
        .sort((a, b) => a.event.at.localeCompare(b.event.at))
        .map(({ event, lines: moved }) => (moved.length < lines.length ? { ...event, lines: moved } : event)),
    );
  }
  return byOrder;
}
