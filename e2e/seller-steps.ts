// Steps of the vendors' journeys (ADR 066 and 068) shared by marketplace-journey.spec.ts and
// seller-center.spec.ts: registering a business, its verification, a listing's review, an order
// line from sale to delivery, the payout account and the payout.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { createAdmin, logInAsAdmin } from './admin-fixtures';
import { expect, lastEmailedLink, test, uniqueEmail } from './fixtures';

/** A small real picture, made here rather than shipped. */
export async function picture(name: string, colour: string) {
  const buffer = await sharp({ create: { width: 120, height: 90, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/** What makes a test's names its own: the time, and the screen size it runs at. */
export function uniqueSuffix() {
  return `${Date.now().toString(36)}${test.info().project.name}`;
}

/** A full-page screenshot among the test's outputs, named with the screen size. */
export async function shot(page: Page, name: string) {
  await page.screenshot({
    path: test.info().outputPath(`${name}-${test.info().project.name}.png`),
    fullPage: true,
  });
}

/** An admin signed in, in a browser of their own at the test's screen size. */
export async function openAdmin(browser: Browser, request: APIRequestContext): Promise<Page> {
  const { baseURL, viewport, isMobile, hasTouch } = test.info().project.use;
  const context = await browser.newContext({ baseURL, viewport, isMobile, hasTouch });
  const admin = await context.newPage();
  await logInAsAdmin(admin, await createAdmin(request));
  return admin;
}

/** The signed-in shopper registers a business with the /vendors form; it waits for verification. */
export async function registerVendor(page: Page, business: { name: string; phone: string }) {
  await page.goto('/vendors');
  const form = page.locator('form');
  await form.getByLabel('Business Name').fill(business.name);
  await form.getByLabel('Business Type').selectOption({ label: 'Sole Proprietorship' });
  await form.getByLabel('Business Email').fill(uniqueEmail('vendor'));
  await form.getByLabel('Business Phone').fill(business.phone);
  await form.getByLabel('Contact Name').fill('Kwame Osei');
  await form.getByRole('checkbox', { name: 'Fashion & Apparel' }).check();
  await form.getByRole('button', { name: 'Register as Vendor' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your reference' })).toBeVisible();
}

/** The admin's card of a business in the vendors' list. */
export function vendorCardIn(admin: Page, businessName: string) {
  return admin.getByRole('listitem').filter({ has: admin.getByRole('heading', { name: businessName }) });
}

/** The admin verifies the business from the vendors' list. */
export async function verifyVendor(admin: Page, businessName: string) {
  await admin.goto('/admin/vendors');
  await vendorCardIn(admin, businessName).getByRole('button', { name: 'Verify' }).click();
  await admin
    .getByRole('dialog', { name: `Verify ${businessName}?` })
    .getByRole('button', { name: 'Verify vendor' })
    .click();
  await expect(admin.getByText('Vendor verified')).toBeVisible();
}

/**
 * The signed-in shopper registers a business, an admin (in a browser of their own, answered)
 * verifies it, and the vendor opens the seller center.
 */
export async function startSelling(
  page: Page,
  browser: Browser,
  request: APIRequestContext,
  businessName: string,
): Promise<Page> {
  await registerVendor(page, { name: businessName, phone: '0241234567' });
  const admin = await openAdmin(browser, request);
  await verifyVendor(admin, businessName);
  await openSellerCenter(page);
  return admin;
}

/** The verified vendor reaches the seller center from /vendors. */
export async function openSellerCenter(page: Page) {
  await page.goto('/vendors');
  await page.getByRole('link', { name: 'Go to the seller center' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Listings' })).toBeVisible();
}

/** The vendor fills a new deal with two pictures and sends it for review. */
export async function listDeal(page: Page, deal: { name: string; originalPrice: string; price: string }) {
  await page.getByRole('link', { name: 'New deal', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New deal' })).toBeVisible();
  await page.getByLabel('Product name').fill(deal.name);
  await page.getByLabel('Description').fill('Woven in Bonwire, two metres long.');
  await page.getByLabel('Category').selectOption('Fashion & Apparel');
  await page.getByLabel('Original price (GH₵)').fill(deal.originalPrice);
  await page.getByLabel('Deal price (GH₵)').fill(deal.price);
  await page
    .getByLabel('Add images')
    .setInputFiles([await picture('front.jpg', '#d97706'), await picture('back.jpg', '#2563eb')]);
  await expect(page.getByText('Images (2 of 6)')).toBeVisible();
  await page.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByText('Listing sent for review.')).toBeVisible();
}

/** The admin's queue entry of a proposal, by the name it proposes. */
export function proposalIn(admin: Page, name: string) {
  return admin.getByRole('listitem').filter({ has: admin.getByRole('heading', { name }) });
}

export async function rejectListing(admin: Page, name: string, reason: string) {
  await admin.goto('/admin/listings');
  await proposalIn(admin, name)
    .getByRole('button', { name: /^Reject/ })
    .click();
  const reject = admin.getByRole('dialog', { name: 'Reject this listing' });
  await reject.getByLabel('Reason').fill(reason);
  await reject.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(admin.getByText('1 listing rejected')).toBeVisible();
}

export async function approveListing(admin: Page, name: string) {
  await admin.goto('/admin/listings');
  await proposalIn(admin, name)
    .getByRole('button', { name: /^Approve/ })
    .click();
  await expect(admin.getByText('1 listing approved')).toBeVisible();
}

/** The vendor opens its listing from the seller center, renames it and sends it again. */
export async function renameListing(page: Page, listing: { from: string; to: string }) {
  await page.goto('/seller/listings');
  const row = page.getByRole('listitem').filter({ hasText: listing.from });
  await row.getByRole('link', { name: /^Edit/ }).click();
  await expect(page.getByLabel('Product name')).toHaveValue(listing.from);
  await page.getByLabel('Product name').fill(listing.to);
  await page.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByText('Listing sent for review.')).toBeVisible();
}

/**
 * A new shopper, in a context of its own, orders the deal of this name for delivery in Ejisu, to pay
 * on delivery; answers the order's reference.
 */
export async function orderDeal(browser: Browser, request: APIRequestContext, name: string): Promise<string> {
  const { baseURL } = test.info().project.use;
  const dealId = (
    (await (await request.get('/api/deals')).json()) as { deals: { id: string; name: string }[] }
  ).deals.find((deal) => deal.name === name)!.id;
  const buyerContext = await browser.newContext({ baseURL });
  const buyer = { email: uniqueEmail('buyer'), password: 'secret123' };
  const signUp = await buyerContext.request.post('/api/auth/sign-up/email', {
    data: { ...buyer, name: 'Buyer', callbackURL: '/' },
  });
  expect(signUp.ok(), await signUp.text()).toBeTruthy();
  // Following the link verifies the buyer and signs it in.
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
  const { reference } = (await placed.json()) as { reference: string };
  await buyerContext.close();
  return reference;
}

/** The vendor's line of an order in the seller center. */
export function orderLine(page: Page, reference: string) {
  return page.getByRole('listitem').filter({ hasText: reference });
}

/** The vendor confirms its line and marks it ready for pickup. */
export async function readyLine(page: Page, reference: string) {
  await page.goto('/seller/orders');
  const line = orderLine(page, reference);
  await line.getByRole('button', { name: /^Confirm/ }).click();
  await expect(line).toContainText('Confirmed');
  await line.getByRole('button', { name: /^Mark ready for pickup/ }).click();
  await expect(line).toContainText('Ready for pickup');
}

/** The admin moves the order on to delivered from the orders view. */
export async function deliverOrder(admin: Page, reference: string) {
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
}

/** "024 *** 4567": how a mobile money number shows once saved. */
export function maskedPhone(phone: string) {
  return `${phone.slice(0, 3)} *** ${phone.slice(-4)}`;
}

/** The vendor saves an MTN MoMo payout account on its Money page. */
export async function addMomoAccount(page: Page, phone: string) {
  const form = page.getByRole('form', { name: 'Payout account' });
  await expect(form.getByRole('radio', { name: 'Mobile money' })).toBeChecked();
  await expect(form.getByLabel('Network')).toContainText('Telecel Cash');
  await expect(form.getByLabel('Network')).toContainText('AT Money');
  await form.getByLabel('Network').selectOption({ label: 'MTN MoMo' });
  await form.getByLabel('Mobile money number').fill(phone);
  await form.getByLabel('Name on the account').fill('Kwame Osei');
  await form.getByRole('button', { name: 'Save payout account' }).click();
  await expect(page.getByText('Payout account saved')).toBeVisible();
  const account = page.getByRole('region', { name: 'Payout account' });
  await expect(account).toContainText('Mobile money: MTN MoMo');
  await expect(account).toContainText(maskedPhone(phone));
  await expect(page.locator('body')).not.toContainText('mobile_money');
}

/** The admin's card of a vendor's balance in Payouts. */
export function payoutCard(admin: Page, businessName: string) {
  return admin
    .getByTestId('vendor-balance')
    .filter({ has: admin.getByRole('heading', { name: businessName }) });
}
