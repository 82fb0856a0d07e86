import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ADMIN_VENDOR_REVIEW, API_ADMIN_VENDORS, apiPath } from '../../../shared/api-paths';
import type { AdminVendor } from '../../../shared/vendors/vendor-messages';
import { adminActivity, vendorCategories, vendorProfiles } from '../../db/schema';
import { signInAdmin } from '../../test/admin-session';
import { browser } from '../../test/fixtures';
import { createTestApp, signUpVerified, type TestApp, uniqueEmail } from '../../test/test-app';

let t: TestApp;
let admin: ReturnType<typeof browser>;
let fashion: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = browser(t, (await signInAdmin(t)).cookie);
  const [category] = await t.db.insert(vendorCategories).values({ name: 'Fashion & Apparel' }).returning();
  fashion = category!.id;
});
afterAll(() => t.close());

/** A customer registers a business; returns their browser and the business e-mail. */
async function registeredVendor(businessName = 'Makola Fabrics') {
  const shopper = browser(t, (await signUpVerified(t)).cookie);
  const businessEmail = uniqueEmail('vendor');
  const response = await shopper.post('/api/vendors', {
    businessName,
    businessEmail,
    categoryIds: [fashion],
  });
  expect(response.statusCode).toBe(201);
  const [profile] = await t.db
    .select({ id: vendorProfiles.id })
    .from(vendorProfiles)
    .where(eq(vendorProfiles.reference, response.json().reference));
  return { shopper, businessEmail, id: profile!.id, reference: response.json().reference as string };
}

const review = (id: string, body: unknown) => admin.post(apiPath(API_ADMIN_VENDOR_REVIEW, { id }), body);

describe('/api/admin/vendors', () => {
  it('lists pending registrations with their categories, oldest first', async () => {
    const first = await registeredVendor('First Fabrics');
    const second = await registeredVendor('Second Fabrics');
    const response = await admin.get(API_ADMIN_VENDORS);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const listed = body.vendors.map((vendor: AdminVendor) => vendor.reference);
    expect(listed.indexOf(first.reference)).toBeLessThan(listed.indexOf(second.reference));
    expect(body.vendors[0]).toMatchObject({
      status: 'pending_verification',
      categories: ['Fashion & Apparel'],
    });
    expect(body.pending).toBeGreaterThanOrEqual(2);
  });

  it('verifies a registration: the vendor is e-mailed and sees Verified on /api/vendors/me', async () => {
    const vendor = await registeredVendor();
    const response = await review(vendor.id, { decision: 'verify' });
    expect(response.statusCode).toBe(200);
    expect(response.json().vendor).toMatchObject({ status: 'verified', statusLabel: 'Verified' });

    const mail = await t.lastEmailTo(vendor.businessEmail);
    expect(mail!.subject).toBe(`Your vendor registration is verified: ${vendor.reference}`);
    const me = (await vendor.shopper.get('/api/vendors/me')).json().vendor;
    expect(me).toMatchObject({ status: 'verified', statusLabel: 'Verified', rejectionReason: null });

    const [entry] = await t.db
      .select()
      .from(adminActivity)
      .where(eq(adminActivity.entityId, vendor.reference));
    expect(entry).toMatchObject({ action: 'vendor.verify', after: { status: 'verified' } });

    const again = await review(vendor.id, { decision: 'reject', reason: 'Changed my mind' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This registration has already been reviewed.');
    const verified = await admin.get(`${API_ADMIN_VENDORS}?status=verified`);
    expect(verified.json().vendors.map((v: AdminVendor) => v.reference)).toContain(vendor.reference);
  });

  it('rejects with a reason: the vendor reads it in the e-mail (escaped) and on /api/vendors/me', async () => {
    const vendor = await registeredVendor();
    const missing = await review(vendor.id, { decision: 'reject', reason: ' ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.reason).toBe('Please give the reason (at least 5 characters)');
    expect((await vendor.shopper.get('/api/vendors/me')).json().vendor.status).toBe('pending_verification');

    const reason = 'No registration papers <img src=x onerror=alert(1)>';
    const response = await review(vendor.id, { decision: 'reject', reason });
    expect(response.json().vendor).toMatchObject({ status: 'rejected', rejectionReason: reason });
    const mail = await t.lastEmailTo(vendor.businessEmail);
    expect(mail!.subject).toBe(`Your vendor registration was not approved: ${vendor.reference}`);
    expect(mail!.text).toContain(reason);
    expect(mail!.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail!.html).not.toContain('<img');
    const me = (await vendor.shopper.get('/api/vendors/me')).json().vendor;
    expect(me).toMatchObject({ status: 'rejected', statusLabel: 'Not approved', rejectionReason: reason });
  });

  it('answers 404 for an unknown registration and 400 for an unknown decision', async () => {
    expect((await review('00000000-0000-4000-8000-000000000000', { decision: 'verify' })).statusCode).toBe(
      404,
    );
    expect((await review('not-a-uuid', { decision: 'verify' })).statusCode).toBe(404);
    const vendor = await registeredVendor();
    expect((await review(vendor.id, { decision: 'maybe' })).statusCode).toBe(400);
  });
});
