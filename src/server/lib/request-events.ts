import type { Stage } from '../../shared/quotes/quote-texts';
import { queueEmail } from '../adapters/mail/queue-email';
import { renderEmail } from '../adapters/mail/render-email';
import { queueSms } from '../adapters/sms/queue-sms';
import type { Db } from '../db/client';
import { requestEvents } from '../db/schema';
import type { Requester } from './requester';

/** A database or an open transaction: the entry is written by the change's own transaction. */
type Writer = Pick<Db, 'insert'>;

export type RequestEvent =
  | { type: 'status'; stage: Stage; note?: string | null; adminId?: string | null }
  | { type: 'answer'; body: string; adminId: string }
  | { type: 'reply'; body: string };

/** One entry of a request's history or thread. */
export async function recordRequestEvent(db: Writer, reference: string, event: RequestEvent): Promise<void> {
  await db.insert(requestEvents).values({
    requestReference: reference,
    type: event.type,
    stage: event.type === 'status' ? event.stage : null,
    body: event.type === 'status' ? (event.note ?? null) : event.body,
    adminId: event.type === 'reply' ? null : (event.adminId ?? null),
  });
}

export interface RequesterMessage {
  subject: string;
  paragraphs: string[];
  /** The SMS, without the link: the link is added to it. */
  sms: string;
  action: { label: string; url: string };
}

/**
 * Tells the requester by e-mail (when they gave one) and SMS (a Ghana number), queued in the
 * transaction of the change, each with the link to follow it.
 */
export async function tellRequester(db: Writer, requester: Requester, message: RequesterMessage) {
  await queueSms(db, {
    to: requester.phone,
    text: `GhanaMart: ${message.sms} ${message.action.url}`,
  });
  if (!requester.email) return;
  await queueEmail(
    db,
    renderEmail({
      to: requester.email,
      subject: message.subject,
      paragraphs: [`Hello ${requester.name},`, ...message.paragraphs],
      action: message.action,
    }),
  );
}
