import type { Mailer } from './mailer';

/** Without SMTP the outbox is the mailbox: a queued message is delivered by being there. */
export function createOutboxMailer(): Mailer {
  return {
    kind: 'outbox',
    async send() {},
    close() {},
  };
}
