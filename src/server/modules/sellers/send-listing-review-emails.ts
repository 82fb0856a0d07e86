import type { ListingReview } from '../../../shared/sellers/seller-forms';
import { queueEmail } from '../../adapters/mail/queue-email';
import { renderEmail } from '../../adapters/mail/render-email';
import type { Db } from '../../db/client';
import type { vendorProfiles } from '../../db/schema';

type Vendor = typeof vendorProfiles.$inferSelect;

/**
 * Tells each vendor how the review of its listings ended, at the business e-mail it registered
 * with: one message per vendor for a batch, queued in the review's transaction.
 */
export async function sendListingReviewEmails(
  db: Db,
  options: { review: ListingReview; reviewed: { vendor: Vendor; name: string }[]; publicUrl: string },
): Promise<void> {
  const { review, reviewed, publicUrl } = options;
  const byVendor = new Map<string, { vendor: Vendor; names: string[] }>();
  for (const { vendor, name } of reviewed) {
    const entry = byVendor.get(vendor.id) ?? { vendor, names: [] };
    entry.names.push(name);
    byVendor.set(vendor.id, entry);
  }
  for (const { vendor, names } of byVendor.values()) {
    const one = names.length === 1;
    const approved = review.decision === 'approve';
    const subject = approved
      ? one
        ? `Your listing is approved: ${names[0]}`
        : `${names.length} of your listings are approved`
      : one
        ? `Your listing was not approved: ${names[0]}`
        : `${names.length} of your listings were not approved`;
    const paragraphs = approved
      ? [
          `Good news! ${one ? 'This listing' : 'These listings'} of ${vendor.businessName} passed our review:`,
          ...names.map((name) => `• ${name}`),
          vendor.status === 'suspended'
            ? `${one ? 'It' : 'They'} will be in the shop once your vendor account is reinstated.`
            : `Shoppers see ${one ? 'it' : 'them'} in the shop now.`,
        ]
      : [
          `We are sorry: ${one ? 'this listing' : 'these listings'} of ${vendor.businessName} did not pass our review:`,
          ...names.map((name) => `• ${name}`),
          `The reason: ${review.decision === 'reject' ? review.reason : ''}`,
          'Change what the reason asks for in the seller center and send it for review again.',
        ];
    await queueEmail(
      db,
      renderEmail({
        to: vendor.businessEmail,
        subject,
        paragraphs,
        action: { label: 'Open the seller center', url: `${publicUrl}/seller/listings` },
      }),
    );
  }
}
