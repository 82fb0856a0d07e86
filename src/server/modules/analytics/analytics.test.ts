import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ADMIN_ANALYTICS } from '../../../shared/api-paths';
import { cartItems, dropshippingOrders, users, wishlistItems } from '../../db/schema';
import { signInAdmin } from '../../test/admin-session';
import { browser, insertDeal, insertDealOrderLines } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;

describe('GET /api/admin/analytics', () => {
  it('computes the figures of a fixture with SQL aggregates', async () => {
    const userId = crypto.randomUUID();
    await t.db.insert(users).values({ id: userId, name: 'Ama', email: 'ama.analytics@example.com' });
    const phone = await insertDeal(t.db, { name: 'Phone', category: 'Electronics' });
    const dress = await insertDeal(t.db, { name: 'Dress', category: 'Fashion & Apparel' });
    const kettle = await insertDeal(t.db, { name: 'Kettle', category: 'Home & Kitchen' });
    const order = (deal: typeof phone, total: string, status: string, daysAgo = 0) => ({
      userId,
      dealId: deal.id,
      dealName: deal.name,
      unitPrice: total,
      quantity: 1,
      totalAmount: total,
      deliveryName: 'Ama Mensah',
      deliveryPhone: '0244000000',
      deliveryAddress: 'Osu, Accra',
      status,
      createdAt: new Date(Date.now() - daysAgo * DAY),
    });
    await insertDealOrderLines(t.db, [
      order(phone, '100.10', 'pending', 2),
      order(phone, '200.20', 'delivered', 1),
      order(phone, '0.05', 'confirmed'),
      order(dress, '50.00', 'pending'),
      order(kettle, '999.99', 'cancelled'),
    ]);
    await t.db.insert(cartItems).values([{ userId, dealId: phone.id, quantity: 2 }]);
    await t.db.insert(wishlistItems).values([
      { userId, dealId: phone.id },
      { userId, dealId: dress.id },
    ]);
    const dropshipping = (total: string, status: string) => ({
      productId: crypto.randomUUID(),
      productName: 'Blender',
      productPrice: total,
      quantity: 1,
      totalAmount: total,
      fullName: 'Kojo',
      email: 'kojo@example.com',
      phone: '0244000001',
      address: 'Adum',
      city: 'Kumasi',
      paymentMethod: 'mobile_money' as const,
      status,
    });
    await t.db
      .insert(dropshippingOrders)
      .values([
        dropshipping('300.00', 'paid'),
        dropshipping('25.50', 'shipped'),
        dropshipping('80.00', 'pending'),
      ]);

    const { cookie } = await signInAdmin(t);
    const response = await browser(t, cookie).get(API_ADMIN_ANALYTICS);
    expect(response.statusCode).toBe(200);
    const report = response.json();
    expect(report.counts).toEqual({ deals: 3, orders: 5, cartItems: 1, wishlistItems: 2 });
    // Cancelled never counts: 100.10 + 200.20 + 0.05 + 50.00 over 4 orders.
    expect(report.revenue).toBe('350.35');
    expect(report.revenueOrders).toBe(4);
    expect(report.averageOrderValue).toBe('87.59');
    expect(report.dropshippingRevenue).toBe('325.50');
    expect(report.dropshippingPaidOrders).toBe(2);
    expect(report.topDeals).toEqual([
      { dealId: phone.id, name: 'Phone', orders: 3 },
      { dealId: dress.id, name: 'Dress', orders: 1 },
      { dealId: kettle.id, name: 'Kettle', orders: 1 },
    ]);
    expect(report.topCategories).toEqual([
      { category: 'Electronics', orders: 3 },
      { category: 'Fashion & Apparel', orders: 1 },
      { category: 'Home & Kitchen', orders: 1 },
    ]);
    expect(report.recentOrders).toHaveLength(5);
    expect(report.recentOrders[4]).toMatchObject({ dealName: 'Phone', totalAmount: '100.10' });
    expect(report.daily).toHaveLength(30);
    const today = report.daily[29];
    expect(today.date).toBe(new Date().toISOString().slice(0, 10));
    expect(today).toMatchObject({ orders: 3, revenue: '50.05' });
    expect(report.daily[27]).toMatchObject({ orders: 1, revenue: '100.10' });
    expect(report.daily[0]).toMatchObject({ orders: 0, revenue: '0.00' });
  });
});
