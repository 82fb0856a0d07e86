import { asc, desc, eq } from 'drizzle-orm';
import { fromPesewas } from '../../../shared/money';
import {
  QUOTE_LINES,
  QUOTE_STATUS_LABELS,
  type QuoteLineKey,
  type QuoteView,
  STAGE_LABELS,
  type Stage,
} from '../../../shared/quotes/quote-texts';
import type { RequestEventView } from '../../../shared/quotes/request-event';
import { todayInGhana } from '../../../shared/requests/today';
import type { Db } from '../../db/client';
import { requestEvents, requestQuotes } from '../../db/schema';

export type QuoteRow = typeof requestQuotes.$inferSelect;

const LINE_COLUMNS: Record<QuoteLineKey, keyof QuoteRow> = {
  itemCost: 'itemCostPesewas',
  freight: 'freightPesewas',
  dutyAndLevies: 'dutyAndLeviesPesewas',
  serviceFee: 'serviceFeePesewas',
  delivery: 'deliveryPesewas',
};

/** Open and past its last day (in Ghana). */
export function isExpired(quote: QuoteRow, now = new Date()): boolean {
  return quote.status === 'open' && quote.validUntil < todayInGhana(now);
}

export function stageLabel(stage: string | null): string | null {
  return stage && stage in STAGE_LABELS ? STAGE_LABELS[stage as Stage] : null;
}

/** A quote in the requester's words: its non-zero lines, total and state. */
export function toQuoteView(quote: QuoteRow, now = new Date()): QuoteView {
  const expired = isExpired(quote, now);
  return {
    id: quote.id,
    lines: QUOTE_LINES.filter(({ key }) => (quote[LINE_COLUMNS[key]] as number) > 0).map(
      ({ key, label }) => ({
        key,
        label,
        amount: fromPesewas(quote[LINE_COLUMNS[key]] as number),
      }),
    ),
    total: fromPesewas(quote.totalPesewas),
    validUntil: quote.validUntil,
    note: quote.note,
    status: quote.status,
    expired,
    statusLabel: QUOTE_STATUS_LABELS[expired ? 'expired' : quote.status],
    declineReason: quote.declineReason,
    stageLabel: quote.status === 'paid' ? stageLabel(quote.stage) : null,
    paidAt: quote.paidAt?.toISOString() ?? null,
  };
}

/** The request's latest quote (the live one when there is one), or null. */
export async function latestQuote(db: Db, reference: string): Promise<QuoteRow | null> {
  const [quote] = await db
    .select()
    .from(requestQuotes)
    .where(eq(requestQuotes.requestReference, reference))
    .orderBy(desc(requestQuotes.createdAt))
    .limit(1);
  return quote ?? null;
}

/** The request's history and thread, oldest first, in words. */
export async function requestEventViews(
  db: Db,
  reference: string,
  types: readonly RequestEventView['type'][] = ['status', 'answer', 'reply'],
): Promise<RequestEventView[]> {
  const rows = await db
    .select()
    .from(requestEvents)
    .where(eq(requestEvents.requestReference, reference))
    .orderBy(asc(requestEvents.createdAt), asc(requestEvents.id));
  return rows
    .filter((row) => types.includes(row.type))
    .map((row) => ({
      id: row.id,
      type: row.type,
      text: row.type === 'status' ? (stageLabel(row.stage) ?? '') : (row.body ?? ''),
      note: row.type === 'status' ? row.body : null,
      at: row.createdAt.toISOString(),
    }));
}
