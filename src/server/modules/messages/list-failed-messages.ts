import { count, desc, eq, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import {
  FAILED_MESSAGES_PAGE_SIZE,
  type FailedMessagesPage,
  type MessageChannel,
} from '../../../shared/admin/failed-messages';
import { hideDeliveryCode } from '../../../shared/riders/rider-jobs';
import type { Db } from '../../db/client';
import { emailOutbox, smsOutbox } from '../../db/schema';

/** E-mails and SMS marked failed after their last attempt, newest first, in one list. */
export async function listFailedMessages(db: Db, options: { page: number }): Promise<FailedMessagesPage> {
  const { page } = options;
  const failedEmail = eq(emailOutbox.status, 'failed');
  const failedSms = eq(smsOutbox.status, 'failed');
  const emails = db
    .select({
      id: emailOutbox.id,
      channel: sql<MessageChannel>`'email'`.as('channel'),
      to: emailOutbox.to,
      subject: emailOutbox.subject,
      attempts: emailOutbox.attempts,
      lastError: emailOutbox.lastError,
      createdAt: emailOutbox.createdAt,
    })
    .from(emailOutbox)
    .where(failedEmail);
  const texts = db
    .select({
      id: smsOutbox.id,
      channel: sql<MessageChannel>`'sms'`.as('channel'),
      to: smsOutbox.to,
      subject: smsOutbox.text,
      attempts: smsOutbox.attempts,
      lastError: smsOutbox.lastError,
      createdAt: smsOutbox.createdAt,
    })
    .from(smsOutbox)
    .where(failedSms);
  const [rows, [emailTotal], [smsTotal]] = await Promise.all([
    unionAll(emails, texts)
      .orderBy(desc(sql`created_at`), desc(sql`id`))
      .limit(FAILED_MESSAGES_PAGE_SIZE)
      .offset((page - 1) * FAILED_MESSAGES_PAGE_SIZE),
    db.select({ n: count() }).from(emailOutbox).where(failedEmail),
    db.select({ n: count() }).from(smsOutbox).where(failedSms),
  ]);
  return {
    messages: rows.map((row) => ({
      id: row.id,
      channel: row.channel,
      to: row.to,
      subject: hideDeliveryCode(row.subject),
      attempts: row.attempts,
      lastError: row.lastError,
      createdAt: new Date(row.createdAt).toISOString(),
    })),
    page,
    pageSize: FAILED_MESSAGES_PAGE_SIZE,
    total: emailTotal!.n + smsTotal!.n,
  };
}
