import { and, eq } from 'drizzle-orm';
import type { PaymentProvider } from '../../adapters/payments/payment-provider';
import { paymentAttempts, requestQuotes } from '../../db/schema';
import { settleFromProvider } from '../checkout/settle-from-provider';
import type { SettleDeps } from '../checkout/settle-payment';
import { findOwnRequest, type RequestAccess } from './find-own-request';

const REFERENCE_PATTERN = /^PAY-[A-Z0-9-]{19}$/;

/**
 * The requester is back on the quote page from the provider with an attempt's reference: while the
 * quote is unpaid (a provider may call a payment under way "abandoned" at first), the attempt is asked
 * about and settled through the same path as the webhook. Answers whether this attempt paid it.
 */
export async function verifyQuotePayment(
  deps: SettleDeps & { provider: PaymentProvider },
  access: RequestAccess & { paymentReference: string },
): Promise<{ paid: boolean }> {
  const { db } = deps;
  const requester = await findOwnRequest(db, access);
  const find = async () => {
    const [found] = REFERENCE_PATTERN.test(access.paymentReference)
      ? await db
          .select({ quote: requestQuotes, attemptStatus: paymentAttempts.status })
          .from(paymentAttempts)
          .innerJoin(requestQuotes, eq(requestQuotes.id, paymentAttempts.quoteId))
          .where(
            and(
              eq(paymentAttempts.reference, access.paymentReference),
              eq(requestQuotes.requestReference, requester.reference),
            ),
          )
      : [];
    return found;
  };
  let found = await find();
  if (!found) return { paid: false };
  if (found.quote.paidAt === null || found.attemptStatus === 'pending') {
    if (await settleFromProvider(deps, access.paymentReference)) found = (await find())!;
  }
  return { paid: found.quote.paymentReference === access.paymentReference && found.quote.paidAt !== null };
}
