import { z } from 'zod';
import { fromPesewas, toPesewas } from '../money';
import { LONG_TEXT_MAX, optionalText } from '../requests/fields';

/** The admin may set any of these freely (docs/product/admin.md, "DHL shipments"). */
export const DHL_STATUSES = [
  'pending',
  'confirmed',
  'picked_up',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type DhlStatus = (typeof DHL_STATUSES)[number];

/** Numeric(12,2): up to 10 whole digits and 2 decimals, kept as exact text ("250" -> "250.00"). */
const MONEY_TEXT = /^\d{1,10}(\.\d{1,2})?$/;

/** A price typed into the panel: blank is null (left as it is), anything else must be cedis. */
function optionalPrice(message: string) {
  return z
    .union([z.string(), z.number()], { error: message })
    .nullish()
    .transform((value, context) => {
      const text = value === null || value === undefined ? '' : String(value).trim();
      if (text === '') return null;
      if (!MONEY_TEXT.test(text)) {
        context.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return fromPesewas(toPesewas(text));
    });
}

/**
 * The DHL update panel (docs/product/admin.md, "DHL shipments"): status, DHL tracking number and admin notes (blank ->
 * null), quoted and final price parsed only when filled.
 */
export const dhlShipmentUpdateSchema = z.object({
  status: z.enum(DHL_STATUSES, { error: 'Please choose a status' }),
  dhlTrackingNumber: optionalText(100),
  adminNotes: optionalText(LONG_TEXT_MAX),
  quotedPriceGhs: optionalPrice('Please enter the quoted price in cedis (e.g. 250.00)'),
  finalPriceGhs: optionalPrice('Please enter the final price in cedis (e.g. 250.00)'),
});
export type DhlShipmentUpdateInput = z.input<typeof dhlShipmentUpdateSchema>;
export type DhlShipmentUpdate = z.output<typeof dhlShipmentUpdateSchema>;

/** The DHL admin's toasts (docs/product/admin.md, "DHL shipments"). */
export const DHL_ADMIN_MESSAGES = {
  updated: 'DHL shipment updated successfully',
  updateFailed: 'Failed to update DHL shipment',
  fetchFailed: 'Failed to fetch DHL shipments',
} as const;

export const DHL_ADMIN_PAGE_SIZE = 20;

/** A shipment as the admin list shows it. */
export interface AdminDhlShipment {
  id: string;
  trackingId: string;
  status: DhlStatus;
  dhlTrackingNumber: string | null;
  quotedPriceGhs: string | null;
  finalPriceGhs: string | null;
  adminNotes: string | null;
  fullName: string;
  contactNumber: string;
  email: string;
  pickupAddress: string;
  pickupCity: string;
  preferredPickupDate: string;
  preferredPickupTime: string;
  packageDescription: string;
  weightKg: string | null;
  destinationCountry: string;
  destinationCity: string;
  pickupConfirmedAt: string | null;
  shippedAt: string | null;
  deliveredAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/admin/dhl-shipments?page=N: newest first, with the Quick Stats over every shipment. */
export interface AdminDhlShipmentPage {
  shipments: AdminDhlShipment[];
  page: number;
  pageSize: number;
  total: number;
  stats: { pending: number; confirmed: number; shipped: number; delivered: number };
}
