import type { BrowserContext, Page } from '@playwright/test';
import { expect, test, uniqueEmail } from './fixtures';
import { createDeal, toast } from './shop-helpers';

// ADR 052: a first visit that goes offline can still send. The worker installed on the first visit
// has precached what the forms need to check and queue a submission; the form is filled only after
// the connection has dropped.

test.use({ serviceWorkers: 'allow' });

/** The POSTs to `path`, by their Idempotency-Key (the page's and, in Chromium, the worker's). */
function countPosts(context: BrowserContext, path: string) {
  const posts: string[] = [];
  context.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) {
      posts.push(request.headers()['idempotency-key'] ?? '');
    }
  });
  return posts;
}

/** Waits until the worker of this first visit is installed, active and in control of the page. */
async function workerInstalled(page: Page) {
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
}

const queuedNotice = (page: Page) => page.getByRole('status').filter({ hasText: 'Saved on this device' });

async function serviceRequests(page: Page, email: string): Promise<string[]> {
  const answer = await page.request.get(`/__e2e/service-requests?email=${encodeURIComponent(email)}`);
  return ((await answer.json()) as { references: string[] }).references;
}

test('a contact request filled after the connection drops on a first visit is queued, sent once and its reference shown', async ({
  page,
  context,
}) => {
  const posts = countPosts(context, '/api/requests/contact');
  await page.goto('/contact');
  await workerInstalled(page);
  await context.setOffline(true);

  const email = uniqueEmail('first-visit-contact');
  const form = page.locator('form');
  await form.getByLabel('Full Name').fill('Kwame Mensah');
  await form.getByLabel('Email Address').fill(email);
  await form.getByLabel('Phone Number').fill('024 123 4567');
  await form.getByLabel('Subject').fill('Delivery to Kumasi');
  await form.getByLabel('Message').fill('Do you deliver to Kumasi on Saturdays?');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(queuedNotice(page)).toContainText('will be sent when the connection returns');
  expect(posts).toHaveLength(0);

  await context.setOffline(false);
  const status = page.getByRole('status').filter({ hasText: 'Your reference' });
  await expect(status).toContainText(/MSG-[2-9A-HJ-NP-Z]{6}/);
  const reference = (await status.textContent())!.match(/MSG-[2-9A-HJ-NP-Z]{6}/)![0];
  expect(await serviceRequests(page, email)).toEqual([reference]);
  expect(new Set(posts).size).toBe(1);
});

test('an insurance request filled after the connection drops on a first visit is checked offline, then queued and sent once', async ({
  page,
  context,
}) => {
  await page.goto('/insurance');
  await workerInstalled(page);
  await context.setOffline(true);

  const form = page.locator('form');
  const submit = form.getByRole('button', { name: 'Request Insurance Policy' });
  // The rules check the form offline: they came from the worker's precache.
  await submit.click();
  await expect(form.getByText('First name is required')).toBeVisible();

  const email = uniqueEmail('first-visit-insurance');
  await form.getByLabel('First Name').fill('Ama');
  await form.getByLabel('Last Name').fill('Asante');
  await form.getByLabel('Email Address').fill(email);
  await form.getByLabel('Phone Number').fill('055 123 4567');
  await form.getByLabel('Current Address').fill('14 Independence Avenue, Ridge');
  await form.getByLabel('City').fill('Accra');
  await form.getByLabel('Delivery Address').fill('Office 3, Airport City, Accra');
  await form.getByRole('radio', { name: 'Property Insurance' }).check();
  await form.getByLabel('Property Information').fill('3-bedroom house, East Legon');
  await submit.click();
  await expect(queuedNotice(page)).toBeVisible();

  await context.setOffline(false);
  const status = page.getByRole('status').filter({ hasText: 'Your reference' });
  await expect(status).toContainText(/INS-[2-9A-HJ-NP-Z]{6}/);
  const reference = (await status.textContent())!.match(/INS-[2-9A-HJ-NP-Z]{6}/)![0];
  expect(await serviceRequests(page, email)).toEqual([reference]);
});

test("Buy Now's delivery details typed after the connection drops on a first visit are queued and placed once", async ({
  page,
  context,
  request,
  signedIn: _,
}) => {
  const deal = await createDeal(request, { label: 'First Visit Radio', price: '80.00' });
  const posts = countPosts(context, '/api/orders');
  await page.goto(`/product/${deal.id}`);
  await workerInstalled(page);
  // The dialog's own code loads when it is opened (ADR 052: dialogs are not precached); its form's
  // rules do not, until the first check.
  await page.getByRole('button', { name: 'Buy Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Complete Your Order' });
  await expect(dialog).toBeVisible();
  await context.setOffline(true);

  await dialog.getByLabel('Full Name').fill('Kofi Boateng');
  await dialog.getByLabel('Phone Number').fill('0551234567');
  await dialog.getByLabel('Delivery Address').fill('Plot 7, Adum Road, Kumasi');
  await dialog.getByRole('button', { name: 'Place Order (Pay on Delivery)' }).click();
  await expect(dialog.getByText('Saved on this device', { exact: true })).toBeVisible();
  expect(posts).toHaveLength(0);

  await context.setOffline(false);
  const placed = toast(page, 'Order Placed Successfully!', 'Reference: ORD-');
  await expect(placed).toBeVisible();
  const reference = (await placed.textContent())!.match(/ORD-[A-Z0-9]{6}/)![0];
  const { orders } = (await (await page.request.get('/api/orders')).json()) as {
    orders: { reference: string }[];
  };
  expect(orders.map((order) => order.reference)).toEqual([reference]);
  expect(new Set(posts).size).toBe(1);
});
