import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceRequests } from '../../db/schema';
import { browser } from '../../test/fixtures';
import { expectFieldErrors, type FieldCase } from '../../test/form-cases';
import { createTestApp, type TestApp, uniqueEmail } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Kind = 'shop_ship_usa' | 'shop_ship_china' | 'shop_ship_dubai';
const stored = (kind: Kind) => async () =>
  (await t.db.select({ n: count() }).from(serviceRequests).where(eq(serviceRequests.kind, kind)))[0]!.n;

const rowOf = async (reference: string) =>
  (await t.db.select().from(serviceRequests).where(eq(serviceRequests.reference, reference)))[0]!;

// The landed-cost fields left blank (their estimate: landed-cost.test.ts).
const NO_ESTIMATE = { itemPrice: null, itemWeightKg: null, itemCategory: null, landedCost: null };

// What every origin asks, as the page sends it.
const customer = () => ({
  customerName: 'Yaw Owusu',
  customerPhone: '020 555 1234',
  customerEmail: uniqueEmail('ship'),
  deliveryAddress: 'Plot 7, Adum High Street, Kumasi',
  productDescription: 'Wireless earbuds, black, with charging case',
  urgency: 'standard',
  specialInstructions: '',
});

const commonCases: FieldCase[] = [
  ['customerName', undefined, 'Name must be at least 2 characters'],
  ['customerName', 'Y', 'Name must be at least 2 characters'],
  ['customerPhone', '', 'Please enter a valid phone number'],
  ['customerPhone', '020 555', 'Please enter a valid phone number'],
  ['customerEmail', '', 'Please enter a valid email address'],
  ['customerEmail', 'yaw@example', 'Please enter a valid email address'],
  ['deliveryAddress', '', 'Please provide a detailed delivery address'],
  ['deliveryAddress', 'Kumasi', 'Please provide a detailed delivery address'],
  ['productDescription', '', 'Please describe the product you want us to buy'],
  ['urgency', '', 'Please select how soon you need it'],
  ['urgency', 'yesterday', 'Please select how soon you need it'],
];
const LINKS_MESSAGE = 'Please enter up to 20 product links starting with http:// or https://, one per line';
const linkCases: FieldCase[] = [
  ['productUrls', 'not a link', LINKS_MESSAGE],
  ['productUrls', 'https://www.amazon.com/dp/B0 javascript:alert(1)', LINKS_MESSAGE],
  [
    'productUrls',
    Array.from({ length: 21 }, (_, i) => `https://shop.example.com/${i}`).join('\n'),
    LINKS_MESSAGE,
  ],
  ['estimatedBudget', '0', 'Please enter a budget of at least GH₵1'],
  ['estimatedBudget', 'cheap', 'Please enter a budget of at least GH₵1'],
];

describe('POST /api/requests/shop-ship-usa', () => {
  const valid = () => ({
    ...customer(),
    productUrls: '',
    estimatedBudget: '',
  });

  it('refuses each missing or invalid field with its message and stores nothing', async () => {
    await expectFieldErrors(
      t,
      '/api/requests/shop-ship-usa',
      valid(),
      [...commonCases, ...linkCases],
      stored('shop_ship_usa'),
    );
  });

  it('stores the request with a USA reference, links one per line, and e-mails a confirmation', async () => {
    const body = {
      ...valid(),
      productUrls: ' https://www.amazon.com/dp/B0CHWRXH8B\n\nhttps://www.bestbuy.com/site/6505727.p  ',
      estimatedBudget: '1200',
      urgency: 'express',
      specialInstructions: '<img src=x onerror=alert(1)> gift wrap',
    };
    const response = await browser(t).post('/api/requests/shop-ship-usa', body);
    expect(response.statusCode).toBe(201);
    const { reference } = response.json();
    expect(reference).toMatch(/^USA-[2-9A-HJ-NP-Z]{6}$/);

    const row = await rowOf(reference);
    expect(row).toMatchObject({
      kind: 'shop_ship_usa',
      status: 'received',
      name: 'Yaw Owusu',
      email: body.customerEmail,
      phone: '020 555 1234',
    });
    expect(row.details).toEqual({
      ...body,
      productUrls: 'https://www.amazon.com/dp/B0CHWRXH8B\nhttps://www.bestbuy.com/site/6505727.p',
      estimatedBudget: 1200,
      ...NO_ESTIMATE,
      itemQuantity: null,
    });

    const mail = await t.lastEmailTo(body.customerEmail);
    expect(mail?.subject).toBe(`Shop & Ship USA request received: ${reference}`);
    expect(mail?.text).toContain('within 24 hours');
    expect(mail?.text).toContain(`/track?reference=${reference}`);
  });

  it('stores blank optional fields as null and ignores fields the form does not have', async () => {
    const body = valid();
    const response = await browser(t).post('/api/requests/shop-ship-usa', {
      ...body,
      status: 'completed',
      reference: 'USA-AAAAAA',
      userId: 'someone-else',
      quotedPriceGhs: 1,
    });
    expect(response.statusCode).toBe(201);
    const { reference } = response.json();
    expect(reference).not.toBe('USA-AAAAAA');
    const row = await rowOf(reference);
    expect(row).toMatchObject({ status: 'received', userId: null });
    expect(row.details).toEqual({
      ...body,
      productUrls: null,
      estimatedBudget: null,
      specialInstructions: null,
      ...NO_ESTIMATE,
      itemQuantity: null,
    });
  });
});

describe('POST /api/requests/shop-ship-china', () => {
  const valid = () => ({
    ...customer(),
    productUrls: 'https://detail.1688.com/offer/612345.html',
    estimatedBudget: '8000.00',
    orderQuantity: '500 pieces',
    qualityRequirements: '',
  });

  it('refuses each missing or invalid field, the order quantity included, and stores nothing', async () => {
    await expectFieldErrors(
      t,
      '/api/requests/shop-ship-china',
      valid(),
      [
        ...commonCases,
        ...linkCases,
        ['orderQuantity', undefined, 'Please enter the order quantity'],
        ['orderQuantity', '  ', 'Please enter the order quantity'],
      ],
      stored('shop_ship_china'),
    );
  });

  it('stores the request with a CHN reference and its quantity and quality requirements', async () => {
    const body = { ...valid(), urgency: 'urgent', qualityRequirements: 'Grade A cotton, no defects' };
    const response = await browser(t).post('/api/requests/shop-ship-china', body);
    expect(response.statusCode).toBe(201);
    const { reference } = response.json();
    expect(reference).toMatch(/^CHN-[2-9A-HJ-NP-Z]{6}$/);
    const row = await rowOf(reference);
    expect(row.kind).toBe('shop_ship_china');
    expect(row.details).toMatchObject({
      orderQuantity: '500 pieces',
      qualityRequirements: 'Grade A cotton, no defects',
      estimatedBudget: 8000,
      urgency: 'urgent',
    });
    expect((await t.lastEmailTo(body.customerEmail))?.subject).toContain(reference);
  });
});

describe('POST /api/requests/shop-ship-dubai', () => {
  const valid = () => ({
    ...customer(),
    productUrl: '',
    quantity: '1',
    budget: '2500',
  });

  it('refuses each missing or invalid field (quantity below 1, a product URL that is not one) and stores nothing', async () => {
    await expectFieldErrors(
      t,
      '/api/requests/shop-ship-dubai',
      valid(),
      [
        ...commonCases,
        ['quantity', '0', 'Quantity must be at least 1'],
        ['quantity', '', 'Quantity must be at least 1'],
        ['quantity', '1.5', 'Quantity must be at least 1'],
        ['quantity', -3, 'Quantity must be at least 1'],
        ['budget', '', 'Please enter your budget'],
        ['budget', undefined, 'Please enter your budget'],
        ['budget', '0', 'Please enter your budget'],
        [
          'productUrl',
          'www dubai mall',
          'Please enter a valid product URL, starting with http:// or https://',
        ],
        [
          'productUrl',
          'javascript:alert(1)',
          'Please enter a valid product URL, starting with http:// or https://',
        ],
      ],
      stored('shop_ship_dubai'),
    );
  });

  it('stores the request with a DXB reference and e-mails the Dubai confirmation', async () => {
    const body = { ...valid(), productUrl: 'https://www.noon.com/uae-en/perfume/p/', quantity: '3' };
    const response = await browser(t).post('/api/requests/shop-ship-dubai', body);
    expect(response.statusCode).toBe(201);
    const { reference } = response.json();
    expect(reference).toMatch(/^DXB-[2-9A-HJ-NP-Z]{6}$/);
    const row = await rowOf(reference);
    expect(row).toMatchObject({ kind: 'shop_ship_dubai', email: body.customerEmail });
    expect(row.details).toEqual({
      ...body,
      quantity: 3,
      budget: 2500,
      specialInstructions: null,
      ...NO_ESTIMATE,
    });

    const mail = await t.lastEmailTo(body.customerEmail);
    expect(mail?.subject).toBe(`Shop & Ship Dubai request received: ${reference}`);
    expect(mail?.text).toContain("We'll contact you within 24 hours");
  });
});
