import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '../../../shared/cart/cart';
import { cartItems, deals } from '../../db/schema';
import { browser, insertDeal } from '../../test/fixtures';
import { createTestApp, signUpVerified, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function shopper() {
  const { cookie, email } = await signUpVerified(t);
  const userId = (await t.app.inject({ url: '/api/auth/get-session', headers: { cookie } })).json().user.id;
  return { cookie, email, userId: userId as string, api: browser(t, cookie) };
}

const rowsOf = (userId: string) => t.db.select().from(cartItems).where(eq(cartItems.userId, userId));

describe('the cart', () => {
  it('needs a session', async () => {
    const guest = browser(t);
    const deal = await insertDeal(t.db);
    for (const response of [
      await guest.get('/api/cart'),
      await guest.post('/api/cart/items', { dealId: deal.id }),
      await guest.delete('/api/cart'),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('UNAUTHORIZED');
    }
  });

  it('adds a deal (1 by default), and adding it again increases the quantity', async () => {
    const { api, userId } = await shopper();
    const deal = await insertDeal(t.db, {
      name: 'Blender',
      discountPrice: '120.50',
      vendor: 'Kumasi Home',
      imageUrl: '/blender.webp',
    });
    expect((await api.get('/api/cart')).json()).toEqual({ items: [], count: 0, total: '0.00' });

    const first = await api.post('/api/cart/items', { dealId: deal.id });
    expect(first.statusCode).toBe(200);
    const cart: Cart = first.json();
    expect(cart).toEqual({
      items: [
        {
          id: expect.any(String),
          dealId: deal.id,
          quantity: 1,
          name: 'Blender',
          imageUrl: '/blender.webp',
          vendor: 'Kumasi Home',
          price: '120.50',
          available: true,
        },
      ],
      count: 1,
      total: '120.50',
    });

    const second = await api.post('/api/cart/items', { dealId: deal.id, quantity: 3 });
    expect(second.json()).toMatchObject({ items: [{ quantity: 4 }], count: 4, total: '482.00' });
    expect(await rowsOf(userId)).toHaveLength(1);
  });

  it('adds money exactly', async () => {
    const { api } = await shopper();
    const dime = await insertDeal(t.db, { discountPrice: '0.10' });
    const fifth = await insertDeal(t.db, { discountPrice: '0.20' });
    await api.post('/api/cart/items', { dealId: dime.id, quantity: 3 });
    const cart = (await api.post('/api/cart/items', { dealId: fifth.id })).json();
    // 0.1 * 3 + 0.2 in floating point is 0.5000000000000001.
    expect(cart).toMatchObject({ count: 4, total: '0.50' });
  });

  it('refuses bad quantities and unknown deals, changing nothing', async () => {
    const { api, userId } = await shopper();
    const deal = await insertDeal(t.db);
    for (const quantity of [0, -1, 1.5, 1e9, '2', null, true]) {
      const response = await api.post('/api/cart/items', { dealId: deal.id, quantity });
      expect(response.statusCode, String(quantity)).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_ERROR');
      expect(response.json().error.fields.quantity).toBeTruthy();
    }
    const missing = await api.post('/api/cart/items', { quantity: 1 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({ dealId: 'Please choose a deal.' });
    expect((await api.post('/api/cart/items', { dealId: 'abc' })).statusCode).toBe(400);

    const unknown = await api.post('/api/cart/items', { dealId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      error: { code: 'NOT_FOUND', message: 'This deal is no longer available.' },
    });
    expect(await rowsOf(userId)).toHaveLength(0);
  });

  it('keeps at most 99 of a deal', async () => {
    const { api, userId } = await shopper();
    const deal = await insertDeal(t.db);
    await api.post('/api/cart/items', { dealId: deal.id, quantity: 98 });
    const over = await api.post('/api/cart/items', { dealId: deal.id, quantity: 2 });
    expect(over.statusCode).toBe(400);
    expect(over.json().error).toMatchObject({
      code: 'CART_LIMIT',
      message: 'You can have at most 99 of this item in your cart.',
      fields: { quantity: 'You can have at most 99 of this item in your cart.' },
    });
    expect((await rowsOf(userId))[0]!.quantity).toBe(98);
    expect((await api.post('/api/cart/items', { dealId: deal.id })).json().count).toBe(99);
    expect(
      (await api.patch(`/api/cart/items/${(await rowsOf(userId))[0]!.id}`, { quantity: 100 })).statusCode,
    ).toBe(400);
  });

  it('sets a quantity (replacing it); 0 or less removes the line', async () => {
    const { api, userId } = await shopper();
    const kept = await insertDeal(t.db, { discountPrice: '10.00' });
    const dropped = await insertDeal(t.db, { discountPrice: '5.00' });
    const other = await insertDeal(t.db);
    await api.post('/api/cart/items', { dealId: kept.id, quantity: 2 });
    await api.post('/api/cart/items', { dealId: dropped.id });
    const cart: Cart = (await api.post('/api/cart/items', { dealId: other.id })).json();
    const [keptItem, droppedItem, otherItem] = cart.items;

    const set = await api.patch(`/api/cart/items/${keptItem!.id}`, { quantity: 5 });
    expect(set.statusCode).toBe(200);
    expect(set.json().items[0]).toMatchObject({ dealId: kept.id, quantity: 5 });

    for (const quantity of [1.5, '3', undefined]) {
      const bad = await api.patch(`/api/cart/items/${keptItem!.id}`, { quantity });
      expect(bad.statusCode, String(quantity)).toBe(400);
    }

    const zero = await api.patch(`/api/cart/items/${droppedItem!.id}`, { quantity: 0 });
    expect(zero.statusCode).toBe(200);
    expect(zero.json().items.map((i: { dealId: string }) => i.dealId)).toEqual([kept.id, other.id]);
    const negative = await api.patch(`/api/cart/items/${otherItem!.id}`, { quantity: -1 });
    expect(negative.json()).toMatchObject({ count: 5, total: '50.00' });
    expect(await rowsOf(userId)).toHaveLength(1);
  });

  it('removes a line, and clears the whole cart', async () => {
    const { api, userId } = await shopper();
    const a = await insertDeal(t.db);
    const b = await insertDeal(t.db);
    await api.post('/api/cart/items', { dealId: a.id });
    const cart: Cart = (await api.post('/api/cart/items', { dealId: b.id })).json();

    const removed = await api.delete(`/api/cart/items/${cart.items[0]!.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().items.map((i: { dealId: string }) => i.dealId)).toEqual([b.id]);
    expect((await api.delete(`/api/cart/items/${cart.items[0]!.id}`)).statusCode).toBe(404);
    expect((await api.delete('/api/cart/items/not-a-uuid')).statusCode).toBe(404);

    await api.post('/api/cart/items', { dealId: a.id });
    const cleared = await api.delete('/api/cart');
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual({ items: [], count: 0, total: '0.00' });
    expect(await rowsOf(userId)).toHaveLength(0);
  });

  it('shows a deleted deal as "Unknown Product" at 0', async () => {
    const { api } = await shopper();
    const gone = await insertDeal(t.db, { discountPrice: '80.00' });
    const stays = await insertDeal(t.db, { discountPrice: '20.00' });
    await api.post('/api/cart/items', { dealId: gone.id, quantity: 2 });
    await api.post('/api/cart/items', { dealId: stays.id });
    await t.db.delete(deals).where(eq(deals.id, gone.id));

    const cart: Cart = (await api.get('/api/cart')).json();
    expect(cart.items[0]).toEqual({
      id: expect.any(String),
      dealId: gone.id,
      quantity: 2,
      name: 'Unknown Product',
      imageUrl: null,
      vendor: 'Unknown Vendor',
      price: '0.00',
      available: false,
    });
    expect(cart).toMatchObject({ count: 3, total: '20.00' });
  });
});

describe('two shoppers', () => {
  it('never see or change each other’s cart: another user’s line is 404', async () => {
    const ama = await shopper();
    const kofi = await shopper();
    const deal = await insertDeal(t.db);
    const amaCart: Cart = (await ama.api.post('/api/cart/items', { dealId: deal.id, quantity: 2 })).json();
    const amaItem = amaCart.items[0]!;

    expect((await kofi.api.get('/api/cart')).json()).toEqual({ items: [], count: 0, total: '0.00' });
    for (const response of [
      await kofi.api.patch(`/api/cart/items/${amaItem.id}`, { quantity: 7 }),
      await kofi.api.patch(`/api/cart/items/${amaItem.id}`, { quantity: 0 }),
      await kofi.api.delete(`/api/cart/items/${amaItem.id}`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        error: { code: 'NOT_FOUND', message: 'This item is not in your cart.' },
      });
    }
    // Kofi adding the same deal and clearing his cart leaves Ama's line alone.
    await kofi.api.post('/api/cart/items', { dealId: deal.id });
    await kofi.api.delete('/api/cart');
    expect(await rowsOf(ama.userId)).toEqual([expect.objectContaining({ id: amaItem.id, quantity: 2 })]);
    expect((await ama.api.get('/api/cart')).json().count).toBe(2);
  });
});
