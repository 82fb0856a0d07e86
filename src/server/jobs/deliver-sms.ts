import type { Sms, SmsMessage } from '../adapters/sms/sms';
import type { Db } from '../db/client';
import type { Logger } from '../lib/logger';
import { type DeliveryOptions, deliverOutbox, type OutboxChannel } from './deliver-outbox';

export const SMS_OUTBOX_TABLE = 'sms_outbox';

export function smsChannel(sms: Sms): OutboxChannel<SmsMessage> {
  return {
    table: SMS_OUTBOX_TABLE,
    toMessage: (row) => ({ to: row.to_number as string, text: row.text_body as string }),
    send: (message, delivery) => sms.send(message, delivery),
  };
}

/** The deliver-sms job: the SMS outbox through the configured gateway (docs/decisions/038). */
export function deliverSms(db: Db, sms: Sms, log: Logger, options: DeliveryOptions) {
  return deliverOutbox(db, smsChannel(sms), log, options);
}
