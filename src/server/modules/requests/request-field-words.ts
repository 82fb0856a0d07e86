import { formatCount } from '../../../shared/counts';
import { formatCalendarDay, formatDateTime } from '../../../shared/dates';
import { GHANA_REGIONS } from '../../../shared/ghana-regions';
import { formatCedis } from '../../../shared/money';
import type { RequestField } from '../../../shared/requests/admin-requests';
import {
  DELIVERY_CITIES,
  DELIVERY_PAYMENT_METHODS,
  PACKAGE_TYPES,
  TRANSPORT_TYPES,
  URGENCY_LEVELS,
} from '../../../shared/requests/delivery-options';
import {
  APPLICATION_TYPES,
  AVAILABILITY_OPTIONS,
  EXPERIENCE_LEVELS,
  VEHICLE_TYPES,
} from '../../../shared/requests/driver-rider-options';
import { INSURANCE_DELIVERY_TIMES, INSURANCE_TYPES } from '../../../shared/requests/insurance-options';
import { DUTY_CATEGORIES, ORIGIN_CURRENCY } from '../../../shared/requests/landed-cost';
import type { RequestKind } from '../../../shared/requests/request-kinds';
import { SHOP_AND_SHIP_ORIGINS } from '../../../shared/requests/shop-and-ship-options';
import { SHOP_FOR_ME_DELIVERY_TIMES, SHOPPING_TYPES } from '../../../shared/requests/shop-for-me-options';
import { BUSINESS_TYPES } from '../../../shared/vendors/vendor-messages';
import { fieldLabel, fieldValue } from './request-fields';

type Options = readonly { value: string; label: string }[];

/** How a field's value is written for people. */
type Format =
  | 'text'
  | 'cedis'
  | 'kg'
  | 'cm'
  | 'count'
  | 'day'
  | 'moment'
  | 'yesNo'
  | { options: Options }
  /** An amount in the currency the request's origin prices in: "USD 120.00". */
  | { currency: string };

interface FieldWords {
  key: string;
  label: string;
  format?: Format;
}

const f = (key: string, label: string, format: Format = 'text'): FieldWords => ({ key, label, format });
const options = (list: Options) => ({ options: list });
const VEHICLES = [...VEHICLE_TYPES.driver.options, ...VEHICLE_TYPES.rider.options];

function shopAndShip(origin: keyof typeof ORIGIN_CURRENCY): FieldWords[] {
  const currency = ORIGIN_CURRENCY[origin];
  return [
    f('customerName', 'Name'),
    f('customerPhone', 'Phone'),
    f('customerEmail', 'E-mail'),
    f('deliveryAddress', 'Delivery address'),
    f('productDescription', 'Product'),
    f('productUrls', 'Product links'),
    f('productUrl', 'Product link'),
    f('orderQuantity', 'Order quantity'),
    f('quantity', 'Quantity', 'count'),
    f('itemQuantity', 'Quantity', 'count'),
    f('qualityRequirements', 'Quality requirements'),
    f('itemPrice', 'Price of one item', { currency }),
    f('itemWeightKg', 'Weight of one item', 'kg'),
    f('itemCategory', 'Item category', options(DUTY_CATEGORIES)),
    f('budget', 'Budget', 'cedis'),
    f('estimatedBudget', 'Estimated budget', 'cedis'),
    f('urgency', 'How soon', options(SHOP_AND_SHIP_ORIGINS[origin].urgencies)),
    f('specialInstructions', 'Special instructions'),
  ];
}

/** Each kind's fields in the order its form asks them, with their labels and units. */
const KIND_FIELDS: Record<RequestKind, FieldWords[]> = {
  contact: [
    f('name', 'Name'),
    f('email', 'E-mail'),
    f('phone', 'Phone'),
    f('subject', 'Subject'),
    f('message', 'Message'),
  ],
  shop_for_me: [
    f('clientName', 'Name'),
    f('clientPhone', 'Phone'),
    f('clientEmail', 'E-mail'),
    f('clientAddress', 'Delivery address'),
    f('shoppingType', 'What to shop for', options(SHOPPING_TYPES)),
    f('marketLocation', 'Market or shop'),
    f('itemsList', 'Items'),
    f('budget', 'Budget', 'cedis'),
    f('deliveryDate', 'Delivery date', 'day'),
    f('deliveryTime', 'Delivery time', options(SHOP_FOR_ME_DELIVERY_TIMES)),
    f('specialInstructions', 'Special instructions'),
  ],
  shop_ship_usa: shopAndShip('usa'),
  shop_ship_china: shopAndShip('china'),
  shop_ship_dubai: shopAndShip('dubai'),
  insurance: [
    f('firstName', 'First name'),
    f('lastName', 'Last name'),
    f('email', 'E-mail'),
    f('phone', 'Phone'),
    f('address', 'Address'),
    f('city', 'City'),
    f('insuranceType', 'Insurance', options(INSURANCE_TYPES)),
    f('vehicleInfo', 'Vehicle'),
    f('propertyInfo', 'Property'),
    f('deliveryAddress', 'Documents delivered to'),
    f('deliveryTime', 'Delivery time', options(INSURANCE_DELIVERY_TIMES)),
    f('additionalInfo', 'Anything else'),
  ],
  driver_rider_application: [
    f('fullName', 'Full name'),
    f('email', 'E-mail'),
    f('phone', 'Phone'),
    f('dateOfBirth', 'Date of birth', 'day'),
    f('address', 'Address'),
    f('city', 'City'),
    f('region', 'Region', options(GHANA_REGIONS.options)),
    f('applicationType', 'Applying as', options(APPLICATION_TYPES.options)),
    f('vehicleType', 'Vehicle', options(VEHICLES)),
    f('licensePlate', 'Licence plate'),
    f('licenseNumber', 'Licence number'),
    f('yearsOfExperience', 'Experience', options(EXPERIENCE_LEVELS.options)),
    f('emergencyContactName', 'Emergency contact'),
    f('emergencyContactPhone', 'Emergency contact phone'),
    f('availability', 'Available', options(AVAILABILITY_OPTIONS.options)),
    f('additionalInfo', 'Anything else'),
    f('agreeToTerms', 'Agreed to the terms', 'yesNo'),
  ],
  delivery: [
    f('senderName', 'Sender name'),
    f('senderPhone', 'Sender phone'),
    f('senderEmail', 'Sender e-mail'),
    f('senderCity', 'Pickup city', options(DELIVERY_CITIES.options)),
    f('senderPickupAddress', 'Pickup address'),
    f('senderLandmark', 'Pickup landmark'),
    f('receiverName', 'Receiver name'),
    f('receiverPhone', 'Receiver phone'),
    f('receiverCity', 'Delivery city', options(DELIVERY_CITIES.options)),
    f('receiverDeliveryAddress', 'Delivery address'),
    f('receiverLandmark', 'Delivery landmark'),
    f('packageType', 'Package', options(PACKAGE_TYPES.options)),
    f('weightKg', 'Weight', 'kg'),
    f('itemValueGhs', 'Value of the item', 'cedis'),
    f('transportType', 'Transport', options(TRANSPORT_TYPES.options)),
    f('preferredPickupDate', 'Pickup date', 'day'),
    f('preferredPickupTime', 'Pickup time'),
    f('urgencyLevel', 'Urgency', options(URGENCY_LEVELS.options)),
    f('paymentMethod', 'Payment', options(DELIVERY_PAYMENT_METHODS.options)),
    f('specialInstructions', 'Special instructions'),
  ],
  dhl: [
    f('fullName', 'Name'),
    f('contactNumber', 'Phone'),
    f('email', 'E-mail'),
    f('pickupAddress', 'Pickup address'),
    f('pickupCity', 'Pickup city'),
    f('pickupLandmark', 'Pickup landmark'),
    f('preferredPickupDate', 'Pickup date', 'day'),
    f('preferredPickupTime', 'Pickup time'),
    f('packageDescription', 'Package'),
    f('weightKg', 'Weight', 'kg'),
    f('dimensionsLengthCm', 'Length', 'cm'),
    f('dimensionsWidthCm', 'Width', 'cm'),
    f('dimensionsHeightCm', 'Height', 'cm'),
    f('destinationCountry', 'Destination country'),
    f('destinationCity', 'Destination city'),
    f('destinationAddress', 'Destination address'),
    f('destinationPostalCode', 'Destination postal code'),
    f('needsDhlPackaging', 'Needs DHL packaging', 'yesNo'),
    f('specialInstructions', 'Special instructions'),
    f('dhlTrackingNumber', 'DHL tracking number'),
    f('quotedPriceGhs', 'Quoted price', 'cedis'),
    f('finalPriceGhs', 'Final price', 'cedis'),
    f('pickupConfirmedAt', 'Pickup confirmed', 'moment'),
    f('shippedAt', 'Shipped', 'moment'),
    f('deliveredAt', 'Delivered', 'moment'),
  ],
  vendor: [
    f('businessName', 'Business name'),
    f('businessType', 'Type of business', options(BUSINESS_TYPES.options)),
    f('businessRegistrationNumber', 'Registration number'),
    f('businessAddress', 'Business address'),
    f('businessPhone', 'Business phone'),
    f('businessEmail', 'Business e-mail'),
    f('contactPersonName', 'Contact person'),
    f('contactPersonPhone', 'Contact phone'),
    f('contactPersonEmail', 'Contact e-mail'),
    f('businessDescription', 'About the business'),
    f('websiteUrl', 'Website'),
    f('rejectionReason', 'Reason given for not approving'),
    f('reviewedAt', 'Reviewed', 'moment'),
  ],
};

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** A number kept exactly as stored: numeric columns arrive as text, JSON numbers as numbers. */
const decimal = (value: unknown) => String(value);

function write(value: unknown, format: Format): string {
  if (isEmpty(value)) return '—';
  if (typeof format === 'object') {
    if ('options' in format) {
      const label = (one: unknown) =>
        format.options.find((option) => option.value === one)?.label ?? String(one);
      return Array.isArray(value) ? value.map(label).join(', ') : label(value);
    }
    return `${format.currency} ${Number(value).toFixed(2)}`;
  }
  switch (format) {
    case 'cedis':
      return formatCedis(decimal(value));
    case 'kg':
      return `${decimal(value)} kg`;
    case 'cm':
      return `${decimal(value)} cm`;
    case 'count':
      return formatCount(Number(value));
    case 'day':
      return typeof value === 'string' ? formatCalendarDay(value) : fieldValue(value);
    case 'moment':
      return value instanceof Date || typeof value === 'string' ? formatDateTime(value) : fieldValue(value);
    case 'yesNo':
      return value ? 'Yes' : 'No';
    default:
      return fieldValue(value);
  }
}

/**
 * A request's submitted fields for people, in its form's order: labels, units, currencies and the
 * words of each choice. A field this table does not know yet still shows, last, under its own words.
 */
export function requestFields(kind: RequestKind, record: Record<string, unknown>): RequestField[] {
  const known = KIND_FIELDS[kind];
  const fields = known
    .filter((field) => Object.hasOwn(record, field.key))
    .map((field) => ({ label: field.label, value: write(record[field.key], field.format ?? 'text') }));
  const rest = Object.keys(record).filter((key) => !known.some((field) => field.key === key));
  return [...fields, ...rest.map((key) => ({ label: fieldLabel(key), value: fieldValue(record[key]) }))];
}
