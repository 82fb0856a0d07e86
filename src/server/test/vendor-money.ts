import { eq } from 'drizzle-orm';
import { users, vendorMembers, vendorProfiles } from '../db/schema';
import { createReference } from '../lib/reference';
import { browser, dealOrderId, insertDeal, insertDealOrderLines } from './fixtures';
import { signUpVerified, type TestApp } from './test-app';

let vendorCounter = 0;

/** A verified vendor whose registrant is its seller, signed in: its id and a browser as its seller. */
export async function insertSellingVendor(t: TestApp, overrides: { businessPhone?: string } = {}) {
  vendorCounter += 1;
  const seller = await signUpVerified(t);
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, seller.email));
  const [vendor] = await t.db
    .insert(vendorProfiles)
    .values({
      reference: createReference('VND'),
      userId: user!.id,
      status: 'verified',
      businessName: `Vendor ${vendorCounter} Ltd`,
      businessEmail: seller.email,
      businessPhone: overrides.businessPhone ?? '0244123456',
    })
    .returning();
  await t.db.insert(vendorMembers).values({ vendorId: vendor!.id, userId: user!.id });
  return { vendor: vendor!, seller: browser(t, seller.cookie), email: seller.email };
}

/**
 * A deal order of one line of the vendor's deal, out for delivery (what the admin delivers next):
 * the deal's category, the line's total and the ids the admin's status change takes.
 */
export async function vendorDealLine(
  t: TestApp,
  vendorId: string,
  options: { category?: string; total?: string; quantity?: number } = {},
) {
  const deal = await insertDeal(t.db, { vendorId, category: options.category ?? 'Electronics' });
  const shopper = await signUpVerified(t);
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, shopper.email));
  const quantity = options.quantity ?? 1;
  const total = options.total ?? '149.99';
  const [line] = await insertDealOrderLines(t.db, [
    {
      userId: user!.id,
      dealId: deal.id,
      vendorId,
      dealName: deal.name,
      unitPrice: (Number(total) / quantity).toFixed(2),
      quantity,
      totalAmount: total,
      deliveryName: 'Ama Mensah',
      deliveryPhone: '0501234567',
      deliveryAddress: 'House 4, Ring Road',
      status: 'out_for_delivery',
    },
  ]);
  return { line: line!, orderId: await dealOrderId(t.db, line!.checkoutReference) };
}
