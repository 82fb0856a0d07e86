import { count, desc, eq } from 'drizzle-orm';
import { FAILED_MESSAGES_PAGE_SIZE, type FailedMessagesPage } from '../../../shared/admin/failed-messages';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema';

/** E-mails marked failed after their last attempt, newest first. */
export async function listFailedMessages(db: Db, options: { page: number }): Promise<FailedMessagesPage> {
  const { page } = options;
  const failed = eq(emailOutbox.status, 'failed');
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(emailOutbox)
      .where(failed)
      .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
      .limit(FAILED_MESSAGES_PAGE_SIZE)
      .offset((page - 1) * FAILED_MESSAGES_PAGE_SIZE),
    db.select({ n: count() }).from(emailOutbox).where(failed),
  ]);
  return {
    messages: rows.map((row) => ({
      id: row.id,
      to: row.to,
      subject: row.subject,
      attempts: row.attempts,
      lastError: row.lastError,
      createdAt: row.createdAt.toISOString(),
    })),
    page,
    pageSize: FAILED_MESSAGES_PAGE_SIZE,
    total: total!.n,
  };
}
