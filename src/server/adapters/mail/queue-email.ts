import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import type { MailMessage } from './mailer';

/** A database or an open transaction. */
type Writer = Pick<Db, 'insert'>;

/**
 * Puts a message in the outbox for the deliver-email job (docs/decisions/033). Called with the
 * transaction of the change that causes the message: it is sent only if that change commits.
 */
export async function queueEmail(db: Writer, message: MailMessage): Promise<void> {
  await db.insert(emailOutbox).values(message);
}
