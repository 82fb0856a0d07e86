import { z } from 'zod';
import {
  DELIVERY_CITIES,
  DELIVERY_PAYMENT_METHODS,
  PACKAGE_TYPES,
  TRANSPORT_TYPES,
  URGENCY_LEVELS,
} from './delivery-options';
import { optionalEmail, optionalNumber, optionalText, requiredChoice, requiredText } from './fields';
import { pickupDate, requiredTime } from './schedule-fields';

const ADDRESS_MAX = 500;
const INSTRUCTIONS_MAX = 1000;

/** Required, and long enough to call (at least 10, as on the other forms: docs/product/services.md, "Delivery request"). */
const phone = () =>
  z
    .string({ error: 'Phone number is required' })
    .trim()
    .min(1, 'Phone number is required')
    .min(10, 'Phone number must be at least 10 digits')
    .max(30, 'At most 30 characters.');

/** The delivery request, its rules and messages (docs/product/services.md, "Delivery request"). */
export const deliveryRequestSchema = z.object({
  senderName: requiredText('Sender name is required', { max: 100 }),
  senderPhone: phone(),
  senderEmail: optionalEmail(),
  senderCity: requiredChoice(DELIVERY_CITIES.values, 'City is required'),
  senderPickupAddress: requiredText('Pickup address is required', { max: ADDRESS_MAX }),
  senderLandmark: optionalText(),
  receiverName: requiredText('Receiver name is required', { max: 100 }),
  receiverPhone: phone(),
  receiverCity: requiredChoice(DELIVERY_CITIES.values, 'City is required'),
  receiverDeliveryAddress: requiredText('Delivery address is required', { max: ADDRESS_MAX }),
  receiverLandmark: optionalText(),
  packageType: requiredChoice(PACKAGE_TYPES.values, 'Package type is required'),
  weightKg: optionalNumber({
    min: 0.1,
    max: 100_000,
    decimals: 1,
    message: 'Please enter the weight in kilograms, in steps of 0.1 (e.g. 2.5)',
  }),
  itemValueGhs: optionalNumber({
    min: 0,
    max: 100_000_000,
    decimals: 2,
    message: 'Please enter the item value in cedis, with at most 2 decimals (e.g. 250.00)',
  }),
  transportType: requiredChoice(TRANSPORT_TYPES.values, 'Transport type is required'),
  preferredPickupDate: pickupDate('Pickup date is required', 'Pickup date cannot be in the past'),
  preferredPickupTime: requiredTime('Pickup time is required'),
  urgencyLevel: requiredChoice(URGENCY_LEVELS.values, 'Urgency level is required'),
  paymentMethod: requiredChoice(DELIVERY_PAYMENT_METHODS.values, 'Payment method is required'),
  specialInstructions: optionalText(INSTRUCTIONS_MAX),
});
export type DeliveryRequestInput = z.input<typeof deliveryRequestSchema>;
export type DeliveryRequest = z.output<typeof deliveryRequestSchema>;
