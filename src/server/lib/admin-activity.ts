import type { Db } from '../db/client';
import { adminActivity } from '../db/schema';

/** The admin making a change, as the admin plugin read it from the session. */
export interface AdminActor {
  id: string;
  username: string;
}

/** A database or an open transaction: the entry must be written by the change's own transaction. */
type Writer = Pick<Db, 'insert'>;

export interface ActivityEntryOptions {
  admin: AdminActor;
  /** What was done, e.g. `dhl_shipment.update`. */
  action: string;
  entityType: string;
  entityId: string;
  /** The record's fields before and after; only those whose value changed are kept. */
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

/** A value as JSON stores it (dates as ISO text), so that equal values compare equal. */
function jsonValue(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  return value === undefined ? null : value;
}

/** The fields whose values differ, each with its value before and after. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>) {
  const changed = { before: {} as Record<string, unknown>, after: {} as Record<string, unknown> };
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const was = jsonValue(before[key]);
    const is = jsonValue(after[key]);
    if (JSON.stringify(was) === JSON.stringify(is)) continue;
    changed.before[key] = was;
    changed.after[key] = is;
  }
  return changed;
}

/**
 * Records an admin's change in the activity log. Call it with the transaction that makes the
 * change: the change and its entry are written together or not at all.
 */
export async function recordAdminActivity(tx: Writer, options: ActivityEntryOptions) {
  const { before, after } = changedFields(options.before, options.after);
  await tx.insert(adminActivity).values({
    adminId: options.admin.id,
    adminUsername: options.admin.username,
    action: options.action,
    entityType: options.entityType,
    entityId: options.entityId,
    before,
    after,
  });
}
