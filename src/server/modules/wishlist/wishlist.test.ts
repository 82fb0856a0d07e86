import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deals, wishlistItems } from '../../db/schema';
import { browser, insertDeal } from '../../test/fixtures';
import { createTestApp, signUpVerified, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function shopper() {
  const { cookie } = await signUpVerified(t);
  const userId = (await t.app.inject({ url: '/api/auth/get-session', headers: { cookie } })).json().user.id;
  return { userId: userId as string, api: browser(t, cookie) };
}

const rowsOf = (userId: string) => t.db.select().from(wishlistItems).where(eq(wishlistItems.userId, userId));
const idsOf = (response: { json: () => { dealIds: string[] } }) => response.json().dealIds;

describe('the wishlist', () => {
  it('needs a session', async () => {
    const deal = await insertDeal(t.db);
    const guest = browser(t);
    expect((await guest.get('/api/wishlist')).statusCode).toBe(401);
    expect((await guest.put(`/api/wishlist/${deal.id}`)).statusCode).toBe(401);
    expect((await guest.delete(`/api/wishlist/${deal.id}`)).statusCode).toBe(401);
  });

  it('adds (once, however often asked) and removes deals, newest first', async () => {
    const { api, userId } = await shopper();
    const first = await insertDeal(t.db);
    const second = await insertDeal(t.db);
    expect((await api.get('/api/wishlist')).json()).toEqual({ dealIds: [], items: [] });

    expect(idsOf(await api.put(`/api/wishlist/${first.id}`))).toEqual([first.id]);
    expect((await api.put(`/api/wishlist/${first.id}`)).statusCode).toBe(200);
    const both = await api.put(`/api/wishlist/${second.id}`);
    expect(idsOf(both)).toEqual([second.id, first.id]);
    expect(both.json().items.map((item: { dealId: string }) => item.dealId)).toEqual([second.id, first.id]);
    expect(await rowsOf(userId)).toHaveLength(2);

    const removed = await api.delete(`/api/wishlist/${first.id}`);
    expect(removed.statusCode).toBe(200);
    expect(idsOf(removed)).toEqual([second.id]);
    const again = await api.delete(`/api/wishlist/${first.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe('This deal is not in your wishlist.');
  });

  it('refuses unknown and malformed deals; a deleted deal can still be taken off', async () => {
    const { api, userId } = await shopper();
    for (const id of ['00000000-0000-4000-8000-000000000000', 'abc']) {
      const response = await api.put(`/api/wishlist/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json().error.message).toBe('This deal is no longer available.');
    }
    expect((await api.delete('/api/wishlist/abc')).statusCode).toBe(404);
    expect(await rowsOf(userId)).toHaveLength(0);

    const deal = await insertDeal(t.db);
    await api.put(`/api/wishlist/${deal.id}`);
    await t.db.delete(deals).where(eq(deals.id, deal.id));
    expect((await api.delete(`/api/wishlist/${deal.id}`)).json()).toEqual({ dealIds: [], items: [] });
  });

  it('lists each deal with its picture and current price (2 decimals), never cached', async () => {
    const { api } = await shopper();
    const deal = await insertDeal(t.db, {
      name: 'Tecno Spark 20',
      vendor: 'Kumasi Phones',
      originalPrice: '1500',
      discountPrice: '1199.5',
      discount: 20,
      imageUrl: null,
      imageUrls: ['/uploads/seed/spark-640.webp', '/uploads/seed/spark-2-640.webp'],
    });
    await api.put(`/api/wishlist/${deal.id}`);
    await t.db.update(deals).set({ discountPrice: '1099.00' }).where(eq(deals.id, deal.id));

    const response = await api.get('/api/wishlist');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const [item] = response.json().items;
    expect(item).toEqual({
      dealId: deal.id,
      addedAt: expect.any(String),
      deal: {
        name: 'Tecno Spark 20',
        vendor: 'Kumasi Phones',
        imageUrl: '/uploads/seed/spark-640.webp',
        discountPrice: '1099.00',
        originalPrice: '1500.00',
        discount: 20,
      },
    });
    expect(Number.isNaN(Date.parse(item.addedAt))).toBe(false);
  });

  it('shows a deal an admin deleted as no longer available (deal: null), never a 500', async () => {
    const { api } = await shopper();
    const kept = await insertDeal(t.db);
    const gone = await insertDeal(t.db);
    await api.put(`/api/wishlist/${kept.id}`);
    await api.put(`/api/wishlist/${gone.id}`);
    await t.db.delete(deals).where(eq(deals.id, gone.id));

    const response = await api.get('/api/wishlist');
    expect(response.statusCode).toBe(200);
    const { dealIds, items } = response.json();
    expect(dealIds).toEqual([gone.id, kept.id]);
    expect(items[0]).toEqual({ dealId: gone.id, addedAt: expect.any(String), deal: null });
    expect(items[1].deal.name).toBe(kept.name);
  });
});

describe('two shoppers', () => {
  it('never see or change each other’s wishlist: another user’s row is 404', async () => {
    const ama = await shopper();
    const kofi = await shopper();
    const deal = await insertDeal(t.db);
    await ama.api.put(`/api/wishlist/${deal.id}`);

    expect((await kofi.api.get('/api/wishlist')).json()).toEqual({ dealIds: [], items: [] });
    const steal = await kofi.api.delete(`/api/wishlist/${deal.id}`);
    expect(steal.statusCode).toBe(404);
    expect(steal.json().error.code).toBe('NOT_FOUND');
    expect(await rowsOf(ama.userId)).toHaveLength(1);
    expect(idsOf(await ama.api.get('/api/wishlist'))).toEqual([deal.id]);
    expect((await ama.api.get('/api/wishlist')).json().items[0].deal.name).toBe(deal.name);
  });
});
