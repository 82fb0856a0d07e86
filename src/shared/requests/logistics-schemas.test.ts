import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { dhlShipmentSchema } from '../dhl/dhl-shipment';
import { vendorRegistrationSchema } from '../vendors/vendor-registration';
import { deliveryRequestSchema } from './delivery';
import { driverRiderApplicationSchema } from './driver-rider-application';
import { todayInGhana } from './today';

// The page posts what its resolver output (trimmed text, parsed numbers, blanks as null): the API
// parses that again, so each schema must accept its own output unchanged.
const cases: [string, z.ZodType, Record<string, unknown>][] = [
  [
    'Delivery request',
    deliveryRequestSchema,
    {
      senderName: ' Kwame ',
      senderPhone: '0241234567',
      senderEmail: '',
      senderCity: 'accra',
      senderPickupAddress: 'Osu, Oxford Street',
      senderLandmark: '',
      receiverName: 'Ama',
      receiverPhone: '0201234567',
      receiverCity: 'takoradi',
      receiverDeliveryAddress: 'Market Circle',
      receiverLandmark: 'Near the mosque',
      packageType: 'document',
      weightKg: '0.3',
      itemValueGhs: '',
      transportType: 'motorcycle',
      preferredPickupDate: todayInGhana(),
      preferredPickupTime: '08:15',
      urgencyLevel: 'same_day_express',
      paymentMethod: 'pay_on_delivery',
      specialInstructions: '',
    },
  ],
  [
    'DHL shipment',
    dhlShipmentSchema,
    {
      fullName: 'Efua',
      contactNumber: '0244555123',
      email: 'efua@example.com',
      pickupAddress: '7 Liberation Road, Accra',
      pickupCity: 'Accra',
      pickupLandmark: '',
      preferredPickupDate: todayInGhana(),
      preferredPickupTime: '14:00',
      packageDescription: 'Books and fabric',
      weightKg: '1.2',
      dimensionsLengthCm: '',
      dimensionsWidthCm: '20',
      dimensionsHeightCm: '',
      destinationCountry: 'Canada',
      destinationAddress: '100 Queen Street West',
      destinationCity: 'Toronto',
      destinationPostalCode: '',
      needsDhlPackaging: false,
      specialInstructions: '',
    },
  ],
  [
    'Driver & rider application',
    driverRiderApplicationSchema,
    {
      fullName: 'Yaw Darko',
      email: 'yaw@example.com',
      phone: '0551234567',
      dateOfBirth: '1990-01-31',
      address: 'Dansoman, Accra',
      city: 'Accra',
      region: 'greater-accra',
      applicationType: 'driver',
      vehicleType: '',
      licensePlate: '',
      licenseNumber: 'DL-1',
      yearsOfExperience: 'more-than-5',
      emergencyContactName: 'Akosua',
      emergencyContactPhone: '0247654321',
      availability: ['flexible', 'flexible'],
      additionalInfo: '',
      agreeToTerms: true,
    },
  ],
  [
    'Vendor registration',
    vendorRegistrationSchema,
    {
      businessName: 'Makola Fabrics',
      businessType: '',
      businessEmail: ' sales@makola.com.gh ',
      contactPersonEmail: '',
      websiteUrl: '',
      categoryIds: ['0b5c3c52-8f5e-4c3a-9d55-3f0d5a1f2b7e'],
    },
  ],
];

describe('logistics form schemas', () => {
  it.each(cases)('%s accepts its own output', (_, schema, input) => {
    const output = schema.parse(input);
    expect(schema.parse(output)).toEqual(output);
  });

  it('refuses dates that do not exist', () => {
    const result = driverRiderApplicationSchema.safeParse({ ...cases[2]![2], dateOfBirth: '1990-02-30' });
    expect(result.error?.issues[0]?.message).toBe('Date of birth is required');
  });
});
