import { z } from 'zod';
import {
  LONG_TEXT_MAX,
  optionalNumber,
  optionalText,
  requiredEmail,
  requiredPhone,
  requiredText,
} from '../requests/fields';
import { flag, pickupDate, requiredTime } from '../requests/schedule-fields';

const ADDRESS_MAX = 500;
const dimension = (name: string) =>
  optionalNumber({
    min: 0.1,
    max: 10_000,
    decimals: 2,
    message: `Please enter the ${name} in centimetres (e.g. 30)`,
  });

/**
 * The DHL pickup and shipping request (docs/product/services.md, "DHL pickup and shipping"). Empty optionals become null and
 * numbers are parsed; the pickup date may not be before today in Ghana.
 */
export const dhlShipmentSchema = z.object({
  fullName: requiredText('Full name must be at least 2 characters', { min: 2, max: 100 }),
  contactNumber: requiredPhone('Contact number must be at least 10 digits', 10),
  email: requiredEmail('Please enter a valid email address'),
  pickupAddress: requiredText('Please provide a detailed pickup address', { min: 10, max: ADDRESS_MAX }),
  pickupCity: requiredText('City is required', { min: 2, max: 100 }),
  pickupLandmark: optionalText(),
  preferredPickupDate: pickupDate('Pickup date is required', 'Pickup date cannot be in the past'),
  preferredPickupTime: requiredTime('Pickup time is required'),
  packageDescription: requiredText("Please describe what you're shipping", { min: 5, max: 1000 }),
  weightKg: optionalNumber({
    min: 0.01,
    max: 10_000,
    decimals: 2,
    message: 'Please enter the weight in kilograms (e.g. 2.5)',
  }),
  dimensionsLengthCm: dimension('length'),
  dimensionsWidthCm: dimension('width'),
  dimensionsHeightCm: dimension('height'),
  destinationCountry: requiredText('Destination country is required', { min: 2, max: 100 }),
  destinationAddress: requiredText('Please provide a detailed destination address', {
    min: 10,
    max: ADDRESS_MAX,
  }),
  destinationCity: requiredText('Destination city is required', { min: 2, max: 100 }),
  destinationPostalCode: optionalText(20),
  needsDhlPackaging: flag(),
  specialInstructions: optionalText(LONG_TEXT_MAX),
});
export type DhlShipmentInput = z.input<typeof dhlShipmentSchema>;
export type DhlShipmentRequest = z.output<typeof dhlShipmentSchema>;
