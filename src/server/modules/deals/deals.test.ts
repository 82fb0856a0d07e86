import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEALS_LIST_LIMIT, type Deal } from '../../../shared/deals/deal';
import { insertDeal } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/deals', () => {
  it('lists the 50 newest deals, newest first, in the API form', async () => {
    // 52 older deals, then three with particular images.
    for (let i = 0; i < 52; i++) await insertDeal(t.db, { name: `Old ${i}`, createdAt: daysAgo(30 + i) });
    const gallery = await insertDeal(t.db, {
      name: 'Gallery',
      imageUrl: '/a.webp',
      imageUrls: ['/a.webp', '/b.webp'],
      createdAt: daysAgo(3),
    });
    const single = await insertDeal(t.db, {
      name: 'Only main image',
      imageUrl: '/main.webp',
      imageUrls: [],
      createdAt: daysAgo(2),
    });
    const bare = await insertDeal(t.db, {
      name: 'No image',
      imageUrl: null,
      imageUrls: [],
      createdAt: daysAgo(1),
    });

    const response = await t.app.inject({ url: '/api/deals' });
    expect(response.statusCode).toBe(200);
    const deals: Deal[] = response.json().deals;
    expect(deals).toHaveLength(DEALS_LIST_LIMIT);
    expect(deals.slice(0, 4).map((d) => d.name)).toEqual(['No image', 'Only main image', 'Gallery', 'Old 0']);
    expect(deals.at(-1)!.name).toBe('Old 46');
    const times = deals.map((d) => Date.parse(d.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    expect(deals[2]).toEqual({
      id: gallery.id,
      name: 'Gallery',
      description: 'A deal made by a test.',
      originalPrice: '200.00',
      discountPrice: '149.99',
      discount: 25,
      vendor: 'Accra Gadgets',
      // The shop's own deal: no vendor's page to link to.
      sellerSlug: null,
      category: 'Electronics',
      verified: true,
      flashSale: false,
      // No published review yet: no rating (ADR 070).
      rating: 0,
      reviews: 0,
      imageUrl: '/a.webp',
      imageUrls: ['/a.webp', '/b.webp'],
      createdAt: gallery.createdAt.toISOString(),
    });
    // image_urls is normalised to an array; the main image fills an empty gallery.
    expect(deals[1]).toMatchObject({ id: single.id, imageUrl: '/main.webp', imageUrls: ['/main.webp'] });
    expect(deals[0]).toMatchObject({ id: bare.id, imageUrl: null, imageUrls: [] });
  });
});

describe('GET /api/deals/new-count', () => {
  it('counts only the deals created within the last 7 days', async () => {
    const before = (await t.app.inject({ url: '/api/deals/new-count' })).json().count;
    await insertDeal(t.db, { createdAt: daysAgo(0.01) });
    await insertDeal(t.db, { createdAt: daysAgo(6.9) });
    await insertDeal(t.db, { createdAt: daysAgo(7.1) });
    await insertDeal(t.db, { createdAt: daysAgo(40) });
    const response = await t.app.inject({ url: '/api/deals/new-count' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ count: before + 2 });
  });
});

describe('GET /api/deals/:id', () => {
  it('answers one deal', async () => {
    const deal = await insertDeal(t.db, { name: 'Solar lantern', discountPrice: '35.50' });
    const response = await t.app.inject({ url: `/api/deals/${deal.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().deal).toMatchObject({
      id: deal.id,
      name: 'Solar lantern',
      discountPrice: '35.50',
    });
  });

  it('answers 404 for an unknown or malformed id, never 500', async () => {
    for (const id of [
      '00000000-0000-4000-8000-000000000000',
      'abc',
      '1',
      "x' OR '1'='1",
      '00000000-0000-4000-8000-00000000000Z',
    ]) {
      const response = await t.app.inject({ url: `/api/deals/${encodeURIComponent(id)}` });
      expect(response.statusCode, id).toBe(404);
      expect(response.json(), id).toMatchObject({
        error: { code: 'NOT_FOUND', message: 'This deal is no longer available.' },
      });
    }
  });
});
