import type { Sms } from './sms';

/** Without a gateway the outbox is the phone: a queued message is delivered by being there. */
export function createOutboxSms(): Sms {
  return { kind: 'outbox', async send() {} };
}
