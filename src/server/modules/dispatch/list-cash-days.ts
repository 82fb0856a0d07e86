import { and, asc, eq, or, sql } from 'drizzle-orm';
import { fromPesewas, toPesewas } from '../../../shared/money';
import type { CashDay, CashResponse } from '../../../shared/riders/rider-words';
import type { Db } from '../../db/client';
import { cashHandins } from '../../db/schema';

interface DayRow extends Record<string, unknown> {
  rider_id: string;
  rider_name: string;
  day: string;
  deliveries: number;
  expected: string;
  collected: string;
  handed_in: string;
  written_off: string;
  reasons: string[] | null;
}

/**
 * The figures of one rider's day (docs/decisions/067), by the Accra day of each delivery: expected
 * (cash due of the jobs delivered), collected (what the rider entered), handed in and written off
 * (cash_handins). Summed by the database in exact numerics, subtracted here in pesewas.
 */
const DAY_FIGURES = sql`
  WITH delivered AS (
    SELECT j.rider_id, (j.delivered_at AT TIME ZONE 'Africa/Accra')::date AS day, count(*)::int AS deliveries,
      sum(j.cash_due) AS expected, sum(coalesce(j.cash_collected, 0)) AS collected,
      array_remove(array_agg(CASE WHEN j.cash_reason IS NOT NULL
        THEN j.subject_reference || ': ' || j.cash_reason END ORDER BY j.delivered_at), NULL) AS reasons
    FROM delivery_jobs j
    WHERE j.status = 'delivered' AND j.rider_id IS NOT NULL AND j.delivered_at IS NOT NULL
    GROUP BY 1, 2
  ), handed AS (
    SELECT h.rider_id, h.day, coalesce(sum(h.amount) FILTER (WHERE h.kind = 'cash'), 0) AS handed_in,
      coalesce(sum(h.amount) FILTER (WHERE h.kind = 'write_off'), 0) AS written_off
    FROM cash_handins h GROUP BY 1, 2
  ), days AS (
    SELECT coalesce(d.rider_id, h.rider_id) AS rider_id, coalesce(d.day, h.day) AS day,
      coalesce(d.deliveries, 0) AS deliveries, coalesce(d.expected, 0) AS expected,
      coalesce(d.collected, 0) AS collected, coalesce(h.handed_in, 0) AS handed_in,
      coalesce(h.written_off, 0) AS written_off, d.reasons
    FROM delivered d FULL JOIN handed h ON h.rider_id = d.rider_id AND h.day = d.day
  )
  SELECT days.rider_id, u.name AS rider_name, to_char(days.day, 'YYYY-MM-DD') AS day, days.deliveries,
    days.expected::text AS expected, days.collected::text AS collected, days.handed_in::text AS handed_in,
    days.written_off::text AS written_off, days.reasons
  FROM days JOIN riders r ON r.id = days.rider_id JOIN users u ON u.id = r.user_id`;

function toCashDay(row: DayRow): Omit<CashDay, 'handins'> {
  const expected = toPesewas(row.expected);
  const collected = toPesewas(row.collected);
  const handedIn = toPesewas(row.handed_in);
  const writtenOff = toPesewas(row.written_off);
  const held = collected - handedIn;
  const short = Math.max(0, expected - collected - writtenOff);
  return {
    riderId: row.rider_id,
    riderName: row.rider_name,
    day: row.day,
    deliveries: Number(row.deliveries),
    expected: fromPesewas(expected),
    collected: fromPesewas(collected),
    handedIn: fromPesewas(handedIn),
    writtenOff: fromPesewas(writtenOff),
    held: fromPesewas(held),
    short: fromPesewas(short),
    settled: held === 0 && short === 0,
    reasons: row.reasons ?? [],
  };
}

/** One rider's day, or a day of no delivery and no hand-in (all zero). */
export async function getCashDay(
  db: Db,
  riderId: string,
  day: string,
): Promise<Omit<CashDay, 'handins'> | null> {
  const rows = await db.execute<DayRow>(
    sql`${DAY_FIGURES} WHERE days.rider_id = ${riderId} AND days.day = ${day}::date`,
  );
  const [row] = rowsOf<DayRow>(rows);
  return row ? toCashDay(row) : null;
}

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** /admin/cash: every rider's figures of one day, and every day of any rider still open. */
export async function listCashDays(db: Db, day: string): Promise<CashResponse> {
  const result = await db.execute<DayRow>(sql`${DAY_FIGURES}
    WHERE days.day = ${day}::date OR days.collected <> days.handed_in
      OR days.expected > days.collected + days.written_off
    ORDER BY days.day, u.name`);
  const figures = rowsOf<DayRow>(result).map(toCashDay);
  const handins =
    figures.length === 0
      ? []
      : await db
          .select()
          .from(cashHandins)
          .where(
            or(
              ...figures.map((figure) =>
                and(eq(cashHandins.riderId, figure.riderId), eq(cashHandins.day, figure.day)),
              ),
            ),
          )
          .orderBy(asc(cashHandins.createdAt));
  const withHandins: CashDay[] = figures.map((figure) => ({
    ...figure,
    handins: handins
      .filter((handin) => handin.riderId === figure.riderId && handin.day === figure.day)
      .map((handin) => ({
        id: handin.id,
        kind: handin.kind,
        amount: handin.amount,
        note: handin.note,
        at: handin.createdAt.toISOString(),
      })),
  }));
  return {
    day,
    days: withHandins.filter((figure) => figure.day === day),
    open: withHandins.filter((figure) => !figure.settled),
  };
}
