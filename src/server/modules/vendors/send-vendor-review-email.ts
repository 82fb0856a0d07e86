import type { AdminVendor } from '../../../shared/vendors/vendor-messages';
import { queueEmail } from '../../adapters/mail/queue-email';
import { renderEmail } from '../../adapters/mail/render-email';
import type { Db } from '../../db/client';

/**
 * Tells the vendor the outcome of the review, at the business e-mail they registered with: queued
 * in the review's transaction.
 */
export async function sendVendorReviewEmail(
  db: Db,
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
  await queueEmail(
    db,
    renderEmail({
      to: vendor.businessEmail,
      subject: verified
        ? `Your vendor registration is verified: ${vendor.reference}`
        : `Your vendor registration was not approved: ${vendor.reference}`,
      paragraphs,
      action: { label: 'See my vendor profile', url: `${publicUrl}/vendors` },
    }),
  );
}
