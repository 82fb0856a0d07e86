import type { BrowserContext, Page } from '@playwright/test';
import { SW_CACHES } from '../src/web/pwa/sw-caches';
import { expect, test, uniqueEmail } from './fixtures';
import { findProduct, productPath } from './product-data';
import { createDeal, openCart, toast } from './shop-helpers';
import { askForFormParts } from './worker-helpers';

// ADR 052 and 056: a first visit that goes offline can still send. The worker installed on the first
// visit has precached what the forms need to check and queue a submission, and then, once the page
// was idle, the dialogs, the cart drawer and the drop-shipping checkout that hold forms; the dialog
// is opened and the form filled only after the connection has dropped.

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

/** The PUTs to `path`, by their Idempotency-Key. */
function countPuts(context: BrowserContext, path: string) {
  const puts: string[] = [];
  context.on('request', (request) => {
    if (request.method() === 'PUT' && new URL(request.url()).pathname === path) {
      puts.push(request.headers()['idempotency-key'] ?? '');
    }
  });
  return puts;
}

/** Waits until the worker of this first visit is installed, active and in control of the page. */
async function workerInstalled(page: Page) {
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
}

/**
 * Waits until the worker keeps the parts that lead to a form. The page asks for them by itself once
 * idle (the cart drawer, which no page loads, shows up in the worker's cache); asking again only
 * waits for that run to end.
 */
async function formPartsKept(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(async (cache) => {
        const keys = await (await caches.open(cache)).keys();
        return keys.some((request) => /\/assets\/cart-drawer-sheet-/.test(request.url));
      }, SW_CACHES.assets),
    )
    .toBe(true);
  expect(await askForFormParts(page)).toEqual({ cached: true });
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

test('Buy Now opened and filled after the connection drops on a first visit: queued and placed once', async ({
  page,
  context,
  request,
  signedIn: _,
}) => {
  const deal = await createDeal(request, { label: 'First Visit Radio', price: '80.00' });
  const posts = countPosts(context, '/api/orders');
  await page.goto(`/product/${deal.id}`);
  await workerInstalled(page);
  await formPartsKept(page);
  await context.setOffline(true);

  // The dialog's code and its form's rules come from the worker.
  await page.getByRole('button', { name: 'Buy Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Complete Your Order' });
  await expect(dialog).toBeVisible();

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

test("the cart's checkout opened and filled after the connection drops on a first visit: queued and placed once", async ({
  page,
  context,
  request,
  signedIn: _,
}) => {
  const deal = await createDeal(request, { label: 'First Visit Kettle', price: '40.00' });
  const added = await page.request.post('/api/cart/items', { data: { dealId: deal.id, quantity: 2 } });
  expect(added.ok()).toBeTruthy();
  const posts = countPosts(context, '/api/cart/checkout');
  await page.goto('/deals');
  await workerInstalled(page);
  await formPartsKept(page);
  await context.setOffline(true);

  // The drawer, its checkout dialog and the form's rules all come from the worker.
  const drawer = await openCart(page);
  await drawer.getByRole('button', { name: 'Checkout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Complete Your Order' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Full Name').fill('Kofi Boateng');
  await dialog.getByLabel('Phone Number').fill('0551234567');
  await dialog.getByLabel('Delivery Address').fill('Plot 7, Adum Road, Kumasi');
  await dialog.getByRole('button', { name: 'Place Order (Pay on Delivery)' }).click();
  await expect(dialog.getByText('Saved on this device', { exact: true })).toBeVisible();
  expect(posts).toHaveLength(0);

  await context.setOffline(false);
  const success = page.getByRole('dialog', { name: 'Order Placed Successfully!' });
  const reference = success.getByTestId('checkout-reference');
  await expect(reference).toHaveText(/^ORD-[A-Z0-9]{6}$/);
  const { orders } = (await (await page.request.get('/api/orders')).json()) as {
    orders: { reference: string; quantity: number }[];
  };
  expect(orders.map((order) => [order.reference, order.quantity])).toEqual([
    [await reference.textContent(), 2],
  ]);
  expect(new Set(posts).size).toBe(1);
});

test('the drop-shipping checkout opened and filled after the connection drops on a first visit: the order is saved once when back, and paid then', async ({
  page,
  context,
  request,
}) => {
  const product = await findProduct(
    request,
    (p) => p.inStock && p.colors.length === 0 && p.sizes.length === 0 && p.minOrderQuantity === 1,
    'in stock, no colours or sizes',
  );
  const posts = countPosts(context, '/api/checkout/orders');
  await page.goto(productPath(product));
  await workerInstalled(page);
  await formPartsKept(page);
  await context.setOffline(true);

  // Buy Now opens the checkout page, whose code comes from the worker.
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  const save = page.getByRole('button', { name: 'Save Order (Pay When Online)' });
  await expect(save).toHaveAccessibleDescription(/Paying needs a connection/);

  const email = uniqueEmail('first-visit-dropshipping');
  const field = (label: string) => page.getByLabel(new RegExp(`^${label}`));
  await field('Full Name').fill('Ama Mensah');
  await field('Email').fill(email);
  await field('Phone Number').fill('024 123 4567');
  await field('Address').fill('House 12, Oxford Street, Osu');
  await field('City').fill('Accra');
  await save.click();
  const queued = page.getByRole('status').filter({ hasText: 'Saved on this device' });
  await expect(queued).toContainText('Nothing has been paid');
  expect(posts).toHaveLength(0);

  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'Order saved: payment needed' })).toBeVisible();
  const saved = async () =>
    (
      (await (
        await page.request.get(`/__e2e/dropshipping-orders?email=${encodeURIComponent(email)}`)
      ).json()) as {
        orders: { id: string; status: string }[];
      }
    ).orders;
  expect(await saved()).toEqual([{ id: expect.any(String), status: 'pending' }]);
  // What was typed is still there, and Pay Now pays the order that was saved.
  await expect(field('Full Name')).toHaveValue('Ama Mensah');
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await page.getByRole('button', { name: /Approve/ }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Confirmed');
  expect(await saved()).toEqual([{ id: expect.any(String), status: 'paid' }]);
  expect(new Set(posts).size).toBe(1);
});

test('the account saved after the connection drops on a first visit: queued, and applied once when back', async ({
  page,
  context,
  signedIn: _,
}) => {
  const profilePuts = countPuts(context, '/api/account/profile');
  const addressPosts = countPosts(context, '/api/account/addresses');
  await page.goto('/account');
  await workerInstalled(page);
  await formPartsKept(page);
  await context.setOffline(true);

  const profile = page.getByRole('form', { name: 'Profile' });
  await profile.getByLabel('Full name').fill('Efua Owusu');
  await profile.getByLabel('Phone number').fill('024 412 3456');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(profile.getByText('Saved on this device', { exact: true })).toBeVisible();

  // The address dialog's code comes from the worker.
  await page.getByRole('button', { name: 'Add an address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an address' });
  await dialog.getByLabel('Region').selectOption({ label: 'Ashanti' });
  await dialog.getByLabel('City or town').fill('Kumasi');
  await dialog.getByLabel('Street and house').fill('Adum Road, House 4');
  await dialog.getByRole('button', { name: 'Save address' }).click();
  await expect(dialog.getByText('Saved on this device', { exact: true })).toBeVisible();
  expect(profilePuts).toHaveLength(0);
  expect(addressPosts).toHaveLength(0);

  await context.setOffline(false);
  await expect(toast(page, 'Profile saved')).toBeVisible();
  await expect(toast(page, 'Address saved')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('saved-address')).toHaveCount(1);
  const account = (await (await page.request.get('/api/account')).json()) as {
    profile: { name: string; phone: string };
    addresses: { city: string }[];
  };
  expect(account.profile).toMatchObject({ name: 'Efua Owusu', phone: '+233244123456' });
  expect(account.addresses.map((address) => address.city)).toEqual(['Kumasi']);
  expect(new Set(profilePuts).size).toBe(1);
  expect(new Set(addressPosts).size).toBe(1);
});
