import type { AdminDhlShipment } from '../../../shared/dhl/dhl-shipment-update';
import type { dhlShipments } from '../../db/schema';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A stored shipment as the admin's list shows it. */
export function toAdminDhlShipment(row: typeof dhlShipments.$inferSelect): AdminDhlShipment {
  return {
    id: row.id,
    trackingId: row.trackingId,
    status: row.status,
    dhlTrackingNumber: row.dhlTrackingNumber,
    quotedPriceGhs: row.quotedPriceGhs,
    finalPriceGhs: row.finalPriceGhs,
    adminNotes: row.adminNotes,
    fullName: row.fullName,
    contactNumber: row.contactNumber,
    email: row.email,
    pickupAddress: row.pickupAddress,
    pickupCity: row.pickupCity,
    preferredPickupDate: row.preferredPickupDate,
    preferredPickupTime: row.preferredPickupTime,
    packageDescription: row.packageDescription,
    weightKg: row.weightKg,
    destinationCountry: row.destinationCountry,
    destinationCity: row.destinationCity,
    pickupConfirmedAt: iso(row.pickupConfirmedAt),
    shippedAt: iso(row.shippedAt),
    deliveredAt: iso(row.deliveredAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
