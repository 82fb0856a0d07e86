import { and, eq, sql } from 'drizzle-orm';
import { ADMIN_MESSAGE_TEXTS } from '../../../shared/admin/failed-messages';
import type { Db } from '../../db/client';
import { emailOutbox, smsOutbox } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { type AdminActor, recordAdminActivity } from '../../lib/admin-activity';
import { isUuid } from '../../lib/uuid';

/**
 * An admin's Retry on a failed e-mail or SMS (ids are unique across both outboxes): it is pending
 * again with a fresh set of attempts (the outbox trigger wakes the delivery job), and the retry is
 * in the activity log. Once: a second click finds it no longer failed.
 */
export async function retryMessage(db: Db, options: { id: string; admin: AdminActor }): Promise<void> {
  const { id, admin } = options;
  if (!isUuid(id)) throw notFound(ADMIN_MESSAGE_TEXTS.notFound);
  await db.transaction(async (tx) => {
    const delivery = (table: typeof emailOutbox | typeof smsOutbox) =>
      tx
        .select({ status: table.status, attempts: table.attempts, lastError: table.lastError })
        .from(table)
        .where(eq(table.id, id))
        .for('update');
    let entityType = 'email';
    let table: typeof emailOutbox | typeof smsOutbox = emailOutbox;
    let [current] = await delivery(emailOutbox);
    if (!current) {
      entityType = 'sms';
      table = smsOutbox;
      [current] = await delivery(smsOutbox);
    }
    if (!current) throw notFound(ADMIN_MESSAGE_TEXTS.notFound);
    if (current.status !== 'failed') throw new AppError(409, 'NOT_FAILED', ADMIN_MESSAGE_TEXTS.notFailed);
    await tx
      .update(table)
      .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()` })
      .where(and(eq(table.id, id), eq(table.status, 'failed')));
    await recordAdminActivity(tx, {
      admin,
      action: 'message.retry',
      entityType,
      entityId: id,
      before: { status: current.status, attempts: current.attempts, lastError: current.lastError },
      after: { status: 'pending', attempts: 0, lastError: current.lastError },
    });
  });
}
