import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAxeClean } from './rider-steps';
import {
  approveListing,
  listDeal,
  proposalIn,
  renameListing,
  shot,
  startSelling,
  uniqueSuffix,
  vendorCardIn,
} from './seller-steps';

// The vendor's journey itself is marketplace-journey.spec.ts; this spec checks that a listing's text
// is shown as typed, never run, wherever it shows: the seller center, the admin's queue, the shop;
// and what a suspension does to a vendor's deal.

// Two people in two browsers, a dozen steps each.
test.describe.configure({ timeout: 180_000 });

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
  const unique = uniqueSuffix();
  const businessName = `Bonwire Weavers ${unique}`;
  const firstName = `Kente stole <img src=x onerror="window.__xss=1"> ${unique}`;
  const changedName = `Kente stole <img src=x onerror="window.__xss=2"> hand woven ${unique}`;

  const admin = await startSelling(page, browser, request, businessName);
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

test('a suspended vendor’s deal leaves the shop, Manage Deals says why, and it comes back on reinstatement', async ({
  page,
  browser,
  request,
  signedIn: _,
}) => {
  const unique = uniqueSuffix();
  const businessName = `Tamale Shea ${unique}`;
  const dealName = `Shea butter jar ${unique}`;
  const reason = 'Counterfeit goods reported by two buyers.';

  const admin = await startSelling(page, browser, request, businessName);
  await listDeal(page, { name: dealName, originalPrice: '60', price: '45.00' });
  await approveListing(admin, dealName);

  // The admin finds the vendor among the verified ones and suspends it, with the reason the vendor
  // will read; it is then listed among the suspended, with the reason.
  await admin.goto('/admin/vendors');
  await admin.getByLabel('Show').selectOption({ label: 'Verified' });
  const vendorCard = vendorCardIn(admin, businessName);
  await vendorCard.getByRole('button', { name: 'Suspend' }).click();
  const suspend = admin.getByRole('dialog', { name: `Suspend ${businessName}` });
  await suspend.getByRole('button', { name: 'Suspend vendor' }).click();
  await expect(suspend.getByText('Please give the reason (at least 5 characters)')).toBeVisible();
  await suspend.getByLabel('Reason').fill(reason);
  await suspend.getByRole('button', { name: 'Suspend vendor' }).click();
  await expect(admin.getByText('Vendor suspended')).toBeVisible();
  await admin.getByLabel('Show').selectOption({ label: 'Suspended' });
  await expect(vendorCard).toContainText(reason);

  // The deal is out of the shop; Manage Deals still lists it and says why it is hidden.
  await page.goto(`/deals?q=${encodeURIComponent(dealName)}`);
  await expect(page.getByText('No deals found')).toBeVisible();
  await admin.goto('/admin/deals');
  const dealCard = admin
    .getByRole('listitem')
    .filter({ has: admin.getByRole('heading', { name: dealName }) });
  await expect(dealCard.getByText('Hidden: vendor suspended')).toBeVisible();
  await shot(admin, 'admin-deals-suspended');
  await expectAxeClean(admin);

  // The vendor reads the reason in the seller center.
  await page.goto('/seller/listings');
  await expect(page.getByText(`Reason: ${reason}`)).toBeVisible();

  // Reinstated, the deal is back in the shop and no longer marked.
  await admin.goto('/admin/vendors?status=suspended');
  await vendorCard.getByRole('button', { name: 'Reinstate' }).click();
  await admin
    .getByRole('dialog', { name: `Reinstate ${businessName}?` })
    .getByRole('button', { name: 'Reinstate vendor' })
    .click();
  await expect(admin.getByText('Vendor reinstated')).toBeVisible();
  await page.goto(`/deals?q=${encodeURIComponent(dealName)}`);
  await expect(page.getByRole('article').filter({ hasText: dealName })).toBeVisible();
  await admin.goto('/admin/deals');
  await expect(dealCard).toBeVisible();
  await expect(dealCard.getByText('Hidden: vendor suspended')).toBeHidden();
  await admin.context().close();
});
