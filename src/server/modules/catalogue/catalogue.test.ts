import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../../shared/catalogue/product';
import { dropshippingProducts } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
const product = (
  name: string,
  category: string,
  extra: Partial<typeof dropshippingProducts.$inferInsert> = {},
) => ({
  name,
  category,
  price: '10.00',
  originalPrice: '12.00',
  imageUrl: `/uploads/seed/${name}-640.webp`,
  supplier: 'Test Supplier',
  country: 'USA' as const,
  shippingTime: '24-30 days',
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  await t.db
    .insert(dropshippingProducts)
    .values([
      product('old-phone', 'Electronics', { createdAt: new Date('2026-01-01') }),
      product('new-phone', 'Electronics', { createdAt: new Date('2026-02-01'), country: 'China' }),
      product('hidden', 'Electronics', { isActive: false, createdAt: new Date('2026-03-01') }),
      product('kettle', 'Home & Kitchen'),
      product('mystery', 'Gadgets'),
    ]);
});
afterAll(() => t.close());

describe('GET /api/catalogue/categories', () => {
  it('lists the active categories by name with counts, emoji and the newest image', async () => {
    const response = await t.app.inject({ url: '/api/catalogue/categories' });
    expect(response.statusCode).toBe(200);
    expect(response.json().categories).toEqual([
      {
        name: 'Electronics',
        emoji: '📱',
        imageUrl: '/uploads/seed/new-phone-640.webp',
        country: 'China',
        count: 2,
      },
      { name: 'Gadgets', emoji: '📦', imageUrl: '/uploads/seed/mystery-640.webp', country: 'USA', count: 1 },
      {
        name: 'Home & Kitchen',
        emoji: '🍳',
        imageUrl: '/uploads/seed/kettle-640.webp',
        country: 'USA',
        count: 1,
      },
    ]);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
  });
});

describe('GET /api/catalogue/featured', () => {
  it('lists the newest active products with their images in order', async () => {
    await t.db
      .update(dropshippingProducts)
      .set({ imageUrl3: '/uploads/seed/third-640.webp', colors: ['Black'], sizes: ['M'] })
      .where(eq(dropshippingProducts.name, 'new-phone'));
    const response = await t.app.inject({ url: '/api/catalogue/featured' });
    expect(response.statusCode).toBe(200);
    const products = response.json().products as Product[];
    expect(products.map((p) => p.name)).not.toContain('hidden');
    expect(products).toHaveLength(4);
    const phone = products.find((p) => p.name === 'new-phone')!;
    expect(phone).toMatchObject({
      price: '10.00',
      originalPrice: '12.00',
      images: ['/uploads/seed/new-phone-640.webp', '/uploads/seed/third-640.webp'],
      colors: ['Black'],
      sizes: ['M'],
      inStock: true,
      minOrderQuantity: 1,
      country: 'China',
    });
    const dates = products.map((p) => p.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });
});
