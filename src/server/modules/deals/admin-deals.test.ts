import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEAL_ADMIN_MESSAGES } from '../../../shared/deals/admin-deal';
import type { Deal } from '../../../shared/deals/deal';
import { TOO_MANY_IMAGES_MESSAGE } from '../../../shared/uploads/image-upload';
import { adminActivity, deals } from '../../db/schema';
import { signInAdmin } from '../../test/admin-session';
import { openEventStream } from '../../test/event-stream';
import { browser, insertDeal } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: ReturnType<typeof browser>;
let username: string;

beforeAll(async () => {
  t = await createTestApp();
  const signedIn = await signInAdmin(t);
  username = signedIn.username;
  admin = browser(t, signedIn.cookie);
  // A whole app on a fresh database: slow when the machine is busy.
}, 120_000);
afterAll(() => t.close());

const NEW_DEAL = {
  name: 'Solar lantern',
  description: 'Bright for 12 hours.',
  vendor: 'Kumasi Lights',
  vendorLocation: 'Kumasi',
  category: 'Home & Garden',
  originalPrice: '250',
  discountPrice: '199.99',
  imageUrls: ['/uploads/images/aaaa-640.webp', '/uploads/images/bbbb-640.webp'],
};

async function counts() {
  const [row] = await t.db
    .select({
      deals: sql<number>`(SELECT count(*)::int FROM deals)`,
      activity: sql<number>`(SELECT count(*)::int FROM admin_activity)`,
    })
    .from(sql`(SELECT 1) AS one`);
  return row!;
}

async function activityFor(id: string) {
  return t.db
    .select()
    .from(adminActivity)
    .where(eq(adminActivity.entityId, id))
    .orderBy(adminActivity.createdAt);
}

describe('POST /api/admin/deals', () => {
  it('creates a deal with the spec defaults and the computed discount, and logs it', async () => {
    const response = await admin.post('/api/admin/deals', NEW_DEAL);
    expect(response.statusCode).toBe(201);
    const deal: Deal = response.json().deal;
    expect(deal).toMatchObject({
      name: 'Solar lantern',
      originalPrice: '250.00',
      discountPrice: '199.99',
      discount: 20,
      // No review yet: no rating (docs/decisions/070).
      rating: 0,
      reviews: 0,
      verified: true,
      flashSale: false,
      imageUrl: '/uploads/images/aaaa-640.webp',
      imageUrls: NEW_DEAL.imageUrls,
    });
    // The vendor location is collected, not stored (docs/product/admin.md, "Deals").
    const [row] = await t.db.select().from(deals).where(eq(deals.id, deal.id));
    expect(JSON.stringify(row)).not.toContain('Kumasi"');
    const [entry] = await activityFor(deal.id);
    expect(entry).toMatchObject({ adminUsername: username, action: 'deal.create', entityType: 'deal' });
    expect(entry!.after).toMatchObject({ name: 'Solar lantern', discount: 20 });
  });

  it('takes the flags given and no image; a rating or number of reviews sent is not taken', async () => {
    const response = await admin.post('/api/admin/deals', {
      ...NEW_DEAL,
      rating: '3.7',
      reviews: '12',
      verified: false,
      flashSale: true,
      imageUrls: [],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().deal).toMatchObject({
      rating: 0,
      reviews: 0,
      verified: false,
      flashSale: true,
      imageUrl: null,
      imageUrls: [],
    });
  });

  const refusals: [string, Record<string, unknown>, string, string][] = [
    ['a missing product name', { name: ' ' }, 'name', 'Product name is required'],
    ['a missing vendor name', { vendor: '' }, 'vendor', 'Vendor name is required'],
    [
      'a missing vendor location',
      { vendorLocation: undefined },
      'vendorLocation',
      'Vendor location is required',
    ],
    [
      'a missing original price',
      { originalPrice: '' },
      'originalPrice',
      'Original price is required (in cedis, e.g. 250.00)',
    ],
    [
      'a missing discount price',
      { discountPrice: undefined },
      'discountPrice',
      'Discount price is required (in cedis, e.g. 199.99)',
    ],
    ['a missing category', { category: '' }, 'category', 'Category is required'],
    [
      'a discount price above the original',
      { discountPrice: '300' },
      'discountPrice',
      'The discount price cannot be above the original price',
    ],
    [
      'a seventh image',
      { imageUrls: Array.from({ length: 7 }, (_, i) => `/uploads/images/${i}-640.webp`) },
      'imageUrls',
      TOO_MANY_IMAGES_MESSAGE,
    ],
    [
      'a javascript: image URL',
      { imageUrls: ['javascript:alert(1)'] },
      'imageUrls.0',
      'Images must be uploaded files.',
    ],
  ];
  for (const [name, change, field, message] of refusals) {
    it(`refuses ${name} with 400 and writes nothing`, async () => {
      const before = await counts();
      const response = await admin.post('/api/admin/deals', { ...NEW_DEAL, ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields[field]).toBe(message);
      expect(await counts()).toEqual(before);
    });
  }

  it('stores text with markup as text, unchanged', async () => {
    const name = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    const response = await admin.post('/api/admin/deals', {
      ...NEW_DEAL,
      name,
      description: '<a href="javascript:alert(3)">click</a>',
    });
    expect(response.statusCode).toBe(201);
    const shop = await t.app.inject({ url: `/api/deals/${response.json().deal.id}` });
    expect(shop.json().deal).toMatchObject({ name, description: '<a href="javascript:alert(3)">click</a>' });
  });

  it('reaches the open shop pages through the deals stream', async () => {
    const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const stream = await openEventStream(`${base}/api/deals/events`);
    expect(await stream.nextComment()).toBe('connected');
    const created = (await admin.post('/api/admin/deals', { ...NEW_DEAL, name: 'Live lantern' })).json().deal;
    const event = await stream.next();
    expect(event.event).toBe('insert');
    expect(JSON.parse(event.data)).toMatchObject({ deal: { id: created.id, name: 'Live lantern' } });
    stream.close();
  });
});

describe('GET /api/admin/deals', () => {
  it('lists every deal, newest first', async () => {
    const older = await insertDeal(t.db, { name: 'Older', createdAt: new Date(Date.now() - 60_000) });
    const newer = await insertDeal(t.db, { name: 'Newer' });
    const response = await admin.get('/api/admin/deals');
    expect(response.statusCode).toBe(200);
    const names = (response.json().deals as Deal[]).map((deal) => deal.id);
    expect(names.indexOf(newer.id)).toBeLessThan(names.indexOf(older.id));
    expect(names[0]).toBe(newer.id);
  });
});

describe('PATCH /api/admin/deals/:id', () => {
  it('saves the edit, recomputes the discount and logs the changed fields', async () => {
    const deal = await insertDeal(t.db, { name: 'Kettle', rating: 4.5, reviews: 2 });
    const response = await admin.patch(`/api/admin/deals/${deal.id}`, {
      name: 'Electric kettle',
      description: deal.description,
      originalPrice: '100',
      discountPrice: '75',
      vendor: deal.vendor,
      category: deal.category,
      verified: false,
      flashSale: true,
      rating: '4.2',
      imageUrls: ['/uploads/images/cccc-640.webp', deal.imageUrl],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().deal).toMatchObject({
      name: 'Electric kettle',
      discount: 25,
      // The reviews' figures stay: the form does not write them.
      rating: 4.5,
      reviews: 2,
      verified: false,
      flashSale: true,
      imageUrl: '/uploads/images/cccc-640.webp',
    });
    const [entry] = await activityFor(deal.id);
    expect(entry).toMatchObject({ action: 'deal.update' });
    expect(entry!.before).toMatchObject({ name: 'Kettle' });
    expect(entry!.after).toMatchObject({ name: 'Electric kettle' });
    expect(entry!.after).not.toHaveProperty('rating');
    expect(entry!.after).not.toHaveProperty('vendor');
  });

  it('answers 404 for a deal that does not exist', async () => {
    const response = await admin.patch('/api/admin/deals/00000000-0000-4000-8000-000000000000', {
      ...NEW_DEAL,
      rating: '4',
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('DELETE /api/admin/deals/:id', () => {
  it('deletes the deal and logs what it was', async () => {
    const deal = await insertDeal(t.db, { name: 'Radio' });
    const response = await admin.delete(`/api/admin/deals/${deal.id}`);
    expect(response.statusCode).toBe(204);
    expect(await t.db.select().from(deals).where(eq(deals.id, deal.id))).toEqual([]);
    const [entry] = await activityFor(deal.id);
    expect(entry).toMatchObject({ action: 'deal.delete', after: {} });
    expect(entry!.before).toMatchObject({ name: 'Radio' });
    expect((await admin.delete(`/api/admin/deals/${deal.id}`)).statusCode).toBe(404);
  });
});

it('counts the deals on the dashboard cards', async () => {
  const response = await admin.get('/api/admin/dashboard');
  const { deals: total, newDeals } = response.json();
  expect(total).toBe((await counts()).deals);
  expect(newDeals).toBeGreaterThan(0);
  expect(newDeals).toBeLessThanOrEqual(total);
  expect(DEAL_ADMIN_MESSAGES.created).toBe('Deal created successfully!');
});
