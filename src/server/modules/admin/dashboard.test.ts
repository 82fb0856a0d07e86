import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminDashboard } from '../../../shared/admin/admin-activity';
import { API_ADMIN_DASHBOARD } from '../../../shared/api-paths';
import { startOfAccraDay } from '../../../shared/dates';
import {
  cartCheckouts,
  dropshippingOrders,
  emailOutbox,
  orders,
  serviceRequests,
  smsOutbox,
  users,
} from '../../db/schema';
import { signInAdmin } from '../../test/admin-session';
import { browser, insertDeal, insertDealOrderLines } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/admin/dashboard: the figures of the day', () => {
  it("counts today's new orders (a cart checkout once), awaiting payment, to deliver, requests waiting and failed messages", async () => {
    const startOfToday = startOfAccraDay(new Date());
    const today = new Date(startOfToday.getTime() + 1000);
    const yesterday = new Date(startOfToday.getTime() - 1000);
    const userId = crypto.randomUUID();
    await t.db.insert(users).values({ id: userId, name: 'Ama', email: 'ama.dashboard@example.com' });
    const deal = await insertDeal(t.db, { name: 'Rice cooker 5 L' });
    const line = (status: string, createdAt: Date) => ({
      userId,
      dealId: deal.id,
      dealName: deal.name,
      unitPrice: '100.00',
      quantity: 1,
      totalAmount: '100.00',
      deliveryName: 'Ama Mensah',
      deliveryPhone: '0244000000',
      deliveryAddress: 'Osu, Accra',
      status,
      createdAt,
    });
    // Today: one cart checkout of two lines waiting for its payment, one order to deliver.
    await t.db.insert(cartCheckouts).values({
      reference: 'ORD-TODAY1',
      userId,
      email: 'ama.dashboard@example.com',
      region: 'Greater Accra',
      subtotal: '200.00',
      deliveryFee: '0.00',
      totalAmount: '200.00',
      paymentMethod: 'mobile_money',
      createdAt: today,
    });
    await t.db.insert(orders).values([
      { ...line('awaiting_payment', today), checkoutReference: 'ORD-TODAY1' },
      { ...line('awaiting_payment', today), checkoutReference: 'ORD-TODAY1' },
    ]);
    await insertDealOrderLines(t.db, [
      line('pending', today),
      // Yesterday: one to deliver, one delivered, one cancelled.
      line('confirmed', yesterday),
      line('delivered', yesterday),
      line('cancelled', yesterday),
    ]);
    const dropshipping = (status: string, createdAt: Date) => ({
      productId: crypto.randomUUID(),
      productName: 'Blender',
      productPrice: '80.00',
      quantity: 1,
      totalAmount: '80.00',
      fullName: 'Kojo',
      email: 'kojo@example.com',
      phone: '0244000001',
      address: 'Adum',
      city: 'Kumasi',
      paymentMethod: 'mobile_money' as const,
      status,
      createdAt,
    });
    await t.db
      .insert(dropshippingOrders)
      .values([
        dropshipping('pending', today),
        dropshipping('shipped', yesterday),
        dropshipping('abandoned', yesterday),
        dropshipping('delivered', yesterday),
      ]);
    await t.db.insert(serviceRequests).values([
      { reference: 'MSG-DASH01', kind: 'contact', name: 'Efua', details: {} },
      { reference: 'MSG-DASH02', kind: 'contact', name: 'Yaw', details: {}, status: 'in_progress' },
    ]);
    await t.db.insert(emailOutbox).values([
      { to: 'a@example.com', subject: 'Hi', text: 'Hi', status: 'failed' },
      { to: 'b@example.com', subject: 'Hi', text: 'Hi', status: 'sent' },
    ]);
    await t.db.insert(smsOutbox).values([{ to: '+233244000000', text: 'Hi', status: 'failed' }]);

    const { cookie } = await signInAdmin(t);
    const response = await browser(t, cookie).get(API_ADMIN_DASHBOARD);
    expect(response.statusCode).toBe(200);
    expect(response.json<AdminDashboard>().today).toEqual({
      newOrders: 3,
      awaitingPayment: 2,
      toDeliver: 3,
      requestsWaiting: 1,
      failedMessages: 2,
    });
  });
});
