import { REQUEST_KINDS, type RequestKind, trackUrl } from '../../shared/requests/request-kinds';
import { queueEmail } from '../adapters/mail/queue-email';
import { renderEmail } from '../adapters/mail/render-email';
import type { Db } from '../db/client';

export interface RequestConfirmation {
  to: string | null;
  kind: RequestKind;
  reference: string;
  /** What happens next, in the spec's words (e.g. "We'll contact you within 24 hours."). */
  nextStep: string;
  publicUrl: string;
}

/**
 * Tells the customer their request arrived and how to follow it: queued in the transaction that
 * stores the request, so both are kept or neither.
 */
export async function sendRequestConfirmation(db: Db, confirmation: RequestConfirmation): Promise<void> {
  const { to, kind, reference, nextStep, publicUrl } = confirmation;
  if (!to) return;
  const label = REQUEST_KINDS[kind].label;
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
