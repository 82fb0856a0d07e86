import { eq } from 'drizzle-orm';
import type { DhlShipmentUpdate, DhlStatus } from '../../../shared/dhl/dhl-shipment-update';
import { todayInGhana } from '../../../shared/requests/today';
import type { Db } from '../../db/client';
import { dhlShipments } from '../../db/schema';
import { notFound } from '../../errors';
import { type AdminActor, recordAdminActivity } from '../../lib/admin-activity';
import { issueQuote } from '../../lib/issue-quote';
import { findRequester } from '../../lib/requester';
import { toAdminDhlShipment } from './to-admin-dhl-shipment';

type Shipment = typeof dhlShipments.$inferSelect;
type StampColumn = 'pickupConfirmedAt' | 'shippedAt' | 'deliveredAt';

const STAMPS: Partial<Record<DhlStatus, StampColumn>> = {
  confirmed: 'pickupConfirmedAt',
  shipped: 'shippedAt',
  delivered: 'deliveredAt',
};

/**
 * Confirmed stamps pickup_confirmed_at, shipped stamps shipped_at, delivered stamps delivered_at,
 * each only while empty (docs/product/admin.md, "DHL shipments"). One status per update, so at most one stamp.
 */
export function stampFor(status: DhlStatus, current: Pick<Shipment, StampColumn>): StampColumn | null {
  const column = STAMPS[status];
  return column && current[column] === null ? column : null;
}

export interface UpdateDhlShipmentOptions {
  id: string;
  input: DhlShipmentUpdate;
  admin: AdminActor;
  publicUrl: string;
  /** Signs the quote page's link sent with a new quoted price. */
  linkSecret: string;
}

/** How long a quoted DHL price can be paid. */
const DHL_QUOTE_DAYS = 7;

/**
 * The admin's update panel (docs/product/admin.md, "DHL shipments"): status, tracking number and notes (blank = null),
 * prices only when filled, the status's stamp; logged with the changed fields in one transaction. A
 * new quoted price becomes the shipment's quote, sent to the requester to pay like any other.
 */
export async function updateDhlShipment(db: Db, options: UpdateDhlShipmentOptions) {
  const { id, input, admin } = options;
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(dhlShipments).where(eq(dhlShipments.id, id)).for('update');
    if (!current) throw notFound('DHL shipment not found.');
    const stamp = stampFor(input.status, current);
    const changes = {
      status: input.status,
      dhlTrackingNumber: input.dhlTrackingNumber,
      adminNotes: input.adminNotes,
      ...(input.quotedPriceGhs !== null && { quotedPriceGhs: input.quotedPriceGhs }),
      ...(input.finalPriceGhs !== null && { finalPriceGhs: input.finalPriceGhs }),
      ...(stamp && { [stamp]: new Date() }),
    };
    const [updated] = await tx
      .update(dhlShipments)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(dhlShipments.id, id))
      .returning();
    if (
      input.quotedPriceGhs !== null &&
      input.quotedPriceGhs !== current.quotedPriceGhs &&
      Number(input.quotedPriceGhs) > 0
    ) {
      const requester = await findRequester(tx, current.trackingId);
      const validUntil = new Date(Date.now() + DHL_QUOTE_DAYS * 24 * 60 * 60 * 1000);
      await issueQuote(tx, {
        requester: requester!,
        lines: {
          itemCost: '0',
          freight: input.quotedPriceGhs,
          dutyAndLevies: '0',
          serviceFee: '0',
          delivery: '0',
        },
        validUntil: todayInGhana(validUntil),
        note: null,
        admin,
        publicUrl: options.publicUrl,
        linkSecret: options.linkSecret,
      });
    }
    const fields = Object.keys(changes) as (keyof typeof changes)[];
    await recordAdminActivity(tx, {
      admin,
      action: 'dhl_shipment.update',
      entityType: 'dhl_shipment',
      entityId: current.trackingId,
      before: Object.fromEntries(fields.map((field) => [field, current[field]])),
      after: Object.fromEntries(fields.map((field) => [field, updated![field]])),
    });
    return toAdminDhlShipment(updated!);
  });
}
