import { eq } from 'drizzle-orm';
import { formatCedis, fromPesewas } from '../../../shared/money';
import { queueEmail } from '../../adapters/mail/queue-email';
import { renderEmail } from '../../adapters/mail/render-email';
import { queueSms } from '../../adapters/sms/queue-sms';
import { smsCedis } from '../../adapters/sms/sms-text';
import type { Db } from '../../db/client';
import { type vendorPayouts, vendorProfiles } from '../../db/schema';

/** The seller center's Money page, where the vendor reads its balance. */
export const SELLER_MONEY_PATH = '/seller/money';

type Outcome = 'success' | 'failed' | 'reversed';

/**
 * Tells the vendor a payout's outcome by SMS (the business phone, else the contact person's) and
 * e-mail (the business e-mail), queued in the transaction that records the outcome.
 */
export async function tellPayout(
  db: Db,
  payout: typeof vendorPayouts.$inferSelect,
  outcome: Outcome,
  publicUrl: string,
): Promise<void> {
  const [vendor] = await db
    .select({
      businessName: vendorProfiles.businessName,
      businessEmail: vendorProfiles.businessEmail,
      businessPhone: vendorProfiles.businessPhone,
      contactPersonPhone: vendorProfiles.contactPersonPhone,
    })
    .from(vendorProfiles)
    .where(eq(vendorProfiles.id, payout.vendorId));
  if (!vendor) return;
  const amount = fromPesewas(payout.amountPesewas);
  const sms =
    outcome === 'success'
      ? `GhanaMart: we have paid ${smsCedis(amount)} to your ${payout.destination}.`
      : `GhanaMart: your payout of ${smsCedis(amount)} to ${payout.destination} did not go through. The money is back in your balance.`;
  await queueSms(db, { to: vendor.businessPhone || vendor.contactPersonPhone, text: sms });
  const paragraphs =
    outcome === 'success'
      ? [
          `Hello ${vendor.businessName},`,
          `We have paid ${formatCedis(amount)} to your ${payout.destination} (payout ${payout.reference}).`,
          'Your statements list every sale and payout.',
        ]
      : [
          `Hello ${vendor.businessName},`,
          `Your payout of ${formatCedis(amount)} to ${payout.destination} (payout ${payout.reference}) ${
            outcome === 'reversed' ? 'was reversed by the bank or network' : 'did not go through'
          }${payout.failureReason ? `: ${payout.failureReason}` : ''}.`,
          'The money is back in your balance, and will be paid with your next payout. Please check your payout account.',
        ];
  await queueEmail(
    db,
    renderEmail({
      to: vendor.businessEmail,
      subject:
        outcome === 'success'
          ? `Your payout of ${formatCedis(amount)} is paid`
          : `Your payout of ${formatCedis(amount)} did not go through`,
      paragraphs,
      action: { label: 'See my money', url: `${publicUrl}${SELLER_MONEY_PATH}` },
    }),
  );
}
