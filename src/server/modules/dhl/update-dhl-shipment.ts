import { eq } from 'drizzle-orm';
import type { DhlShipmentUpdate, DhlStatus } from '../../../shared/dhl/dhl-shipment-update';
import type { Db } from '../../db/client';
import { dhlShipments } from '../../db/schema';
import { notFound } from '../../errors';
import { type AdminActor, recordAdminActivity } from '../../lib/admin-activity';
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
}

/**
 * The admin's update panel (docs/product/admin.md, "DHL shipments"): status, tracking number and notes (blank = null),
 * prices only when filled, the status's stamp; logged with the changed fields in one transaction.
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
