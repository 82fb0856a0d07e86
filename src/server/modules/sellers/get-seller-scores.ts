import { SELLER_SCORE_DAYS, type SellerScore } from '../../../shared/sellers/listing';
import type { Db } from '../../db/client';
import { readSellerLines } from './seller-lines';

/** The most lines one score reads: far above what a vendor's 30 days hold today. */
const SCORE_LINES_LIMIT = 5000;

/** The score of a set of lines: a pure rule, the same for the vendor and the admin. */
export function scoreOf(
  lines: readonly { sellerStatus: string; late: boolean; readyAt: string | null }[],
): SellerScore {
  let readyOnTime = 0;
  let late = 0;
  let declined = 0;
  for (const line of lines) {
    if (line.sellerStatus === 'declined') declined += 1;
    else if (line.late) late += 1;
    else if (line.readyAt !== null) readyOnTime += 1;
  }
  const linesDue = readyOnTime + late;
  return {
    linesDue,
    readyOnTime,
    late,
    declined,
    onTimePercent: linesDue === 0 ? null : Math.round((readyOnTime * 100) / linesDue),
    cancellationPercent: lines.length === 0 ? null : Math.round((declined * 100) / lines.length),
  };
}

/**
 * Seller scores over the last 30 days (docs/decisions/066): of the lines whose time has come, the
 * share made ready on time (a line still not ready past its time counts as late), and the share of
 * all the window's lines the vendor declined. One score per vendor asked for.
 */
export async function getSellerScores(
  db: Db,
  options: { vendorIds: readonly string[]; hours: number; now: Date },
): Promise<Map<string, SellerScore>> {
  const { vendorIds, hours, now } = options;
  const since = new Date(now.getTime() - SELLER_SCORE_DAYS * 24 * 3600_000);
  const scores = new Map<string, SellerScore>();
  for (const vendorId of vendorIds) {
    const lines = await readSellerLines(db, { vendorId, since, limit: SCORE_LINES_LIMIT, now }, hours);
    scores.set(vendorId, scoreOf(lines));
  }
  return scores;
}
