import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityPage } from '../../../shared/admin/admin-activity';
import {
  API_ADMIN_ACTIVITY,
  API_ADMIN_ADMINS,
  API_ADMIN_DELIVERY_FEES,
  API_ADMIN_PRODUCT,
  API_ADMIN_PRODUCT_PRICE_ADJUSTMENTS,
  API_ADMIN_PRODUCTS,
  apiPath,
} from '../../../shared/api-paths';
import { signInAdmin } from '../../test/admin-session';
import { browser, insertProduct } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const product = {
  name: 'Rice cooker 5 L',
  description: 'Non-stick pot.',
  price: '149.99',
  originalPrice: '199.99',
  rating: '4.5',
  reviews: '0',
  imageUrls: 'https://cdn.example.com/cooker.jpg, https://cdn.example.com/cooker-2.jpg',
  videoUrl: '',
  supplier: 'Guangzhou Home Co.',
  country: 'China',
  category: 'Home & Kitchen',
  shippingTime: '3-5 days',
  inStock: true,
  minOrderQuantity: '1',
  isActive: true,
  colors: '',
  sizes: '',
};

describe('GET /api/admin/activity in words', () => {
  it('writes each change as a sentence naming the record, with labelled fields before → after', async () => {
    const { cookie, username } = await signInAdmin(t);
    const admin = browser(t, cookie);
    await insertProduct(t.db, { country: 'China', price: '10.00', originalPrice: '10.00' });
    const created = await admin.post(API_ADMIN_PRODUCTS, product);
    expect(created.statusCode).toBe(201);
    const id = created.json().product.id as string;
    await admin.put(apiPath(API_ADMIN_PRODUCT, { id }), { ...product, price: '99.00', isActive: false });
    await admin.post(API_ADMIN_PRODUCT_PRICE_ADJUSTMENTS, {
      country: 'China',
      direction: 'increase',
      percentage: '5',
    });
    await admin.post(API_ADMIN_ADMINS, { username: 'kofi_admin', password: 'twelve-chars-ok' });
    await admin.delete(apiPath(API_ADMIN_PRODUCT, { id }));
    await admin.put(API_ADMIN_DELIVERY_FEES, { fees: { 'greater-accra': '16.50' } });

    const page = (await admin.get(API_ADMIN_ACTIVITY)).json<ActivityPage>();
    expect(page.entries.map((entry) => entry.sentence)).toEqual([
      `${username} set the delivery fee for Greater Accra to GH₵16.50`,
      `${username} deleted the product 'Rice cooker 5 L'`,
      `${username} created the admin kofi_admin`,
      `${username} raised the prices of 2 China products by 5%`,
      `${username} changed the product 'Rice cooker 5 L'`,
      `${username} added the product 'Rice cooker 5 L'`,
    ]);
    const [fee, , , bulk, update, create] = page.entries;
    expect(fee!.changes).toEqual([{ label: 'Delivery fee', before: 'GH₵15.00', after: 'GH₵16.50' }]);
    // The sentence says it all.
    expect(bulk!.changes).toEqual([]);
    expect(update!.changes).toEqual([
      { label: 'Price', before: 'GH₵149.99', after: 'GH₵99.00' },
      { label: 'Discount', before: '25%', after: '50%' },
      { label: 'Shown in the shop', before: 'Yes', after: 'No' },
    ]);
    expect(create!.changes).toEqual(
      expect.arrayContaining([
        { label: 'Name', before: null, after: 'Rice cooker 5 L' },
        { label: 'Original price', before: null, after: 'GH₵199.99' },
        { label: 'Photo 2', before: null, after: 'cooker-2.jpg' },
      ]),
    );
    expect(create!.changes.map((change) => change.label)).not.toContain('Colours');
    // In the order a form shows them, whatever order the database keeps them in.
    expect(create!.changes.slice(0, 4).map((change) => change.label)).toEqual([
      'Name',
      'Description',
      'Price',
      'Original price',
    ]);
    // No code keys and no ids reach a person.
    const text = JSON.stringify(page.entries.map((entry) => [entry.sentence, entry.changes]));
    expect(text).not.toMatch(
      /imageUrl|originalPrice|isActive|dropshipping_product|\.create|[0-9a-f]{8}-[0-9a-f]{4}/,
    );
  });
});
