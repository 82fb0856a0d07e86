import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminVendorLedger, PayoutsStarted, SellerMoney } from '../../../shared/payouts/payouts';
import { dropshippingOrders, orders, smsOutbox, vendorLedgerEntries, vendorPayouts } from '../../db/schema';
import { signInAdmin } from '../../test/admin-session';
import { browser, insertProduct } from '../../test/fixtures';
import { createTestApp, signUpVerified, type TestApp } from '../../test/test-app';
import { insertSellingVendor, vendorDealLine } from '../../test/vendor-money';
import { creditDeliveredLines } from './credit-delivered-lines';

// Commission, the ledger and payouts with the simulated provider (the tests' default), whose
// transfers report their success through the shop's own signed webhook.
vi.setConfig({ testTimeout: 120_000 });

let t: TestApp;
let admin: ReturnType<typeof browser>;
beforeAll(async () => {
  t = await createTestApp();
  admin = browser(t, (await signInAdmin(t)).cookie);
}, 120_000);
afterAll(() => t.close());

const deliver = (orderId: string) =>
  admin.post(`/api/admin/orders/deal/${orderId}/status`, { status: 'delivered', note: null });

const money = async (seller: ReturnType<typeof browser>): Promise<SellerMoney> => {
  const response = await seller.get('/api/seller/money');
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

const activitySentences = async () =>
  ((await admin.get('/api/admin/activity')).json() as { entries: { sentence: string }[] }).entries.map(
    (entry) => entry.sentence,
  );

const sales = (lineId: string) =>
  t.db
    .select()
    .from(vendorLedgerEntries)
    .where(and(eq(vendorLedgerEntries.lineId, lineId), eq(vendorLedgerEntries.kind, 'sale')));

describe('commission and the ledger', () => {
  it('credits a delivered line once, less the default commission, even when two admins deliver it at once', async () => {
    const { vendor, seller } = await insertSellingVendor(t);
    const { line, orderId } = await vendorDealLine(t, vendor.id, {
      total: '149.99',
      category: 'Toys & Games',
    });
    const answers = await Promise.all([deliver(orderId), deliver(orderId)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const entries = await sales(line.id);
    expect(entries).toHaveLength(1);
    // 10% of 14,999 pesewas is 1,499.9: rounded to 1,500 pesewas.
    expect(entries[0]).toMatchObject({
      grossPesewas: 14_999,
      commissionPesewas: 1500,
      amountPesewas: 13_499,
    });
    const page = await money(seller);
    expect(page.balance).toBe('134.99');
    expect(page.entries).toHaveLength(1);
    expect(page.entries[0]).toMatchObject({
      kind: 'sale',
      amount: '134.99',
      commission: '15.00',
      rate: 1000,
    });
  });

  it('credits a line once however often the credit runs, even at the same time', async () => {
    const { vendor } = await insertSellingVendor(t);
    const { line } = await vendorDealLine(t, vendor.id, { total: '50.00' });
    await Promise.all([
      creditDeliveredLines(t.db, 'deal', [line.id]),
      creditDeliveredLines(t.db, 'deal', [line.id]),
    ]);
    await creditDeliveredLines(t.db, 'deal', [line.id]);
    expect(await sales(line.id)).toHaveLength(1);
  });

  it('credits a drop-shipping order of a vendor’s product when it is delivered', async () => {
    const { vendor, seller } = await insertSellingVendor(t);
    const product = await insertProduct(t.db, { vendorId: vendor.id, category: 'Electronics' });
    const [order] = await t.db
      .insert(dropshippingOrders)
      .values({
        productId: product.id,
        vendorId: vendor.id,
        productName: product.name,
        productPrice: '99.99',
        quantity: 3,
        totalAmount: '299.97',
        fullName: 'Kofi Mensah',
        email: 'kofi@example.com',
        phone: '0501234567',
        address: 'House 4, Ring Road',
        city: 'Kumasi',
        paymentMethod: 'mobile_money',
        reference: `DSP-${Date.now().toString(36).toUpperCase()}`,
        status: 'out_for_delivery',
      })
      .returning();
    const delivered = await admin.post(`/api/admin/orders/dropshipping/${order!.id}/status`, {
      status: 'delivered',
      note: null,
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    // 10% of 29,997 pesewas is 2,999.7: rounded to 3,000.
    expect((await sales(order!.id))[0]).toMatchObject({ lineKind: 'dropshipping', commissionPesewas: 3000 });
    expect((await money(seller)).balance).toBe('269.97');
  });

  it('leaves the shop’s own lines out of every ledger', async () => {
    const { vendor } = await insertSellingVendor(t);
    const { line, orderId } = await vendorDealLine(t, vendor.id);
    await t.db.update(orders).set({ vendorId: null }).where(eq(orders.id, line.id));
    expect((await deliver(orderId)).statusCode).toBe(200);
    expect(await sales(line.id)).toHaveLength(0);
  });

  it('takes the category’s rate, and the vendor’s own rate over it; both changes are logged', async () => {
    const { vendor, seller } = await insertSellingVendor(t);
    const rates = await admin.put('/api/admin/payouts/commission-rates', {
      rates: { 'Home & Garden': '12.5' },
    });
    expect(rates.statusCode, rates.body).toBe(200);
    expect(rates.json().categories).toContainEqual({ category: 'Home & Garden', rate: 1250 });

    const first = await vendorDealLine(t, vendor.id, { category: 'Home & Garden', total: '149.99' });
    await deliver(first.orderId);
    // 12.5% of 14,999 is 1,874.875 pesewas: 1,875.
    expect((await sales(first.line.id))[0]).toMatchObject({ commissionPesewas: 1875, rateBasisPoints: 1250 });

    const override = await admin.put(`/api/admin/payouts/vendors/${vendor.id}/commission`, { percent: '5' });
    expect(override.statusCode, override.body).toBe(200);
    expect((override.json() as AdminVendorLedger).vendor.commissionOverride).toBe(500);
    const second = await vendorDealLine(t, vendor.id, { category: 'Home & Garden', total: '200.00' });
    await deliver(second.orderId);
    expect((await sales(second.line.id))[0]).toMatchObject({
      commissionPesewas: 1000,
      amountPesewas: 19_000,
    });
    expect((await money(seller)).balance).toBe('321.24');

    const logged = await admin.get('/api/admin/activity');
    const sentences = (logged.json() as { entries: { sentence: string }[] }).entries.map(
      (entry) => entry.sentence,
    );
    expect(
      sentences.some((sentence) =>
        sentence.endsWith(`set the vendor ${vendor.reference}'s own commission to 5%`),
      ),
    ).toBe(true);
    expect(sentences.some((sentence) => sentence.endsWith('changed the commission of 1 category'))).toBe(
      true,
    );
  });

  it('refuses a rate that is not a percentage from 0 to 100, changing nothing', async () => {
    const response = await admin.put('/api/admin/payouts/commission-rates', {
      rates: { Electronics: '150' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(/percentage/);
  });

  it('debits a line returned after delivery, once', async () => {
    const { vendor, seller } = await insertSellingVendor(t);
    const { line, orderId } = await vendorDealLine(t, vendor.id, { total: '100.00' });
    await deliver(orderId);
    expect((await money(seller)).balance).toBe('90.00');
    const url = `/api/admin/payouts/lines/deal/${line.id}/return`;
    const returned = await admin.post(url, { reason: 'Returned broken' });
    expect(returned.statusCode, returned.body).toBe(200);
    expect(returned.json()).toEqual({ amount: '90.00' });
    expect((await admin.post(url, { reason: 'Again' })).statusCode).toBe(409);
    expect(await activitySentences()).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `debited the vendor ${vendor.reference} GH₵90\\.00 for a return of the order ${line.checkoutReference}$`,
        ),
      ),
    );
    const page = await money(seller);
    expect(page.balance).toBe('0.00');
    expect(page.entries.map((entry) => [entry.kind, entry.amount])).toEqual([
      ['return', '-90.00'],
      ['sale', '90.00'],
    ]);
  });

  it('gives each week’s statement as CSV, credits and debits apart, with totals', async () => {
    const { vendor, seller } = await insertSellingVendor(t);
    const { line, orderId } = await vendorDealLine(t, vendor.id, { total: '100.00' });
    await deliver(orderId);
    await admin.post(`/api/admin/payouts/lines/deal/${line.id}/return`, { reason: 'Wrong size' });
    const { weeks } = await money(seller);
    expect(weeks).toHaveLength(1);
    expect(weeks[0]).toMatchObject({ credits: '90.00', debits: '90.00', entries: 2 });
    const csv = await seller.get(`/api/seller/money/statement.csv?week=${weeks[0]!.week}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const rows = csv.body.trim().split('\r\n');
    expect(rows[0]).toBe(
      'Date,Entry,Order,Description,Line total (GHS),Commission rate,Commission (GHS),Credit (GHS),Debit (GHS)',
    );
    expect(rows).toHaveLength(4);
    expect(rows[1]).toContain('Sale delivered');
    expect(rows[2]).toContain('Return or refund');
    expect(rows[3]).toBe('Total,,,,,,,90.00,90.00');
  });
});

describe('payouts with the simulated provider', () => {
  it('adds a MoMo account, pays the balance out and tells the vendor by SMS and e-mail', async () => {
    const { vendor, seller, email } = await insertSellingVendor(t, { businessPhone: '0244555777' });
    const { orderId } = await vendorDealLine(t, vendor.id, { total: '250.00' });
    await deliver(orderId);

    const banks = await seller.get('/api/seller/payout-account/banks?type=mobile_money');
    expect(banks.json().banks.map((bank: { name: string }) => bank.name)).toEqual([
      'MTN MoMo',
      'Telecel Cash',
      'AT Money',
    ]);
    const saved = await seller.put('/api/seller/payout-account', {
      type: 'mobile_money',
      bankCode: 'MTN',
      accountNumber: '024 455 5777',
      accountName: 'Vendor Owner',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().account).toMatchObject({ bankName: 'MTN MoMo', accountNumber: '024 *** 5777' });

    const paid = await admin.post(`/api/admin/payouts/vendors/${vendor.id}/payout`, {});
    expect(paid.statusCode, paid.body).toBe(200);
    expect((paid.json() as PayoutsStarted).payouts[0]).toMatchObject({ amount: '225.00' });

    const page = await money(seller);
    expect(page.balance).toBe('0.00');
    expect(page.payouts[0]).toMatchObject({
      status: 'success',
      amount: '225.00',
      destination: 'MTN MoMo 024 *** 5777',
    });
    const sms = await t.db.select().from(smsOutbox).where(eq(smsOutbox.to, '+233244555777'));
    expect(sms.map((message) => message.text)).toEqual([
      'GhanaMart: we have paid GHS 225.00 to your MTN MoMo 024 *** 5777.',
    ]);
    expect((await t.lastEmailTo(email))?.subject).toBe('Your payout of GH₵225.00 is paid');
    expect(await activitySentences()).toContainEqual(
      expect.stringMatching(new RegExp(`paid out GH₵225\\.00 to the vendor ${vendor.reference}$`)),
    );
  });

  it('refuses a payout without an account or a balance, and pays all that are due in one run', async () => {
    const empty = await insertSellingVendor(t);
    const refused = await admin.post(`/api/admin/payouts/vendors/${empty.vendor.id}/payout`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('This vendor has not added a payout account yet.');

    const due = await insertSellingVendor(t);
    await deliver((await vendorDealLine(t, due.vendor.id, { total: '50.00' })).orderId);
    await due.seller.put('/api/seller/payout-account', {
      type: 'ghipss',
      bankCode: '040100',
      accountNumber: '1041130012345',
      accountName: 'Due Vendor',
    });
    const run = await admin.post('/api/admin/payouts/run', {});
    expect(run.statusCode, run.body).toBe(200);
    const started = run.json() as PayoutsStarted;
    expect(started.payouts.map((payout) => payout.amount)).toContain('45.00');
    expect((await money(due.seller)).balance).toBe('0.00');
    const again = await admin.post('/api/admin/payouts/run', {});
    expect((again.json() as PayoutsStarted).payouts).toEqual([]);
  });

  it('rejects a payout account whose provider is not on the list', async () => {
    const { seller } = await insertSellingVendor(t);
    const response = await seller.put('/api/seller/payout-account', {
      type: 'mobile_money',
      bankCode: 'XYZ',
      accountNumber: '0244555777',
      accountName: 'Somebody',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ bankCode: 'Choose your provider or bank from the list.' });
  });
});

describe('who may see and change a vendor’s money', () => {
  it('answers 401 without a session and 403 to a customer on every Money route', async () => {
    const customer = browser(t, (await signUpVerified(t)).cookie);
    const routes: [string, string][] = [
      ['GET', '/api/seller/money'],
      ['GET', '/api/seller/money/statement.csv?week=2026-11-23'],
      ['GET', '/api/seller/payout-account/banks?type=mobile_money'],
      ['PUT', '/api/seller/payout-account'],
    ];
    for (const [method, url] of routes) {
      const send = (who: ReturnType<typeof browser>) =>
        method === 'GET' ? who.get(url) : who.put(url, { type: 'mobile_money' });
      expect((await send(browser(t))).statusCode, url).toBe(401);
      expect((await send(customer)).statusCode, url).toBe(403);
    }
  });

  it('shows a vendor only its own ledger and account, and no vendor changes another’s', async () => {
    const a = await insertSellingVendor(t);
    const b = await insertSellingVendor(t);
    await deliver((await vendorDealLine(t, a.vendor.id, { total: '80.00' })).orderId);
    await a.seller.put('/api/seller/payout-account', {
      type: 'mobile_money',
      bankCode: 'VOD',
      accountNumber: '0201234567',
      accountName: 'A Owner',
    });
    const bMoney = await money(b.seller);
    expect(bMoney.vendor.id).toBe(b.vendor.id);
    expect(bMoney.entries).toEqual([]);
    expect(bMoney.account).toBeNull();
    await b.seller.put('/api/seller/payout-account', {
      type: 'mobile_money',
      bankCode: 'MTN',
      accountNumber: '0249999999',
      accountName: 'B Owner',
    });
    expect((await money(a.seller)).account).toMatchObject({
      bankName: 'Telecel Cash',
      accountName: 'A Owner',
    });
    // A vendor reaches no admin route: not another's ledger, not the commission, not a ledger entry.
    for (const [method, url] of [
      ['GET', `/api/admin/payouts/vendors/${a.vendor.id}/ledger`],
      ['PUT', `/api/admin/payouts/vendors/${b.vendor.id}/commission`],
      ['PUT', '/api/admin/payouts/commission-rates'],
      ['POST', `/api/admin/payouts/vendors/${b.vendor.id}/payout`],
      ['POST', `/api/admin/payouts/lines/deal/${a.vendor.id}/return`],
    ] as const) {
      const response =
        method === 'GET'
          ? await b.seller.get(url)
          : await b.seller[method === 'PUT' ? 'put' : 'post'](url, {});
      expect(response.statusCode, url).toBe(403);
    }
    const payouts = await t.db.select().from(vendorPayouts).where(eq(vendorPayouts.vendorId, b.vendor.id));
    expect(payouts).toEqual([]);
  });
});
