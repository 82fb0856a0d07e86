import type { ActivityChange } from '../../../shared/admin/admin-activity';
import { formatCount } from '../../../shared/counts';
import { formatCalendarDay, formatDateTime } from '../../../shared/dates';
import { GHANA_REGIONS, type GhanaRegion } from '../../../shared/ghana-regions';
import { formatCedis } from '../../../shared/money';
import { statusLabel } from '../../../shared/orders/order-status';
import { DUTY_CATEGORIES, LEVIES, ORIGIN_LABELS } from '../../../shared/requests/landed-cost';
import { REQUEST_KINDS, type RequestKind } from '../../../shared/requests/request-kinds';
import { REVIEW_STATUS_LABELS, type ReviewStatus } from '../../../shared/reviews/review';
import { JOB_STATUS_LABELS, RIDER_STATUS_LABELS } from '../../../shared/riders/rider-words';
import { VENDOR_STATUS_LABELS } from '../../../shared/vendors/vendor-messages';

/** An activity row as stored, with the name of what it changed when the log can find one. */
export interface ActivityRecord {
  adminUsername: string;
  action: string;
  entityType: string;
  entityId: string;
  /** The deal's or product's name, the message's address: what a person calls the record. */
  subject: string | null;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

const FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  description: 'Description',
  price: 'Price',
  originalPrice: 'Original price',
  discountPrice: 'Deal price',
  discount: 'Discount',
  vendor: 'Vendor',
  category: 'Category',
  verified: 'Verified badge',
  flashSale: 'Flash sale',
  rating: 'Rating',
  reviews: 'Reviews',
  reply: 'Reply',
  imageUrl: 'Main photo',
  imageUrls: 'Photos',
  videoUrl: 'Video',
  supplier: 'Supplier',
  country: 'Country',
  shippingTime: 'Shipping time',
  inStock: 'In stock',
  minOrderQuantity: 'Minimum order',
  isActive: 'Shown in the shop',
  colors: 'Colours',
  sizes: 'Sizes',
  status: 'Status',
  note: 'Note',
  adminNote: 'Note for admins',
  adminNotes: 'Notes for admins',
  rejectionReason: 'Reason given',
  attempts: 'Attempts',
  lastError: 'Last error',
  refundId: 'Refund reference',
  amount: 'Amount',
  fee: 'Delivery fee',
  username: 'Username',
  role: 'Role',
  dhlTrackingNumber: 'DHL tracking number',
  quotedPriceGhs: 'Quoted price',
  finalPriceGhs: 'Final price',
  pickupConfirmedAt: 'Pickup confirmed',
  shippedAt: 'Shipped',
  deliveredAt: 'Delivered',
  asOf: 'Date of the rates',
  riderName: 'Rider',
  handedIn: 'Handed in',
  writtenOff: 'Written off',
  paymentReference: 'Payment reference',
};

const MONEY = new Set([
  'price',
  'originalPrice',
  'discountPrice',
  'fee',
  'amount',
  'quotedPriceGhs',
  'finalPriceGhs',
  'handedIn',
  'writtenOff',
]);
const PERCENT = new Set(['discount']);
const PHOTO = /^imageUrl\d?$/;

const labelOf = (values: readonly { value: string; label: string }[], value: string) =>
  values.find((entry) => entry.value === value)?.label ?? value;

/** "Exchange rate: GH₵ per USD", "Duty band: Computers, laptops and parts" for the landed-cost keys. */
function landedCostLabel(field: string): string | null {
  const [group, key] = field.split('.');
  if (!key) return null;
  if (group === 'exchangeRates') return `GH₵ per ${key}`;
  if (group === 'freightPerKg')
    return `Freight from ${ORIGIN_LABELS[key as keyof typeof ORIGIN_LABELS] ?? key} (GH₵ per kg)`;
  if (group === 'dutyBands') return `Duty band: ${labelOf(DUTY_CATEGORIES, key)}`;
  if (group === 'levies') return LEVIES.find((levy) => levy.key === key)?.label ?? key;
  return null;
}

/** A field's name for people: the known ones, photo slots, then the key's own words. */
export function fieldLabel(field: string): string {
  const known = FIELD_LABELS[field] ?? landedCostLabel(field);
  if (known) return known;
  const photo = /^imageUrl(\d)$/.exec(field);
  if (photo) return `Photo ${photo[1]}`;
  const words = field.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A value for people: money in GH₵, yes/no, lists, dates in Accra time, statuses in words. */
export function fieldValue(field: string, value: unknown, entityType: string): string {
  if (value === null || value === undefined || value === '') return 'none';
  if (Array.isArray(value)) {
    if (field === 'imageUrls') return value.length === 1 ? '1 photo' : `${value.length} photos`;
    return value.length === 0 ? 'none' : value.join(', ');
  }
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (MONEY.has(field) && (typeof value === 'string' || typeof value === 'number')) return formatCedis(value);
  if (PERCENT.has(field) || field.startsWith('levies.')) return `${value}%`;
  if (field.startsWith('dutyBands.')) return `${value}%`;
  if (field === 'status' && typeof value === 'string') {
    if (entityType === 'vendor') return VENDOR_STATUS_LABELS[value] ?? statusLabel(value);
    if (entityType === 'delivery_job') return JOB_STATUS_LABELS[value] ?? value;
    if (entityType === 'rider') return RIDER_STATUS_LABELS[value] ?? statusLabel(value);
    if (entityType === 'review' && Object.hasOwn(REVIEW_STATUS_LABELS, value))
      return REVIEW_STATUS_LABELS[value as ReviewStatus];
    return statusLabel(value);
  }
  if (typeof value === 'string') {
    if (PHOTO.test(field) || field === 'videoUrl') return value.split('/').at(-1) ?? value;
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatCalendarDay(value);
    if (/^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:?\d{2})$/.test(value)) return formatDateTime(value);
    return value;
  }
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** Entries whose sentence says all there is (and a password's values are never shown). */
const SAID_IN_THE_SENTENCE = new Set([
  'admin.change_password',
  'dropshipping_product.bulk_price',
  'dropshipping_product.bulk_price_undo',
]);

const ORDER = Object.keys(FIELD_LABELS);

/** The stored keys (jsonb keeps them in its own order) in the order a form shows them. */
function fieldsInOrder(record: ActivityRecord): string[] {
  const keys = [...new Set([...Object.keys(record.before), ...Object.keys(record.after)])];
  const rank = (key: string) => {
    const known = ORDER.indexOf(key.replace(/^imageUrl\d$/, 'imageUrl'));
    return known === -1 ? ORDER.length : known;
  };
  return keys.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/**
 * The changed fields, labelled, in the order they were recorded: a new record shows what it was
 * given, a removed one what it had, a change both sides; the password's value is never shown.
 */
export function activityChanges(record: ActivityRecord): ActivityChange[] {
  if (SAID_IN_THE_SENTENCE.has(record.action)) return [];
  const created = record.action.endsWith('.create');
  const removed = record.action.endsWith('.delete');
  const changes: ActivityChange[] = [];
  for (const field of fieldsInOrder(record)) {
    const before = fieldValue(field, record.before[field], record.entityType);
    const after = fieldValue(field, record.after[field], record.entityType);
    if (before === after) continue;
    if ((created && after === 'none') || (removed && before === 'none')) continue;
    changes.push({
      label: fieldLabel(field),
      before: created ? null : before,
      after: removed ? null : after,
    });
  }
  return changes;
}

const regionLabel = (region: string) =>
  Object.hasOwn(GHANA_REGIONS.labels, region) ? GHANA_REGIONS.labels[region as GhanaRegion] : region;

const quoted = (name: string | null, fallback: string) => (name ? `'${name}'` : fallback);

const kindLabel = (kind: string) =>
  Object.hasOwn(REQUEST_KINDS, kind) ? REQUEST_KINDS[kind as RequestKind].label.toLowerCase() : 'request';

/** "Ama created the deal 'Rice cooker 5 L'": one sentence per entry, the record named as people name it. */
export function activitySentence(record: ActivityRecord): string {
  const { adminUsername: who, entityId: id, subject, after } = record;
  const products = (count: unknown, country: unknown) =>
    `${formatCount(Number(count))} ${country} ${Number(count) === 1 ? 'product' : 'products'}`;
  switch (record.action) {
    case 'deal.create':
      return `${who} created the deal ${quoted(subject, 'a deal')}`;
    case 'deal.update':
      return `${who} changed the deal ${quoted(subject, 'a deal')}`;
    case 'deal.delete':
      return `${who} deleted the deal ${quoted(subject, 'a deal')}`;
    case 'dropshipping_product.create':
      return `${who} added the product ${quoted(subject, 'a product')}`;
    case 'dropshipping_product.update':
      return `${who} changed the product ${quoted(subject, 'a product')}`;
    case 'dropshipping_product.delete':
      return `${who} deleted the product ${quoted(subject, 'a product')}`;
    case 'dropshipping_product.bulk_price':
      return `${who} ${after.direction === 'decrease' ? 'lowered' : 'raised'} the prices of ${products(after.count, after.country)} by ${after.percentage}%`;
    case 'dropshipping_product.bulk_price_undo':
      return `${who} undid the last price change: ${products(after.count, after.country)} back to their prices from before`;
    case 'admin.create':
      return `${who} created the admin ${id}`;
    case 'admin.change_password':
      return `${who} changed their password`;
    case 'vendor.verify':
      return `${who} verified the vendor registration ${id}`;
    case 'vendor.reject':
      return `${who} turned down the vendor registration ${id}`;
    case 'order.status':
      return `${who} moved the order ${id} to ${statusLabel(String(after.status))}`;
    case 'order.refund':
      return `${who} refunded ${formatCedis(String(after.amount))} for the order ${id}`;
    case 'payment.refund':
      return `${who} refunded ${formatCedis(String(after.amount))} of the payment ${id}`;
    case 'delivery_fee.update':
      return `${who} set the delivery fee for ${regionLabel(id)} to ${fieldValue('fee', after.fee, 'delivery_fee')}`;
    case 'commission.rates': {
      const count = Object.keys(after).length;
      return `${who} changed the commission of ${count} ${count === 1 ? 'category' : 'categories'}`;
    }
    case 'vendor.commission':
      return after.rate === null
        ? `${who} put the vendor ${id} back on its categories' commission`
        : `${who} set the vendor ${id}'s own commission to ${after.rate}`;
    case 'vendor.payout':
      return `${who} paid out ${formatCedis(String(after.amount))} to the vendor ${id}`;
    case 'vendor_ledger.return':
      return `${who} debited the vendor ${id} ${formatCedis(String(after.amount))} for a return of the order ${after.order}`;
    case 'dhl_shipment.update':
      return `${who} updated the DHL shipment ${id}`;
    case 'landed_cost_rates.update':
      return `${who} changed the landed-cost rates`;
    case 'request.update':
      return `${who} updated the ${kindLabel(record.entityType)} ${id}`;
    case 'rider.approve':
      return `${who} approved the rider application ${id}`;
    case 'rider.suspend':
      return `${who} suspended the rider of application ${id}`;
    case 'rider.reinstate':
      return `${who} reinstated the rider of application ${id}`;
    case 'delivery_job.assign':
      return `${who} gave the delivery of ${id} to ${after.riderName ?? 'a rider'}`;
    case 'delivery_job.reassign':
      return `${who} moved the delivery of ${id} to ${after.riderName ?? 'another rider'}`;
    case 'delivery_job.payment_link':
      return `${who} texted a mobile-money payment link for ${id}`;
    case 'cash.handin':
      return `${who} recorded cash handed in: ${id}`;
    case 'cash.write_off':
      return `${who} wrote off a shortfall at the door: ${id}`;
    case 'review.approve':
      return `${who} published a review${subject ? ` of '${subject}'` : ''}`;
    case 'review.reject':
      return `${who} did not publish a review${subject ? ` of '${subject}'` : ''}`;
    case 'review.reply':
      return `${who} answered a review${subject ? ` of '${subject}'` : ''} for the shop`;
    case 'message.retry':
      return `${who} sent the ${record.entityType === 'sms' ? 'SMS' : 'e-mail'} to ${subject ?? 'its recipient'} again`;
    default:
      return `${who} changed ${fieldLabel(record.entityType).toLowerCase()} ${subject ?? id}`;
  }
}
