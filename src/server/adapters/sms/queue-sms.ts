import { toGhanaPhone } from '../../../shared/phone';
import type { Db } from '../../db/client';
import { smsOutbox } from '../../db/schema';

/** A database or an open transaction. */
type Writer = Pick<Db, 'insert'>;

/**
 * Puts an SMS in the outbox for the deliver-sms job (docs/decisions/038), in the transaction of the
 * change that causes it. The number is normalised to +233…; a number that is not a Ghana one gets
 * no message.
 */
export async function queueSms(db: Writer, message: { to: string | null | undefined; text: string }) {
  const to = toGhanaPhone(message.to);
  if (!to) return;
  await db.insert(smsOutbox).values({ to, text: message.text });
}
