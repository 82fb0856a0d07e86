import { and, eq, inArray, sql } from 'drizzle-orm';
import { formatCalendarDay } from '../../shared/dates';
import { formatCedis, fromPesewas, toPesewas } from '../../shared/money';
import { QUOTE_MESSAGES, type QuoteLineKey } from '../../shared/quotes/quote-texts';
import { canMoveRequest, isRequestStatus } from '../../shared/requests/request-status';
import { smsCedis } from '../adapters/sms/sms-text';
import type { Db } from '../db/client';
import { deliveryRequests, requestQuotes, serviceRequests } from '../db/schema';
import { AppError } from '../errors';
import { type AdminActor, recordAdminActivity } from './admin-activity';
import { recordRequestEvent, tellRequester } from './request-events';
import { quotePageUrl } from './request-link';
import type { Requester } from './requester';

export interface IssueQuoteOptions {
  requester: Requester;
  /** GH₵ as exact text ("250.00") per line. */
  lines: Record<QuoteLineKey, string>;
  validUntil: string;
  note: string | null;
  admin: AdminActor;
  publicUrl: string;
  linkSecret: string;
}

/**
 * Gives a request a quote, in the caller's transaction: the open quote it had is replaced (a paid one
 * refuses: it is refunded first), the request becomes Quoted where its rule allows, the step joins
 * its history, and the requester is sent the link to pay or decline by e-mail and SMS.
 */
export async function issueQuote(tx: Db, options: IssueQuoteOptions) {
  const { requester, lines, validUntil, note, admin } = options;
  const live = await tx
    .select()
    .from(requestQuotes)
    .where(
      and(
        eq(requestQuotes.requestReference, requester.reference),
        inArray(requestQuotes.status, ['open', 'paid']),
      ),
    )
    .for('update');
  if (live.some((quote) => quote.status === 'paid')) {
    throw new AppError(409, 'QUOTE_PAID', QUOTE_MESSAGES.paidAlready);
  }
  if (live.length > 0) {
    await tx
      .update(requestQuotes)
      .set({ status: 'replaced', updatedAt: sql`now()` })
      .where(and(eq(requestQuotes.requestReference, requester.reference), eq(requestQuotes.status, 'open')));
  }
  const amounts = {
    itemCostPesewas: toPesewas(lines.itemCost),
    freightPesewas: toPesewas(lines.freight),
    dutyAndLeviesPesewas: toPesewas(lines.dutyAndLevies),
    serviceFeePesewas: toPesewas(lines.serviceFee),
    deliveryPesewas: toPesewas(lines.delivery),
  };
  const totalPesewas = Object.values(amounts).reduce((sum, amount) => sum + amount, 0);
  const [quote] = await tx
    .insert(requestQuotes)
    .values({
      requestReference: requester.reference,
      requestKind: requester.kind,
      ...amounts,
      totalPesewas,
      validUntil,
      note,
      createdBy: admin.id,
    })
    .returning();
  await markQuoted(tx, requester);
  await recordRequestEvent(tx, requester.reference, { type: 'status', stage: 'quoted', adminId: admin.id });
  const total = fromPesewas(totalPesewas);
  await recordAdminActivity(tx, {
    admin,
    action: live.length > 0 ? 'request.quote_reissue' : 'request.quote',
    entityType: 'request',
    entityId: requester.reference,
    before: { quote: live[0] ? fromPesewas(live[0].totalPesewas) : null },
    after: { quote: total, validUntil },
  });
  const url = quotePageUrl(options.publicUrl, options.linkSecret, requester.reference);
  const until = formatCalendarDay(validUntil);
  await tellRequester(tx, requester, {
    subject: `Your quote for ${requester.reference}: ${formatCedis(total)}`,
    paragraphs: [
      `Here is our price for your ${requester.kindLabel.toLowerCase()} ${requester.reference}: ${formatCedis(total)} in all, estimated duties included.`,
      `You can pay it by mobile money (MTN MoMo, Telecel Cash, AT Money) or card until ${until}, or decline it, on the quote's page.`,
      ...(note ? [note] : []),
    ],
    sms: `your quote for ${requester.reference} is ${smsCedis(total)}, payable until ${until}. Pay or decline:`,
    action: { label: 'See and pay the quote', url },
  });
  return quote!;
}

/** The request's own status becomes Quoted where the transition rule allows it (DHL keeps its own). */
async function markQuoted(tx: Db, requester: Requester) {
  if (!isRequestStatus(requester.status) || !canMoveRequest(requester.status, 'quoted')) return;
  if (requester.kind === 'delivery') {
    await tx
      .update(deliveryRequests)
      .set({ status: 'quoted', updatedAt: sql`now()` })
      .where(eq(deliveryRequests.reference, requester.reference));
  } else if (requester.kind !== 'dhl') {
    await tx
      .update(serviceRequests)
      .set({ status: 'quoted', updatedAt: sql`now()` })
      .where(eq(serviceRequests.reference, requester.reference));
  }
}
