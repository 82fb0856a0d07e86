import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_ADMIN_LANDED_COST_RATES,
  API_ADMIN_REQUEST,
  API_LANDED_COST_RATES,
  API_SHOP_SHIP_CHINA_REQUEST,
  API_SHOP_SHIP_DUBAI_REQUEST,
  API_SHOP_SHIP_USA_REQUEST,
  apiPath,
} from '../../../shared/api-paths';
import { DEFAULT_LANDED_COST_RATES, type LandedCostRates } from '../../../shared/requests/landed-cost';
import { adminActivity, landedCostRates, serviceRequests } from '../../db/schema';
import { signInAdmin } from '../../test/admin-session';
import { browser } from '../../test/fixtures';
import { createTestApp, signUpVerified, type TestApp, uniqueEmail } from '../../test/test-app';

let t: TestApp;
let admin: ReturnType<typeof browser>;
let adminUsername: string;
beforeAll(async () => {
  t = await createTestApp();
  const session = await signInAdmin(t);
  admin = browser(t, session.cookie);
  adminUsername = session.username;
});
afterAll(() => t.close());

// Rates whose estimate is worked by hand below (the same as src/shared/requests/landed-cost.test.ts).
const RATES: LandedCostRates = {
  asOf: '2026-11-01',
  exchangeRates: { USD: 11, CNY: 1.55, AED: 3 },
  freightPerKg: { usa: 120, china: 95, dubai: 70 },
  dutyBands: { ...DEFAULT_LANDED_COST_RATES.dutyBands, phones: 20, books: 0 },
  levies: { ecowas: 0.5, au: 0.2, exim: 0.75, nhil: 2.5, getfund: 2.5, covid: 1, vat: 15 },
};

const customer = () => ({
  customerName: 'Akosua Mensah',
  customerPhone: '024 555 7788',
  customerEmail: uniqueEmail('landed'),
  deliveryAddress: 'House 12, Ring Road East, Osu, Accra',
  productDescription: 'Two unlocked phones, 128 GB, black',
  urgency: 'standard',
  specialInstructions: '',
  productUrls: '',
  estimatedBudget: '',
});

const detailsOf = async (reference: string) =>
  (await t.db.select().from(serviceRequests).where(eq(serviceRequests.reference, reference)))[0]!
    .details as Record<string, unknown>;

describe('the landed-cost rates', () => {
  it('serves the documented defaults until an admin saves rates', async () => {
    const response = await browser(t).get(API_LANDED_COST_RATES);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ rates: DEFAULT_LANDED_COST_RATES, updatedAt: null });
  });

  it('lets only an admin read or change them', async () => {
    const guest = browser(t);
    expect((await guest.get(API_ADMIN_LANDED_COST_RATES)).statusCode).toBe(401);
    expect((await guest.put(API_ADMIN_LANDED_COST_RATES, RATES)).statusCode).toBe(401);
    const shopper = browser(t, (await signUpVerified(t)).cookie);
    expect((await shopper.put(API_ADMIN_LANDED_COST_RATES, RATES)).statusCode).toBe(403);
    expect(await t.db.select().from(landedCostRates)).toEqual([]);
  });

  it('refuses bad rates with the field and its message, and keeps the old ones', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['exchangeRates.USD', { exchangeRates: { ...RATES.exchangeRates, USD: 0 } }, 'GH₵ per USD'],
      ['exchangeRates.CNY', { exchangeRates: { ...RATES.exchangeRates, CNY: 'lots' } }, 'GH₵ per CNY'],
      ['exchangeRates.AED', { exchangeRates: { USD: 11, CNY: 1.55 } }, 'GH₵ per AED'],
      ['freightPerKg.china', { freightPerKg: { ...RATES.freightPerKg, china: -5 } }, 'freight'],
      ['dutyBands.phones', { dutyBands: { ...RATES.dutyBands, phones: 15 } }, 'duty band'],
      ['levies.vat', { levies: { ...RATES.levies, vat: 101 } }, 'VAT'],
      ['levies.nhil', { levies: { ...RATES.levies, nhil: 2.555 } }, 'NHIL'],
      ['asOf', { asOf: '2026-02-31' }, 'date of the rates'],
      ['asOf', { asOf: '2999-01-01' }, 'cannot be in the future'],
      ['levies', { levies: 'none' }, 'Please enter every rate'],
    ];
    for (const [field, change, message] of cases) {
      const response = await admin.put(API_ADMIN_LANDED_COST_RATES, { ...RATES, ...change });
      expect([field, response.statusCode]).toEqual([field, 400]);
      expect([field, response.json().error.fields?.[field]]).toEqual([
        field,
        expect.stringContaining(message),
      ]);
    }
    const hostile = await admin.put(API_ADMIN_LANDED_COST_RATES, [1, 2, 3]);
    expect(hostile.statusCode).toBe(400);
    const tooBig = await admin.put(API_ADMIN_LANDED_COST_RATES, { ...RATES, asOf: 'x'.repeat(5_000_000) });
    expect([400, 413]).toContain(tooBig.statusCode);
    expect(await t.db.select().from(landedCostRates)).toEqual([]);
  });

  it('saves an admin\u2019s rates, logs each rate that changed, and serves them to the pages', async () => {
    const response = await admin.put(API_ADMIN_LANDED_COST_RATES, {
      ...RATES,
      // As the admin form sends them: text.
      exchangeRates: { USD: '11', CNY: '1.55', AED: '3' },
      dutyBands: Object.fromEntries(
        Object.entries(RATES.dutyBands).map(([key, band]) => [key, String(band)]),
      ),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ rates: RATES, updatedAt: expect.any(String) });
    expect((await browser(t).get(API_LANDED_COST_RATES)).json().rates).toEqual(RATES);

    const [entry] = await t.db
      .select()
      .from(adminActivity)
      .where(eq(adminActivity.action, 'landed_cost_rates.update'))
      .orderBy(desc(adminActivity.createdAt));
    expect(entry).toMatchObject({ adminUsername, entityType: 'landed_cost_rates', entityId: 'current' });
    expect(entry!.after).toEqual({
      'exchangeRates.USD': 11,
      'exchangeRates.CNY': 1.55,
      'exchangeRates.AED': 3,
      'freightPerKg.usa': 120,
      'freightPerKg.china': 95,
      'freightPerKg.dubai': 70,
    });
    expect(entry!.before).toMatchObject({
      'freightPerKg.dubai': DEFAULT_LANDED_COST_RATES.freightPerKg.dubai,
    });
    // Unchanged rates (the levies, the bands, the date) are not logged.
    expect(Object.keys(entry!.before)).toHaveLength(6);
  });
});

describe('the estimate stored with a Shop & Ship request', () => {
  beforeAll(async () => {
    await admin.put(API_ADMIN_LANDED_COST_RATES, RATES);
  });

  it('is the server\u2019s, worked out from the stored rates, even when the browser sends its own', async () => {
    const response = await browser(t).post(API_SHOP_SHIP_USA_REQUEST, {
      ...customer(),
      itemPrice: '100',
      itemQuantity: '2',
      itemWeightKg: '1.5',
      itemCategory: 'phones',
      // Tampered: a page that claims everything costs one cedi.
      landedCost: { total: '1.00', lines: [], ratesAsOf: '2020-01-01' },
      total: '1.00',
    });
    expect(response.statusCode).toBe(201);
    const { reference } = response.json();
    const details = await detailsOf(reference);
    expect(details.landedCost).toMatchObject({
      origin: 'usa',
      currency: 'USD',
      itemPrice: 100,
      quantity: 2,
      weightKg: 1.5,
      category: 'phones',
      dutyPercent: 20,
      ratesAsOf: '2026-11-01',
      total: '3790.02',
    });
    expect(details).not.toHaveProperty('total');

    // The admin's request detail shows it as its own table, not as a field.
    const detail = (await admin.get(apiPath(API_ADMIN_REQUEST, { reference }))).json().request;
    expect(detail.landedCost.total).toBe('3790.02');
    expect(detail.landedCost.lines).toContainEqual({ key: 'vat', label: 'VAT (15%)', amount: '494.35' });
    expect(detail.fields.map((field: { label: string }) => field.label)).not.toContain('Landed cost');
    // Every field in the form's order, labelled, with its currency, unit and the words of its choice.
    expect(detail.fields).toEqual([
      { label: 'Name', value: 'Akosua Mensah' },
      { label: 'Phone', value: expect.any(String) },
      { label: 'E-mail', value: expect.stringContaining('@') },
      { label: 'Delivery address', value: 'House 12, Ring Road East, Osu, Accra' },
      { label: 'Product', value: 'Two unlocked phones, 128 GB, black' },
      { label: 'Product links', value: '—' },
      { label: 'Quantity', value: '2' },
      { label: 'Price of one item', value: 'USD 100.00' },
      { label: 'Weight of one item', value: '1.5 kg' },
      { label: 'Item category', value: 'Phones, tablets and electronics' },
      { label: 'Estimated budget', value: '—' },
      { label: 'How soon', value: 'Standard (2-3 weeks)' },
      { label: 'Special instructions', value: '—' },
    ]);
  });

  it('uses Dubai\u2019s own quantity field and China\u2019s currency', async () => {
    const dubai = await browser(t).post(API_SHOP_SHIP_DUBAI_REQUEST, {
      ...customer(),
      productUrl: '',
      quantity: '3',
      budget: '500',
      itemPrice: '45.50',
      itemWeightKg: '0.35',
      itemCategory: 'books',
    });
    expect(dubai.statusCode).toBe(201);
    const dubaiEstimate = (await detailsOf(dubai.json().reference)).landedCost;
    // 45.50 × 3 × 3 = 409.50; freight 0.35 × 3 × 70 = 73.50; duty 0
    expect(dubaiEstimate).toMatchObject({ currency: 'AED', quantity: 3 });
    expect(
      (dubaiEstimate as { lines: { amount: string }[] }).lines.slice(0, 3).map((line) => line.amount),
    ).toEqual(['409.50', '73.50', '0.00']);

    const china = await browser(t).post(API_SHOP_SHIP_CHINA_REQUEST, {
      ...customer(),
      orderQuantity: '3 books',
      qualityRequirements: '',
      itemPrice: '45.50',
      itemQuantity: '3',
      itemWeightKg: '0.35',
      itemCategory: 'books',
    });
    expect(china.statusCode).toBe(201);
    expect((await detailsOf(china.json().reference)).landedCost).toMatchObject({
      currency: 'CNY',
      total: '385.02',
    });
  });

  it('stores no estimate when the shopper gives none', async () => {
    const response = await browser(t).post(API_SHOP_SHIP_USA_REQUEST, customer());
    expect(response.statusCode).toBe(201);
    expect((await detailsOf(response.json().reference)).landedCost).toBeNull();
  });

  it('asks for the rest of the estimate once part of it is given, and refuses hostile values', async () => {
    const partial = await browser(t).post(API_SHOP_SHIP_USA_REQUEST, { ...customer(), itemPrice: '100' });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().error.fields).toMatchObject({
      itemWeightKg: expect.stringContaining('weight'),
      itemCategory: expect.stringContaining('category'),
      itemQuantity: expect.stringContaining('quantity'),
    });
    const hostile: [string, unknown][] = [
      ['itemPrice', '-5'],
      ['itemPrice', '1e300'],
      ['itemPrice', 'NaN'],
      ['itemPrice', '10.001'],
      ['itemPrice', { $gt: 0 }],
      ['itemQuantity', '1.5'],
      ['itemQuantity', '0'],
      ['itemWeightKg', 'Infinity'],
      ['itemWeightKg', '0'],
      ['itemCategory', 'weapons'],
      ['itemCategory', '<script>alert(1)</script>'],
      ['itemCategory', ['phones']],
    ];
    const valid = {
      ...customer(),
      itemPrice: '100',
      itemQuantity: '2',
      itemWeightKg: '1.5',
      itemCategory: 'phones',
    };
    const before = await t.db.select().from(serviceRequests);
    for (const [field, value] of hostile) {
      const response = await browser(t).post(API_SHOP_SHIP_USA_REQUEST, { ...valid, [field]: value });
      expect([field, value, response.statusCode]).toEqual([field, value, 400]);
      expect([field, value, Object.keys(response.json().error.fields ?? {})]).toEqual([
        field,
        value,
        [field],
      ]);
    }
    expect(await t.db.select().from(serviceRequests)).toHaveLength(before.length);
  });
});
