import { z } from 'zod';
import {
  LONG_TEXT_MAX,
  optionalChoice,
  optionalText,
  optionValues,
  requiredChoice,
  requiredEmail,
  requiredPhone,
  requiredText,
} from './fields';
import { INSURANCE_DELIVERY_TIMES, INSURANCE_TYPES } from './insurance-options';

export const VEHICLE_INFO_REQUIRED = 'Vehicle information is required for motor insurance';
export const PROPERTY_INFO_REQUIRED = 'Property information is required for property insurance';

/**
 * The insurance request (docs/product/services.md, "Insurance"). Vehicle information belongs to motor insurance and
 * property information to property insurance: required there, and dropped for the other types
 * (a customer who typed them and then changed the type did not mean to send them).
 */
export const insuranceSchema = z
  .object({
    firstName: requiredText('First name is required', { max: 100 }),
    lastName: requiredText('Last name is required', { max: 100 }),
    email: requiredEmail('Please enter a valid email address'),
    phone: requiredPhone('Please enter a valid phone number', 10),
    address: requiredText('Current address is required', { max: 500 }),
    city: requiredText('City is required', { max: 100 }),
    insuranceType: requiredChoice(optionValues(INSURANCE_TYPES), 'Please select an insurance type'),
    vehicleInfo: optionalText(LONG_TEXT_MAX),
    propertyInfo: optionalText(LONG_TEXT_MAX),
    deliveryAddress: requiredText('Delivery address is required', { max: 500 }),
    deliveryTime: optionalChoice(optionValues(INSURANCE_DELIVERY_TIMES), 'Please select a delivery time'),
    additionalInfo: optionalText(LONG_TEXT_MAX),
  })
  // Runs even when other fields are wrong, so the form shows every message at once.
  .superRefine((request, ctx) => {
    if (request.insuranceType === 'motor' && !request.vehicleInfo) {
      ctx.addIssue({ code: 'custom', path: ['vehicleInfo'], message: VEHICLE_INFO_REQUIRED });
    }
    if (request.insuranceType === 'property' && !request.propertyInfo) {
      ctx.addIssue({ code: 'custom', path: ['propertyInfo'], message: PROPERTY_INFO_REQUIRED });
    }
  })
  .transform((request) => ({
    ...request,
    vehicleInfo: request.insuranceType === 'motor' ? request.vehicleInfo : null,
    propertyInfo: request.insuranceType === 'property' ? request.propertyInfo : null,
  }));
export type InsuranceInput = z.input<typeof insuranceSchema>;
export type Insurance = z.output<typeof insuranceSchema>;
