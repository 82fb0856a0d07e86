import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInGhana } from '../../../shared/requests/today';
import { serviceRequests } from '../../db/schema';
import { browser } from '../../test/fixtures';
import { expectFieldErrors } from '../../test/form-cases';
import { createTestApp, type TestApp, uniqueEmail } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PATH = '/api/requests/shop-for-me';
const daysFromToday = (days: number) =>
  todayInGhana(new Date(Date.parse(`${todayInGhana()}T12:00:00Z`) + days * 86_400_000));

// What the page sends: every field as typed (strings), optional ones blank.
const valid = () => ({
  clientName: 'Akosua Boateng',
  clientPhone: '024 123 4567',
  clientEmail: '',
  clientAddress: 'House 12, Ring Road East, Osu, Accra',
  shoppingType: 'both',
  marketLocation: 'Makola Market',
  itemsList: '2 tubers of yam, 1 crate of eggs, 5 kg rice, tomatoes for GH₵50',
  budget: '450.50',
  deliveryDate: daysFromToday(1),
  deliveryTime: 'morning',
  specialInstructions: '',
});
const stored = async () =>
  (await t.db.select({ n: count() }).from(serviceRequests).where(eq(serviceRequests.kind, 'shop_for_me')))[0]!
    .n;

describe('POST /api/requests/shop-for-me', () => {
  it('refuses each missing or invalid field with the spec’s message and stores nothing', async () => {
    await expectFieldErrors(
      t,
      PATH,
      valid(),
      [
        ['clientName', undefined, 'Client name must be at least 2 characters'],
        ['clientName', ' A ', 'Client name must be at least 2 characters'],
        ['clientPhone', '', 'Please enter a valid phone number'],
        ['clientPhone', '024 123', 'Please enter a valid phone number'],
        ['clientEmail', 'akosua@', 'Please enter a valid email address'],
        ['clientAddress', 'Osu', 'Please provide a detailed delivery address'],
        ['shoppingType', '', 'Please select what type of items to shop for'],
        ['shoppingType', 'electronics', 'Please select what type of items to shop for'],
        ['marketLocation', 'M', 'Please specify preferred market/shop location'],
        ['itemsList', 'yam', 'Please provide a detailed list of items to purchase'],
        ['budget', '', 'Please specify your budget'],
        ['budget', '0.5', 'Please specify your budget'],
        ['budget', 'lots', 'Please specify your budget'],
        ['budget', '10.555', 'Please specify your budget'],
        ['deliveryDate', '', 'Please select preferred delivery date'],
        ['deliveryDate', 'tomorrow', 'Please select preferred delivery date'],
        ['deliveryDate', daysFromToday(-1), 'Delivery date cannot be in the past'],
        ['deliveryTime', undefined, 'Please select preferred delivery time'],
        ['deliveryTime', 'midnight', 'Please select preferred delivery time'],
      ],
      stored,
    );
  });

  it('stores the request with an SFM reference, numbers parsed and blanks as null, without an e-mail', async () => {
    const body = { ...valid(), deliveryDate: todayInGhana() };
    const response = await browser(t).post(PATH, body);
    expect(response.statusCode).toBe(201);
    const { reference } = response.json();
    expect(reference).toMatch(/^SFM-[2-9A-HJ-NP-Z]{6}$/);

    const [row] = await t.db.select().from(serviceRequests).where(eq(serviceRequests.reference, reference));
    expect(row).toMatchObject({
      kind: 'shop_for_me',
      status: 'received',
      name: 'Akosua Boateng',
      phone: '024 123 4567',
      email: null,
      userId: null,
    });
    expect(row!.details).toEqual({
      ...body,
      budget: 450.5,
      clientEmail: null,
      specialInstructions: null,
    });
  });

  it('e-mails the confirmation when an address is given, and keeps script text as typed', async () => {
    const email = uniqueEmail('sfm');
    const itemsList = '<script>alert("yam")</script> and 3 tins of milk';
    const response = await browser(t).post(PATH, { ...valid(), clientEmail: email, itemsList });
    expect(response.statusCode).toBe(201);
    const { reference } = response.json();

    const [row] = await t.db.select().from(serviceRequests).where(eq(serviceRequests.reference, reference));
    expect(row!.email).toBe(email);
    expect(row!.details).toMatchObject({ itemsList });

    const mail = await t.lastEmailTo(email);
    expect(mail?.subject).toBe(`Shop for Me request received: ${reference}`);
    expect(mail?.text).toContain(`/track?reference=${reference}`);
    expect(mail?.html).not.toContain('<script>');
  });

  it('refuses an oversized body with 413 and stores nothing', async () => {
    const before = await stored();
    const response = await browser(t).post(PATH, { ...valid(), itemsList: 'yam '.repeat(10_000) });
    expect(response.statusCode).toBe(413);
    expect(await stored()).toBe(before);
  });
});
