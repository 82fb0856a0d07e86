import type { AdminVendor } from '../../../shared/vendors/vendor-messages';
import type { Mailer } from '../../adapters/mail/mailer';
import { renderEmail } from '../../adapters/mail/render-email';
import type { Logger } from '../../lib/logger';

/**
 * Tells the vendor the outcome of the review, at the business e-mail they registered with. Sent
 * after the review is committed: a mail failure is logged and never undoes the review.
 */
export async function sendVendorReviewEmail(
  mailer: Mailer,
  log: Logger,
  options: { vendor: AdminVendor; publicUrl: string },
): Promise<void> {
  const { vendor, publicUrl } = options;
  const verified = vendor.status === 'verified';
  const paragraphs = verified
    ? [
        `Good news! ${vendor.businessName} is now a verified vendor on GhanaMart (reference ${vendor.reference}).`,
        'Thank you for joining us. We will be in touch about listing your products.',
      ]
    : [
        `We are sorry: the vendor registration of ${vendor.businessName} (reference ${vendor.reference}) was not approved.`,
        `The reason: ${vendor.rejectionReason ?? ''}`,
        'If you have any questions, or can send us what was missing, please reply to this e-mail or contact us.',
      ];
  try {
    await mailer.send(
      renderEmail({
        to: vendor.businessEmail,
        subject: verified
          ? `Your vendor registration is verified: ${vendor.reference}`
          : `Your vendor registration was not approved: ${vendor.reference}`,
        paragraphs,
        action: { label: 'See my vendor profile', url: `${publicUrl}/vendors` },
      }),
    );
  } catch (error) {
    log.error({ err: error, reference: vendor.reference }, 'could not send the vendor review e-mail');
  }
}
