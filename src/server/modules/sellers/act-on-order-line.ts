import { and, eq, inArray, notInArray } from 'drizzle-orm';
import {
  type SELLER_LINE_STATUSES,
  SELLER_MESSAGES,
  type SellerLineAction,
  type SellerLineStatus,
  type SellerOrderLine,
} from '../../../shared/sellers/listing';
import type { Db } from '../../db/client';
import { dropshippingOrders, orders } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { getReadyWithinHours } from './get-seller-settings';
import { CLOSED_ORDER_STATUSES, readSellerLines } from './seller-lines';

/** Which line statuses each action moves from, and to what (`sellerLineActions` in src/shared, the rule). */
const MOVES: Record<SellerLineAction, { from: SellerLineStatus[]; to: SellerLineStatus }> = {
  confirm: { from: ['awaiting'], to: 'confirmed' },
  decline: { from: ['awaiting', 'confirmed'], to: 'declined' },
  ready: { from: ['confirmed'], to: 'ready' },
};

export interface ActOnOrderLineOptions {
  vendorId: string;
  kind: 'deal' | 'dropshipping';
  id: string;
  action: SellerLineAction;
  now: Date;
}

/**
 * The vendor confirms, declines or readies one of its lines. The move is one conditional update,
 * so two taps never move a line twice; a line of another vendor is not found (404), and a line
 * that cannot make this move any more (already moved, or the order delivered or cancelled) is 409.
 */
export async function actOnOrderLine(db: Db, options: ActOnOrderLineOptions): Promise<SellerOrderLine> {
  const { vendorId, kind, id, action, now } = options;
  const move = MOVES[action];
  const set = {
    sellerStatus: move.to,
    sellerRespondedAt: now,
    ...(move.to === 'ready' ? { sellerReadyAt: now } : {}),
  };
  const table = kind === 'deal' ? orders : dropshippingOrders;
  const moved = await db
    .update(table)
    .set(set)
    .where(
      and(
        eq(table.id, id),
        eq(table.vendorId, vendorId),
        inArray(table.sellerStatus, move.from as (typeof SELLER_LINE_STATUSES)[number][]),
        notInArray(table.status, CLOSED_ORDER_STATUSES),
      ),
    )
    .returning({ id: table.id });
  const hours = await getReadyWithinHours(db);
  const [line] = await readSellerLines(db, { vendorId, id, limit: 2, now }, hours).then((lines) =>
    lines.filter((candidate) => candidate.kind === kind),
  );
  if (!line) throw notFound(SELLER_MESSAGES.lineNotFound);
  if (moved.length === 0) throw new AppError(409, 'LINE_MOVED', SELLER_MESSAGES.lineMoved);
  const { vendorId: _vendorId, vendorName: _vendorName, respondedAt: _respondedAt, ...shown } = line;
  return shown;
}
