import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { PayoutsStarted, SellerMoney } from '../../../shared/payouts/payouts';
import { signWebhook } from '../../adapters/payments/webhook-signature';
import { smsOutbox, vendorLedgerEntries, vendorPayouts } from '../../db/schema';
import { reconcilePayouts, VERIFY_PAYOUT_AFTER_MS } from '../../jobs/reconcile-payouts';
import type { browser } from '../../test/fixtures';
import { PAYSTACK_TEST_SECRET, type PaystackApp, paystackTestApp } from '../../test/paystack-app';
import type { PaystackStub } from '../../test/paystack-stub';
import type { TestApp } from '../../test/test-app';
import { insertSellingVendor, vendorDealLine } from '../../test/vendor-money';

// Payout accounts and payouts with PAYMENT_PROVIDER=paystack, against the local Paystack that
// checks every request (/bank, /bank/resolve, /transferrecipient, /transfer) and its own answers
// against Paystack's OpenAPI description.
vi.setConfig({ testTimeout: 120_000 });

const paystack = paystackTestApp();
let t: TestApp;
let stub: PaystackStub;
let admin: PaystackApp['admin'];
beforeAll(() => {
  ({ t, stub, admin } = paystack);
});

const money = async (seller: ReturnType<typeof browser>): Promise<SellerMoney> =>
  (await seller.get('/api/seller/money')).json();

async function postWebhook(event: unknown, signature?: string) {
  const payload = JSON.stringify(event);
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/paystack/webhook',
    payload,
    headers: {
      'content-type': 'application/json',
      'x-paystack-signature': signature ?? signWebhook(payload, PAYSTACK_TEST_SECRET),
    },
  });
}

/** A vendor with a delivered line of `total` and a MoMo account, paid out: its payout's reference. */
async function paidOutVendor(total: string, phone = '0244000111') {
  const selling = await insertSellingVendor(t, { businessPhone: phone });
  const { orderId } = await vendorDealLine(t, selling.vendor.id, { total });
  await admin.post(`/api/admin/orders/deal/${orderId}/status`, { status: 'delivered', note: null });
  const saved = await selling.seller.put('/api/seller/payout-account', {
    type: 'mobile_money',
    bankCode: 'MTN',
    accountNumber: phone,
    accountName: 'Vendor Owner',
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const paid = await admin.post(`/api/admin/payouts/vendors/${selling.vendor.id}/payout`, {});
  expect(paid.statusCode, paid.body).toBe(200);
  const [payout] = (paid.json() as PayoutsStarted).payouts;
  return { ...selling, reference: payout!.reference };
}

const holds = (vendorId: string) =>
  t.db.select().from(vendorLedgerEntries).where(eq(vendorLedgerEntries.vendorId, vendorId));

describe('payout accounts through Paystack', () => {
  it('lists Ghana’s mobile money providers by their names, and registers a MoMo recipient', async () => {
    const { seller } = await insertSellingVendor(t);
    const banks = await seller.get('/api/seller/payout-account/banks?type=mobile_money');
    expect(banks.statusCode, banks.body).toBe(200);
    expect(banks.json().banks).toEqual([
      { code: 'MTN', name: 'MTN MoMo' },
      { code: 'VOD', name: 'Telecel Cash' },
      { code: 'ATL', name: 'AT Money' },
    ]);
    expect(stub.requests.at(-1)).toMatchObject({ method: 'GET', path: '/bank' });
    const saved = await seller.put('/api/seller/payout-account', {
      type: 'mobile_money',
      bankCode: 'ATL',
      accountNumber: '0271234567',
      accountName: 'Kojo Asante',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(stub.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/transferrecipient',
      body: {
        type: 'mobile_money',
        name: 'Kojo Asante',
        account_number: '0271234567',
        bank_code: 'ATL',
        currency: 'GHS',
      },
    });
    expect(saved.json().account).toMatchObject({ type: 'mobile_money', bankName: 'AT Money' });
  });

  it('takes a bank account’s name from the bank, and refuses one the bank does not know', async () => {
    const { seller } = await insertSellingVendor(t);
    const banks = await seller.get('/api/seller/payout-account/banks?type=ghipss');
    expect(banks.json().banks.map((bank: { name: string }) => bank.name)).toEqual([
      'GCB Bank',
      'Ecobank Ghana',
    ]);
    stub.knowAccount('040100', '1041130099999', 'ABENA OWUSU ENTERPRISES');
    const saved = await seller.put('/api/seller/payout-account', {
      type: 'ghipss',
      bankCode: '040100',
      accountNumber: '1041130099999',
      accountName: 'Abena',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().account.accountName).toBe('ABENA OWUSU ENTERPRISES');
    const unknown = await seller.put('/api/seller/payout-account', {
      type: 'ghipss',
      bankCode: '040100',
      accountNumber: '1041130000000',
      accountName: 'Abena',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields.accountNumber).toMatch(/does not know this account/);
    expect((await money(seller)).account?.accountName).toBe('ABENA OWUSU ENTERPRISES');
  });
});

describe('payouts through Paystack transfers', () => {
  it('holds the balance while the transfer is pending, then pays once under a repeated transfer.success', async () => {
    const { vendor, seller, reference } = await paidOutVendor('120.00', '0244000222');
    expect(stub.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/transfer',
      body: { source: 'balance', amount: 10_800, reference, currency: 'GHS' },
    });
    expect(reference).toMatch(/^[a-z0-9_]{16,}$/);
    const pending = await money(seller);
    expect(pending).toMatchObject({ balance: '0.00', onItsWay: '108.00' });
    expect(pending.payouts[0]?.status).toBe('pending');

    const event = stub.transferEvent(reference, 'success');
    const answers = await Promise.all([postWebhook(event), postWebhook(event)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect((await postWebhook(event)).statusCode).toBe(200);
    const paid = await money(seller);
    expect(paid).toMatchObject({ balance: '0.00', onItsWay: '0.00' });
    expect(paid.payouts[0]?.status).toBe('success');
    expect((await holds(vendor.id)).filter((entry) => entry.kind === 'payout')).toHaveLength(1);
    const sms = await t.db.select().from(smsOutbox).where(eq(smsOutbox.to, '+233244000222'));
    expect(sms).toHaveLength(1);
  });

  it('restores the balance when the transfer fails, and tells the vendor', async () => {
    const { seller, reference } = await paidOutVendor('60.00', '0244000333');
    const event = stub.transferEvent(reference, 'failed');
    await postWebhook(event);
    await postWebhook(event);
    const page = await money(seller);
    expect(page).toMatchObject({ balance: '54.00', onItsWay: '0.00' });
    expect(page.payouts[0]).toMatchObject({
      status: 'failed',
      failureReason: 'Recipient account could not be credited',
    });
    const sms = await t.db.select().from(smsOutbox).where(eq(smsOutbox.to, '+233244000333'));
    expect(sms.map((message) => message.text)).toEqual([
      'GhanaMart: your payout of GHS 54.00 to MTN MoMo 024 *** 0333 did not go through. The money is back in your balance.',
    ]);
  });

  it('restores the balance once when a paid transfer is reversed, even when told twice', async () => {
    const { seller, reference } = await paidOutVendor('40.00', '0244000444');
    await postWebhook(stub.transferEvent(reference, 'success'));
    const reversed = stub.transferEvent(reference, 'reversed');
    await Promise.all([postWebhook(reversed), postWebhook(reversed)]);
    const page = await money(seller);
    expect(page.balance).toBe('36.00');
    expect(page.payouts[0]?.status).toBe('reversed');
    expect(page.entries.map((entry) => entry.kind)).toEqual(['payout_restored', 'payout', 'sale']);
  });

  it('refuses a webhook whose signature was tampered with, changing nothing', async () => {
    const { seller, reference } = await paidOutVendor('30.00', '0244000555');
    const event = stub.transferEvent(reference, 'failed');
    const forged = signWebhook(JSON.stringify(event), 'not-the-secret');
    expect((await postWebhook(event, forged)).statusCode).toBe(401);
    expect((await postWebhook(event, 'abc')).statusCode).toBe(401);
    const page = await money(seller);
    expect(page).toMatchObject({ balance: '0.00', onItsWay: '27.00' });
    expect(page.payouts[0]?.status).toBe('pending');
  });

  it('restores the balance at once when Paystack refuses the transfer', async () => {
    const selling = await insertSellingVendor(t);
    await admin.post(
      `/api/admin/orders/deal/${(await vendorDealLine(t, selling.vendor.id, { total: '20.00' })).orderId}/status`,
      { status: 'delivered', note: null },
    );
    await selling.seller.put('/api/seller/payout-account', {
      type: 'mobile_money',
      bankCode: 'MTN',
      accountNumber: '0244000666',
      accountName: 'Vendor Owner',
    });
    stub.answerNextTransfer({ status: 400, message: 'Your balance is not enough to fulfil this request' });
    const refused = await admin.post(`/api/admin/payouts/vendors/${selling.vendor.id}/payout`, {});
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(
      'The transfer was refused: Your balance is not enough to fulfil this request. The balance is restored.',
    );
    const page = await money(selling.seller);
    expect(page).toMatchObject({ balance: '18.00', onItsWay: '0.00' });
    expect(page.payouts[0]?.status).toBe('failed');
  });

  it('keeps the amount held when Paystack cannot be reached, and resends the same reference once asked again', async () => {
    const selling = await insertSellingVendor(t);
    await admin.post(
      `/api/admin/orders/deal/${(await vendorDealLine(t, selling.vendor.id, { total: '10.00' })).orderId}/status`,
      { status: 'delivered', note: null },
    );
    await selling.seller.put('/api/seller/payout-account', {
      type: 'mobile_money',
      bankCode: 'VOD',
      accountNumber: '0204000777',
      accountName: 'Vendor Owner',
    });
    stub.answerNextTransfer({ status: 503, message: 'Service unavailable' });
    const lost = await admin.post(`/api/admin/payouts/vendors/${selling.vendor.id}/payout`, {});
    expect(lost.statusCode).toBe(502);
    expect((await money(selling.seller)).onItsWay).toBe('9.00');
    const again = await admin.post(`/api/admin/payouts/vendors/${selling.vendor.id}/payout`, {});
    expect(again.statusCode, again.body).toBe(200);
    const payouts = await t.db
      .select()
      .from(vendorPayouts)
      .where(eq(vendorPayouts.vendorId, selling.vendor.id));
    expect(payouts).toHaveLength(1);
    expect(stub.transfers.get(payouts[0]!.reference)?.amount).toBe(900);
    expect((await admin.post(`/api/admin/payouts/vendors/${selling.vendor.id}/payout`, {})).statusCode).toBe(
      409,
    );
  });

  it('records a transfer Paystack made whose answer was lost, sends it once, and settles it from the reconciler', async () => {
    const selling = await insertSellingVendor(t, { businessPhone: '0244000888' });
    await admin.post(
      `/api/admin/orders/deal/${(await vendorDealLine(t, selling.vendor.id, { total: '70.00' })).orderId}/status`,
      { status: 'delivered', note: null },
    );
    await selling.seller.put('/api/seller/payout-account', {
      type: 'mobile_money',
      bankCode: 'MTN',
      accountNumber: '0244000888',
      accountName: 'Vendor Owner',
    });
    stub.answerNextTransfer('lost');
    const lost = await admin.post(`/api/admin/payouts/vendors/${selling.vendor.id}/payout`, {});
    expect(lost.statusCode).toBe(502);
    // Asked again: Paystack knows the transfer, so it is recorded, not sent a second time (the stub
    // counts a second POST /transfer of one reference as a problem).
    const again = await admin.post(`/api/admin/payouts/vendors/${selling.vendor.id}/payout`, {});
    expect(again.statusCode, again.body).toBe(200);
    const [payout] = await t.db
      .select()
      .from(vendorPayouts)
      .where(eq(vendorPayouts.vendorId, selling.vendor.id));
    expect(payout!.transferCode).toBe(stub.transfers.get(payout!.reference)!.transferCode);
    const sent = stub.requests.filter(
      (request) =>
        request.path === '/transfer' &&
        (request.body as { reference?: string }).reference === payout!.reference,
    );
    expect(sent).toHaveLength(1);

    // No webhook comes; Paystack paid it. The reconciler asks once the webhook is overdue.
    stub.transferEvent(payout!.reference, 'success');
    const log = { info: () => {}, warn: () => {}, error: () => {} };
    const deps = { db: t.db, provider: t.paymentProvider, log, publicUrl: t.config.publicUrl };
    expect(await reconcilePayouts(deps, { now: new Date() })).toMatchObject({ settled: 0 });
    const later = new Date(Date.now() + VERIFY_PAYOUT_AFTER_MS + 1000);
    expect((await reconcilePayouts(deps, { now: later })).settled).toBeGreaterThanOrEqual(1);
    expect((await money(selling.seller)).payouts[0]).toMatchObject({ status: 'success', amount: '63.00' });
    const sms = await t.db.select().from(smsOutbox).where(eq(smsOutbox.to, '+233244000888'));
    expect(sms).toHaveLength(1);
  });
});
