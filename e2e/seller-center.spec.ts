import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  approveListing,
  listDeal,
  openAdmin,
  openSellerCenter,
  proposalIn,
  registerVendor,
  renameListing,
  shot,
  verifyVendor,
} from './seller-steps';

// The vendor's journey itself is marketplace-journey.spec.ts; this spec checks that a listing's text
// is shown as typed, never run, wherever it shows: the seller center, the admin's queue, the shop.

/** Markup typed into a listing ran nowhere. */
async function expectNoScriptRan(page: Page) {
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
}

test('markup in a listing’s name shows as text in the seller center, the admin’s queue and the shop', async ({
  page,
  browser,
  request,
  signedIn: _,
}) => {
  test.setTimeout(180_000);
  const unique = `${Date.now().toString(36)}${test.info().project.name}`;
  const businessName = `Bonwire Weavers ${unique}`;
  const firstName = `Kente stole <img src=x onerror="window.__xss=1"> ${unique}`;
  const changedName = `Kente stole <img src=x onerror="window.__xss=2"> hand woven ${unique}`;

  await registerVendor(page, { name: businessName, phone: '0241234567' });
  const admin = await openAdmin(browser, request);
  await verifyVendor(admin, businessName);
  await openSellerCenter(page);
  await listDeal(page, { name: firstName, originalPrice: '450', price: '399.00' });
  await expect(page.getByRole('listitem').filter({ hasText: unique })).toContainText(firstName);
  await shot(page, 'seller-listing-markup');
  await expectNoScriptRan(page);

  // The queue shows the name as typed, and again when it changes.
  await admin.goto('/admin/listings');
  await expect(proposalIn(admin, firstName)).toBeVisible();
  await expectNoScriptRan(admin);
  await approveListing(admin, firstName);
  await renameListing(page, { from: firstName, to: changedName });
  await expectNoScriptRan(page);
  await admin.goto('/admin/listings');
  await expect(proposalIn(admin, changedName)).toBeVisible();
  await expectNoScriptRan(admin);
  await admin.context().close();

  // The shop shows the approved name as text: the deals list, and the store page rendered on the
  // server (opened afresh) and in the browser.
  await page.goto('/deals');
  const card = page.getByRole('article').filter({ hasText: firstName });
  await expect(card).toBeVisible();
  await expectNoScriptRan(page);
  await card.getByRole('link', { name: `Sold by ${businessName}` }).click();
  await expect(page.getByRole('article').filter({ hasText: firstName })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('article').filter({ hasText: firstName })).toBeVisible();
  await expectNoScriptRan(page);
});
