import type { Page, Route } from '@playwright/test';
import { expect, test, uniqueEmail } from './fixtures';

// ADR 052: a lazy import that fails is never silence. Service workers are blocked here (the default):
// the page's own requests are the ones routed.

const CONTACT_PAGE_CHUNK = /\/assets\/contact-page-[\w-]+\.js$/;
/** The contact form's rules: its schema module and zod (loaded on the first check). */
const CONTACT_RULES_CHUNKS = /\/assets\/(contact-(?!page-|fields-)|schemas-)[\w-]+\.js$/;

/** The running app's entry gone from the server, as after a release replaced every chunk name. */
async function newRelease(page: Page) {
  const entry = await page.locator('script[type="module"][src]').first().getAttribute('src');
  await page.route(`**${entry}`, (route) =>
    route.request().method() === 'HEAD' ? route.fulfill({ status: 404 }) : route.continue(),
  );
}

const abort = (route: Route) => route.abort('failed');

test('a page whose code fails to load says so, and Try again loads it once it is reachable', async ({
  page,
}) => {
  await page.goto('/about');
  await page.route(CONTACT_PAGE_CHUNK, abort);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: 'This part of the shop did not load' }),
  ).toBeVisible();
  await expect(page.getByText('Check your connection and try again.')).toBeVisible();
  await page.unroute(CONTACT_PAGE_CHUNK, abort);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('form').getByLabel('Subject')).toBeVisible();
});

test('offline, a page whose code this visit never fetched says so, and opens once back online', async ({
  page,
  context,
}) => {
  await page.goto('/about');
  await context.setOffline(true);
  try {
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
    await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
    await expect(page.getByText('It opens as soon as the connection is back.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
  } finally {
    await context.setOffline(false);
  }
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.locator('form').getByLabel('Subject')).toBeVisible();
});

test('a page whose code is gone after a new release says so, and Reload page opens the new version', async ({
  page,
}) => {
  await page.goto('/about');
  await newRelease(page);
  const gone = (route: Route) => route.fulfill({ status: 404, contentType: 'application/json', body: '{}' });
  await page.route(CONTACT_PAGE_CHUNK, gone);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'GhanaMart has been updated' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await page.unrouteAll();
  await page.getByRole('button', { name: 'Reload page' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.locator('form').getByLabel('Subject')).toBeVisible();
});

test('a form whose rules fail to load says so on Send, and Try again sends what was typed', async ({
  page,
}) => {
  await page.route(CONTACT_RULES_CHUNKS, abort);
  await page.goto('/contact');
  const email = uniqueEmail('failed-rules');
  const form = page.locator('form');
  await form.getByLabel('Full Name').fill('Kwame Mensah');
  await form.getByLabel('Email Address').fill(email);
  await form.getByLabel('Phone Number').fill('024 123 4567');
  await form.getByLabel('Subject').fill('Delivery to Kumasi');
  await form.getByLabel('Message').fill('Do you deliver to Kumasi on Saturdays?');
  await form.getByRole('button', { name: 'Send Message' }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: 'This part of the shop did not load' }),
  ).toBeVisible();
  await page.unroute(CONTACT_RULES_CHUNKS, abort);
  await page.getByRole('button', { name: 'Try again' }).click();
  // The form comes back with what was typed (its draft), and sends.
  await expect(page.locator('form').getByLabel('Email Address')).toHaveValue(email);
  await page.locator('form').getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your reference' })).toContainText(/MSG-/);
});

test('a dialog whose code fails to load says so where it opens, and Try again opens it', async ({
  page,
  request,
  signedIn: _,
}) => {
  const { createDeal } = await import('./shop-helpers');
  const deal = await createDeal(request, { label: 'Failed Chunk Kettle', price: '40.00' });
  const DIALOG_CHUNK = /\/assets\/buy-now-dialog-[\w-]+\.js$/;
  await page.route(DIALOG_CHUNK, abort);
  await page.goto(`/product/${deal.id}`);
  await page.getByRole('button', { name: 'Buy Now' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'This part of the shop did not load' });
  await expect(alert).toBeVisible();
  await page.unroute(DIALOG_CHUNK, abort);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('dialog', { name: 'Complete Your Order' })).toBeVisible();
});
