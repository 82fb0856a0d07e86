import type { OrderKind } from '../../../shared/orders/order-status';
import { statusLabel } from '../../../shared/orders/order-status';
import type { Db } from '../../db/client';
import { loadDeliveryProgress } from '../../lib/delivery-progress';
import type { TrackedRecord } from '../../lib/tracking';
import { historySteps, loadHistories } from './order-history';

export interface TrackedOrderRow {
  id: string;
  name: string;
  quantity: number;
  status: string;
  createdAt: Date;
}

/**
 * What /track needs of an order (deal checkout or drop-shipping order): its lines' timelines and
 * nothing personal; the contact details only decide whether it is shown.
 */
export async function toTrackedOrderRecord(
  db: Db,
  kind: OrderKind,
  rows: readonly TrackedOrderRow[],
  contacts: Pick<TrackedRecord, 'emails' | 'phones'>,
  /** The order's reference, as its delivery job names it. */
  reference: string,
): Promise<TrackedRecord | null> {
  const first = rows[0];
  if (!first) return null;
  const histories = await loadHistories(
    db,
    kind,
    rows.map((row) => row.id),
  );
  const lines = rows.map((row) => ({
    id: row.id,
    name: row.name,
    quantity: row.quantity,
    status: row.status,
    statusLabel: statusLabel(row.status),
    history: historySteps(row.status, row.createdAt.toISOString(), histories.get(row.id) ?? []),
  }));
  const times = lines.flatMap((line) => line.history.map((step) => step.at)).sort();
  // The order's status: the lines' shared one, else the first line still going.
  const same = lines.every((line) => line.status === first.status);
  const status = same
    ? first.status
    : (lines.find((line) => line.status !== 'cancelled') ?? lines[0]!).status;
  return {
    status,
    createdAt: first.createdAt,
    updatedAt: new Date(times.at(-1) ?? first.createdAt.toISOString()),
    ...contacts,
    order: { kind, lines, delivery: await trackedDelivery(db, kind, reference) },
  };
}

/** The rider's progress without the job's id (or any code): what /track may show. */
async function trackedDelivery(db: Db, kind: OrderKind, reference: string) {
  const progress = await loadDeliveryProgress(
    db,
    kind === 'deal' ? 'deal_order' : 'dropshipping_order',
    reference,
  );
  if (!progress) return null;
  const { jobId: _jobId, ...shown } = progress;
  return shown;
}
