import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendorCategories, vendorCategoryAssignments, vendorProfiles } from '../../db/schema';
import { browser } from '../../test/fixtures';
import { expectFieldErrors } from '../../test/form-cases';
import { createTestApp, signUpVerified, type TestApp, uniqueEmail } from '../../test/test-app';

let t: TestApp;
let categories: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.db
    .insert(vendorCategories)
    .values([
      { name: 'Fashion & Apparel' },
      { name: 'Electronics' },
      { name: 'Home & Kitchen' },
      { name: 'Discontinued', isActive: false },
    ])
    .returning();
  categories = Object.fromEntries(rows.map((row) => [row.name, row.id]));
});
afterAll(() => t.close());

const PATH = '/api/vendors';
const valid = () => ({
  businessName: 'Makola Fabrics',
  businessType: 'sole_proprietorship',
  businessRegistrationNumber: 'BN-123456',
  businessAddress: 'Makola Market, Accra',
  businessPhone: '030 222 3333',
  businessEmail: uniqueEmail('vendor'),
  contactPersonName: 'Adwoa Mensah',
  contactPersonPhone: '024 111 2222',
  contactPersonEmail: '',
  businessDescription: 'Wax prints, kente and tailoring.',
  websiteUrl: 'https://makolafabrics.com.gh',
  categoryIds: [categories['Fashion & Apparel'], categories['Home & Kitchen']],
});
const profiles = async () => (await t.db.select({ n: count() }).from(vendorProfiles))[0]!.n;
const assignments = async () => (await t.db.select({ n: count() }).from(vendorCategoryAssignments))[0]!.n;

describe('GET /api/vendors/categories', () => {
  it('lists the active categories by name', async () => {
    const response = await browser(t).get('/api/vendors/categories');
    expect(response.statusCode).toBe(200);
    expect(response.json().categories.map((c: { name: string }) => c.name)).toEqual([
      'Electronics',
      'Fashion & Apparel',
      'Home & Kitchen',
    ]);
  });
});

describe('POST /api/vendors', () => {
  it('answers 401 with the spec’s message without a session, and stores nothing', async () => {
    const before = await profiles();
    const response = await browser(t).post(PATH, valid());
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe('Please sign in to register as a vendor.');
    expect(await profiles()).toBe(before);
  });

  it('refuses each missing or invalid field with its message and stores nothing', async () => {
    const { cookie } = await signUpVerified(t);
    await expectFieldErrors(
      t,
      PATH,
      valid(),
      [
        ['businessName', undefined, 'Business name is required'],
        ['businessName', '  ', 'Business name is required'],
        ['businessEmail', '', 'Business email is required'],
        ['businessEmail', 'sales@', 'Please enter a valid email address'],
        ['contactPersonEmail', 'adwoa', 'Please enter a valid email address'],
        [
          'websiteUrl',
          'makola fabrics',
          'Please enter a valid website address (e.g. https://mybusiness.com.gh)',
        ],
        [
          'websiteUrl',
          'javascript:alert(1)',
          'Please enter a valid website address (e.g. https://mybusiness.com.gh)',
        ],
        ['businessType', 'empire', 'Please select a business type from the list'],
        ['categoryIds', 'Electronics', 'Please choose categories from the list'],
        [
          'categoryIds',
          [categories.Discontinued],
          'One of the chosen categories is no longer available. Please choose again.',
        ],
        [
          'categoryIds',
          ['00000000-0000-4000-8000-000000000000'],
          'One of the chosen categories is no longer available. Please choose again.',
        ],
      ],
      async () => (await profiles()) + (await assignments()),
      cookie,
    );
  });

  it('creates the profile pending verification with its categories, once per account', async () => {
    const { cookie } = await signUpVerified(t);
    const body = { ...valid(), businessDescription: '<script>alert(1)</script> Wax prints' };
    const response = await browser(t, cookie).post(PATH, body);
    expect(response.statusCode).toBe(201);
    const { reference } = response.json();
    expect(reference).toMatch(/^VND-[2-9A-HJ-NP-Z]{6}$/);

    const [profile] = await t.db.select().from(vendorProfiles).where(eq(vendorProfiles.reference, reference));
    expect(profile).toMatchObject({
      status: 'pending_verification',
      businessName: 'Makola Fabrics',
      businessType: 'sole_proprietorship',
      contactPersonEmail: null,
      businessDescription: body.businessDescription,
      websiteUrl: 'https://makolafabrics.com.gh',
    });
    const assigned = await t.db
      .select()
      .from(vendorCategoryAssignments)
      .where(eq(vendorCategoryAssignments.vendorProfileId, profile!.id));
    expect(assigned.map((a) => a.vendorCategoryId).sort()).toEqual([...body.categoryIds].sort());

    const mail = await t.lastEmailTo(body.businessEmail);
    expect(mail?.subject).toContain(reference);

    const me = await browser(t, cookie).get('/api/vendors/me');
    expect(me.json().vendor).toMatchObject({
      reference,
      businessName: 'Makola Fabrics',
      status: 'pending_verification',
      statusLabel: 'Pending verification',
      categories: ['Fashion & Apparel', 'Home & Kitchen'],
    });

    const before = await profiles();
    const again = await browser(t, cookie).post(PATH, valid());
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toContain(reference);
    expect(await profiles()).toBe(before);
  });

  it('needs only the business name and e-mail; the owner comes from the session', async () => {
    const { cookie } = await signUpVerified(t);
    const response = await browser(t, cookie).post(PATH, {
      businessName: 'Kejetia Phones',
      businessEmail: uniqueEmail('kejetia'),
      userId: 'someone-else',
      status: 'verified',
    });
    expect(response.statusCode).toBe(201);
    const [profile] = await t.db
      .select()
      .from(vendorProfiles)
      .where(eq(vendorProfiles.reference, response.json().reference));
    expect(profile).toMatchObject({ status: 'pending_verification', businessType: null, websiteUrl: null });
    expect(profile!.userId).not.toBe('someone-else');
  });

  it('refuses an oversized body with 413 and stores nothing', async () => {
    const { cookie } = await signUpVerified(t);
    const before = await profiles();
    const response = await browser(t, cookie).post(PATH, {
      ...valid(),
      businessDescription: 'x'.repeat(40_000),
    });
    expect(response.statusCode).toBe(413);
    expect(await profiles()).toBe(before);
  });

  it('tells a signed-in user without a profile that there is none, and a guest to sign in', async () => {
    const { cookie } = await signUpVerified(t);
    expect((await browser(t, cookie).get('/api/vendors/me')).json()).toEqual({ vendor: null });
    expect((await browser(t).get('/api/vendors/me')).statusCode).toBe(401);
  });
});
