import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { insuranceSchema } from './insurance';
import { shopShipChinaSchema, shopShipDubaiSchema, shopShipUsaSchema } from './shop-and-ship';
import { shopForMeSchema } from './shop-for-me';

// The page posts what its resolver output (trimmed text, parsed numbers, blanks as null): the API
// parses that again, so each schema must accept its own output unchanged.
const cases: [string, z.ZodType, Record<string, unknown>][] = [
  [
    'Shop for Me',
    shopForMeSchema,
    {
      clientName: ' Akosua ',
      clientPhone: '0241234567',
      clientEmail: '',
      clientAddress: 'House 12, Ring Road East, Osu',
      shoppingType: 'foodstuffs',
      marketLocation: 'Makola',
      itemsList: 'Yam, plantain and palm oil',
      budget: '300.5',
      deliveryDate: '2999-01-01',
      deliveryTime: 'anytime',
      specialInstructions: '',
    },
  ],
  [
    'Shop & Ship China',
    shopShipChinaSchema,
    {
      customerName: 'Yaw',
      customerPhone: '0205551234',
      customerEmail: 'yaw@example.com',
      deliveryAddress: 'Plot 7, Adum, Kumasi',
      productDescription: 'Cotton T-shirts',
      urgency: 'express',
      specialInstructions: '',
      productUrls: 'https://a.example.com/1  https://b.example.com/2',
      estimatedBudget: '99.99',
      orderQuantity: '100 pieces',
      qualityRequirements: '',
    },
  ],
  [
    'Shop & Ship Dubai',
    shopShipDubaiSchema,
    {
      customerName: 'Yaw',
      customerPhone: '0205551234',
      customerEmail: 'yaw@example.com',
      deliveryAddress: 'Plot 7, Adum, Kumasi',
      productDescription: 'Perfume',
      urgency: 'urgent',
      specialInstructions: 'Fragile',
      productUrl: 'https://www.noon.com/p/1',
      quantity: '2',
      budget: '1500',
    },
  ],
  [
    'Insurance',
    insuranceSchema,
    {
      firstName: 'Ama',
      lastName: 'Asante',
      email: 'ama@example.com',
      phone: '0551234567',
      address: 'Ridge, Accra',
      city: 'Accra',
      insuranceType: 'motor',
      vehicleInfo: 'Toyota Corolla 2018',
      propertyInfo: 'left over',
      deliveryAddress: 'Airport City',
      deliveryTime: '',
      additionalInfo: '',
    },
  ],
];

describe('service form schemas', () => {
  it.each(cases)('%s accepts its own output unchanged', (_name, schema, input) => {
    const output = schema.parse(input);
    expect(schema.parse(output)).toEqual(output);
  });

  it('Shop & Ship USA accepts its own output unchanged', () => {
    const input = { ...cases[1]![2], orderQuantity: undefined, qualityRequirements: undefined };
    const output = shopShipUsaSchema.parse(input);
    expect(output).not.toHaveProperty('orderQuantity');
    expect(shopShipUsaSchema.parse(output)).toEqual(output);
  });
});
