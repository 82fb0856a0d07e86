import { REQUEST_KINDS, type RequestKind, trackUrl } from '../../shared/requests/request-kinds';
import type { Mailer } from '../adapters/mail/mailer';
import { renderEmail } from '../adapters/mail/render-email';
import type { Logger } from './logger';

export interface RequestConfirmation {
  to: string | null;
  kind: RequestKind;
  reference: string;
  /** What happens next, in the spec's words (e.g. "We'll contact you within 24 hours."). */
  nextStep: string;
  publicUrl: string;
}

/**
 * Tells the customer their request arrived and how to follow it. Sent after the request is
 * stored: a mail failure is logged and never loses the request.
 */
export async function sendRequestConfirmation(
  mailer: Mailer,
  log: Logger,
  confirmation: RequestConfirmation,
): Promise<void> {
  const { to, kind, reference, nextStep, publicUrl } = confirmation;
  if (!to) return;
  const label = REQUEST_KINDS[kind].label;
  try {
    await mailer.send(
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
  } catch (error) {
    log.error({ err: error, reference }, 'could not send the request confirmation');
  }
}
