import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import type { Mailer } from './mailer';

/** Keeps every message as a row, readable at /dev/mailbox: a fresh install can verify accounts. */
export function createOutboxMailer(db: Db): Mailer {
  return {
    kind: 'outbox',
    async send(message) {
      await db.insert(emailOutbox).values(message);
    },
  };
}
