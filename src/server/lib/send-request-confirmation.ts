import { REQUEST_KINDS, type RequestKind, trackUrl } from '../../shared/requests/request-kinds';
import { queueEmail } from '../adapters/mail/queue-email';
import { renderEmail } from '../adapters/mail/render-email';
import { queueSms } from '../adapters/sms/queue-sms';
import type { Db } from '../db/client';

export interface RequestConfirmation {
  to: string | null;
  /** The phone the customer gave: the reference goes there by SMS too. */
  phone: string | null;
  kind: RequestKind;
  reference: string;
  /** What happens next, in the spec's words (e.g. "We'll contact you within 24 hours."). */
  nextStep: string;
  publicUrl: string;
}

/**
 * Tells the customer their request arrived and how to follow it, by e-mail and SMS: queued in the
 * transaction that stores the request, so all are kept or none.
 */
export async function sendRequestConfirmation(db: Db, confirmation: RequestConfirmation): Promise<void> {
  const { to, phone, kind, reference, nextStep, publicUrl } = confirmation;
  const label = REQUEST_KINDS[kind].label;
  await queueSms(db, {
    to: phone,
    text: `GhanaMart: we received your ${label}. Reference ${reference}. Track it at ${publicUrl}${trackUrl(reference)}`,
  });
  if (!to) return;
  await queueEmail(
    db,
    renderEmail({
      to,
      subject: `${label} received: ${reference}`,
      paragraphs: [
        `Thank you! We have received your ${label.toLowerCase()}. Your reference is ${reference}.`,
        nextStep,
        'You can follow it at any time with this reference and the phone number or e-mail you gave us.',
      ],
      action: { label: 'Track my request', url: `${publicUrl}${trackUrl(reference)}` },
    }),
  );
}
