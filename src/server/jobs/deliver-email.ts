import type { Mailer, MailMessage } from '../adapters/mail/mailer';
import type { Db } from '../db/client';
import type { Logger } from '../lib/logger';
import { type DeliveryOptions, deliverOutbox, type OutboxChannel } from './deliver-outbox';

export const EMAIL_OUTBOX_TABLE = 'email_outbox';

export function emailChannel(mailer: Mailer): OutboxChannel<MailMessage> {
  return {
    table: EMAIL_OUTBOX_TABLE,
    toMessage: (row) => ({
      to: row.to_address as string,
      subject: row.subject as string,
      text: row.text_body as string,
      ...(row.html_body ? { html: row.html_body as string } : {}),
    }),
    send: (message, delivery) => mailer.send(message, delivery),
  };
}

/** The deliver-email job: the e-mail outbox through the configured Mailer. */
export function deliverEmail(db: Db, mailer: Mailer, log: Logger, options: DeliveryOptions) {
  return deliverOutbox(db, emailChannel(mailer), log, options);
}
