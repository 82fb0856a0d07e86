import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { createAdmin, logInAsAdmin } from './admin-fixtures';
import { expect, lastEmailedLink, test, uniqueEmail } from './fixtures';

/** A small real picture, made here rather than shipped. */
async function picture(name: string, colour: string) {
  const buffer = await sharp({ create: { width: 120, height: 90, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/** Markup typed into a listing ran nowhere. */
async function expectNoScriptRan(page: Page) {
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test('a vendor lists a deal, the shop rejects then approves it, a shopper orders it, the vendor readies it and the shop delivers it', async ({
  page,
  browser,
  request,
  signedIn: _,
}) => {
  test.setTimeout(240_000);
  const unique = `${Date.now().toString(36)}${test.info().project.name}`;
  const businessName = `Bonwire Weavers ${unique}`;
  const firstName = `Kente stole <img src=x onerror="window.__xss=1"> ${unique}`;
  const fixedName = `Kente stole <img src=x onerror="window.__xss=2"> hand woven ${unique}`;

  // The shopper (this page's session) registers a business.
  const registered = await page.request.post('/api/vendors', {
    data: { businessName, businessEmail: uniqueEmail('vendor'), categoryIds: [] },
  });
  expect(registered.status()).toBe(201);
  // Not verified yet: the seller center says why.
  await page.goto('/seller/listings');
  await expect(page.getByText('still being verified')).toBeVisible();

  // An admin verifies it, in a browser of their own.
  const { baseURL, viewport, isMobile, hasTouch } = test.info().project.use;
  const adminContext = await browser.newContext({ baseURL, viewport, isMobile, hasTouch });
  const admin = await adminContext.newPage();
  await logInAsAdmin(admin, await createAdmin(request));
  await admin.goto('/admin/vendors');
  const vendorCard = admin
    .getByRole('listitem')
    .filter({ has: admin.getByRole('heading', { name: businessName }) });
  await vendorCard.getByRole('button', { name: 'Verify' }).click();
  await admin
    .getByRole('dialog', { name: `Verify ${businessName}?` })
    .getByRole('button', { name: 'Verify vendor' })
    .click();
  await expect(admin.getByText('Vendor verified')).toBeVisible();

  // The vendor finds the seller center from /vendors and lists a deal with two pictures.
  await page.goto('/vendors');
  await page.getByRole('link', { name: 'Go to the seller center' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Listings' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Seller center' }).filter({ visible: true }),
  ).toContainText('Money');
  await page.getByRole('link', { name: 'New deal', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New deal' })).toBeVisible();
  await page.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByText('Product name is required')).toBeVisible();
  await page.getByLabel('Product name').fill(firstName);
  await page.getByLabel('Description').fill('Woven in Bonwire, two metres long.');
  await page.getByLabel('Category').selectOption('Fashion & Apparel');
  await page.getByLabel('Original price (GH₵)').fill('450');
  await page.getByLabel('Deal price (GH₵)').fill('399.00');
  await page
    .getByLabel('Add images')
    .setInputFiles([await picture('front.jpg', '#d97706'), await picture('back.jpg', '#2563eb')]);
  await expect(page.getByText('Images (2 of 6)')).toBeVisible();
  await shot(page, 'seller-new-deal');
  await page.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByText('Listing sent for review.')).toBeVisible();
  const myListing = page.getByRole('listitem').filter({ hasText: unique });
  await expect(myListing).toContainText('Waiting for review');
  await expect(myListing).toContainText(firstName);
  await shot(page, 'seller-listings');
  await expectNoScriptRan(page);

  // Not in the shop yet.
  expect(JSON.stringify(await (await request.get('/api/deals')).json())).not.toContain(unique);

  // The admin rejects it with a reason; the name shows as typed.
  await admin.goto('/admin/listings');
  const proposal = admin
    .getByRole('listitem')
    .filter({ has: admin.getByRole('heading', { name: firstName }) });
  await expect(proposal).toContainText(businessName);
  await expect(proposal.getByRole('img')).toHaveCount(2);
  await shot(admin, 'admin-listings');
  await expectNoScriptRan(admin);
  await proposal.getByRole('button', { name: /^Reject/ }).click();
  const reject = admin.getByRole('dialog', { name: 'Reject this listing' });
  await reject.getByLabel('Reason').fill('Please show the stole unfolded in the first photo.');
  await reject.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(admin.getByText('1 listing rejected')).toBeVisible();

  // The vendor reads why, fixes it and sends it again.
  await page.reload();
  await expect(myListing).toContainText(
    'Why it was rejected: Please show the stole unfolded in the first photo.',
  );
  await myListing.getByRole('link', { name: /^Edit/ }).click();
  await expect(page.getByLabel('Product name')).toHaveValue(firstName);
  await page.getByLabel('Product name').fill(fixedName);
  await page.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByText('Listing sent for review.')).toBeVisible();

  // The admin sees the change and approves it.
  await admin.reload();
  const fixed = admin.getByRole('listitem').filter({ has: admin.getByRole('heading', { name: fixedName }) });
  await fixed.getByRole('button', { name: /^Approve/ }).click();
  await expect(admin.getByText('1 listing approved')).toBeVisible();

  // It is in /deals, sold by the vendor, and on the vendor's store page.
  await page.goto('/deals');
  const card = page.getByRole('article').filter({ hasText: fixedName });
  await expect(card).toBeVisible();
  await expectNoScriptRan(page);
  await card.getByRole('link', { name: `Sold by ${businessName}` }).click();
  await expect(page).toHaveURL(/\/store\/bonwire-weavers-/);
  await expect(page.getByRole('heading', { level: 1, name: businessName })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: fixedName })).toBeVisible();
  await shot(page, 'store-page');
  // Rendered on the server too: the same page opened afresh.
  await page.reload();
  await expect(page.getByRole('article').filter({ hasText: fixedName })).toBeVisible();
  await expectNoScriptRan(page);

  // A shopper orders it (pay on delivery).
  const dealId = (
    (await (await request.get('/api/deals')).json()) as { deals: { id: string; name: string }[] }
  ).deals.find((deal) => deal.name === fixedName)!.id;
  const buyerContext = await browser.newContext({ baseURL });
  const buyer = { email: uniqueEmail('buyer'), password: 'secret123' };
  // Signed up and verified in its own context: following the link signs the buyer in.
  const signUp = await buyerContext.request.post('/api/auth/sign-up/email', {
    data: { ...buyer, name: 'Buyer', callbackURL: '/' },
  });
  expect(signUp.ok(), await signUp.text()).toBeTruthy();
  const verified = await buyerContext.request.get(await lastEmailedLink(request, buyer.email), {
    maxRedirects: 0,
  });
  expect(verified.status()).toBe(302);
  const placed = await buyerContext.request.post('/api/orders', {
    data: {
      dealId,
      quantity: 1,
      deliveryName: 'Yaa Asantewaa',
      deliveryPhone: '024 765 4321',
      deliveryAddress: '7 Palace Road, Ejisu',
      region: 'ashanti',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const reference = ((await placed.json()) as { reference: string }).reference;
  await buyerContext.close();

  // The vendor confirms the line and marks it ready; it reads the name and region, not the address or phone.
  await page.goto('/seller/orders');
  const line = page.getByRole('listitem').filter({ hasText: reference });
  await expect(line).toContainText('Yaa Asantewaa');
  await expect(line).toContainText('Ashanti');
  await expect(line).not.toContainText('Palace Road');
  await expect(line).not.toContainText('765');
  await line.getByRole('button', { name: /^Confirm/ }).click();
  await expect(line).toContainText('Confirmed');
  await line.getByRole('button', { name: /^Mark ready for pickup/ }).click();
  await expect(line).toContainText('Ready for pickup');
  await shot(page, 'seller-orders');
  await page.getByRole('link', { name: 'Score' }).filter({ visible: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your score' })).toBeVisible();
  await shot(page, 'seller-score');

  // The shop delivers it.
  await admin.goto('/admin/orders');
  await admin.getByLabel('Search by reference, name or phone').fill(reference);
  await admin.getByRole('button', { name: 'Search', exact: true }).click();
  const row = admin.locator('main li, main tr').filter({ hasText: reference }).filter({ visible: true });
  await row.getByRole('button', { name: 'Manage' }).click();
  const dialog = admin.getByRole('dialog', { name: `Order ${reference}` });
  for (const [button, label] of [
    ['Mark confirmed', 'Confirmed'],
    ['Mark out for delivery', 'Out for delivery'],
    ['Mark delivered', 'Delivered'],
  ] as const) {
    await dialog.getByRole('button', { name: button }).click();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog.getByText(`→ ${label}`)).toBeVisible();
  }
  await adminContext.close();

  await page.goto('/seller/orders');
  await expect(line).toContainText('Delivered');
});
