import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { type APIRequestContext, request as playwrightRequest } from '@playwright/test';
import { expect, test, uniqueEmail } from './fixtures';
import { cartButton, createDeal, openCart, toast } from './shop-helpers';

/** A port nobody listens on now: the second shop's, which must be known before it starts. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

const dataName = (port: number) => `e2e-data-public-url-${port}`;

/** Checks out the cart by Mobile Money from its drawer and lands on the simulated provider's page. */
async function payCartByMobileMoney(page: import('@playwright/test').Page) {
  const drawer = await openCart(page);
  await drawer.getByRole('button', { name: 'Checkout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Complete Your Order' });
  await dialog.getByLabel('Region').selectOption('greater-accra');
  await dialog.getByRole('radio', { name: /Mobile Money/ }).check();
  await dialog.getByLabel('Full Name').fill('Abena Sule');
  await dialog.getByLabel('Phone Number').fill('0241234567');
  await dialog.getByLabel('Delivery Address').fill('House 4, Ring Road, Accra');
  await dialog.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page.getByRole('button', { name: /Approve/ })).toBeVisible();
}

test.describe('a shop whose PUBLIC_URL is localhost, opened at 127.0.0.1', () => {
  test.describe.configure({ mode: 'serial' });
  let server: ChildProcess | undefined;
  let port: number;
  let loopback: string;
  let publicUrl: string;
  let api: APIRequestContext;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    port = await freePort();
    loopback = `http://127.0.0.1:${port}`;
    publicUrl = `http://localhost:${port}`;
    let output = '';
    server = spawn(process.execPath, ['--import', 'tsx', 'e2e/serve.ts'], {
      env: {
        ...process.env,
        E2E_PORT: String(port),
        E2E_PUBLIC_URL: publicUrl,
        E2E_DATA_NAME: dataName(port),
        // An empty shop starts in seconds; the test makes the deal it buys.
        E2E_SEED_DEMO_DATA: 'false',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [server.stdout!, server.stderr!]) {
      stream.on('data', (chunk: Buffer) => {
        output = (output + chunk.toString()).slice(-4000);
      });
    }
    api = await playwrightRequest.newContext({ baseURL: loopback });
    await expect
      .poll(
        async () => {
          if (server?.exitCode !== null) throw new Error(`the second shop stopped:\n${output}`);
          return (await api.get('/api/health/ready').catch(() => undefined))?.status();
        },
        { timeout: 220_000, intervals: [500] },
      )
      .toBe(200);
    // Its start log says which address to open (written once it listens).
    await expect.poll(() => output).toContain(`Shop ready at ${publicUrl}`);
  });

  test.afterAll(async () => {
    await api?.dispose();
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await once(server, 'exit');
    }
    fs.rmSync(path.resolve(import.meta.dirname, '../tmp', dataName(port)), { recursive: true, force: true });
  });

  test('signs up, verifies from /dev/mailbox and comes back from paying signed in, all on PUBLIC_URL’s address', async ({
    page,
    isPhone,
  }) => {
    test.setTimeout(120_000);
    // Opened under the other name: sent to PUBLIC_URL's address before signing up.
    await page.goto(`${loopback}/auth?from=mailbox`);
    await expect(page).toHaveURL(`${publicUrl}/auth?from=mailbox`);

    await page.getByRole('tab', { name: 'Sign Up' }).click();
    const email = uniqueEmail('public-url');
    const form = page.getByRole('form', { name: 'Sign up' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password', { exact: true }).fill('secret123');
    await form.getByLabel('Confirm password').fill('secret123');
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Check your email for the verification link.').first()).toBeVisible();

    // The mailbox, opened under the other name too; its link goes to PUBLIC_URL and signs in there.
    await page.goto(`${loopback}/dev/mailbox`);
    await expect(page).toHaveURL(`${publicUrl}/dev/mailbox`);
    const message = page.getByRole('article').filter({ hasText: email }).filter({ hasText: 'Verify' });
    const link = message.getByRole('link').first();
    await expect(link).toHaveAttribute('href', new RegExp(`^${publicUrl}/api/auth/verify-email\\?`));
    await link.click();
    await expect(page).toHaveURL(new RegExp(`^${publicUrl}/`));

    const deal = await createDeal(api, { label: 'Rice cooker', price: '60.00', originalPrice: '90.00' });
    await page.goto(`${loopback}/product/${deal.id}`);
    await expect(page).toHaveURL(`${publicUrl}/product/${deal.id}`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(toast(page, 'Added to Cart')).toBeVisible();
    await expect(cartButton(page)).toHaveAttribute('aria-label', 'Cart, 1 item');

    await payCartByMobileMoney(page);
    await page.getByRole('button', { name: /Approve/ }).click();

    await expect(page).toHaveURL(
      new RegExp(`^${publicUrl}/orders/ORD-[A-Z0-9]{6}\\?token=[^&]+&reference=PAY-`),
    );
    await expect(
      toast(page, 'Payment Successful!', 'Your order has been confirmed and will be processed soon.'),
    ).toBeVisible();
    await expect(page.getByTestId('payment-state')).toHaveText('Paid');
    // Signed in: the way back to the shopper's orders, and their account in the header or menu.
    await expect(page.getByRole('link', { name: 'My orders' }).first()).toBeVisible();
    if (isPhone) await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(
      (isPhone ? page.getByRole('dialog') : page.getByRole('banner')).getByText(email),
    ).toBeVisible();
  });
});

test('a shopper who comes back from paying signed out still sees the order paid', async ({
  page,
  request,
  signedIn: _,
}) => {
  test.setTimeout(90_000);
  const deal = await createDeal(request, { label: 'Kettle', price: '45.00', originalPrice: '60.00' });
  const added = await page.request.post('/api/cart/items', { data: { dealId: deal.id, quantity: 1 } });
  expect(added.ok()).toBeTruthy();
  await page.goto('/deals');
  await payCartByMobileMoney(page);
  // The session is lost while paying (another browser, a cleared cookie).
  await page.context().clearCookies();
  await page.getByRole('button', { name: /Approve/ }).click();

  await expect(page).toHaveURL(/\/orders\/ORD-[A-Z0-9]{6}\?token=[^&]+&reference=PAY-/);
  await expect(
    toast(page, 'Payment Successful!', 'Your order has been confirmed and will be processed soon.'),
  ).toBeVisible();
  await expect(page.getByTestId('payment-state')).toHaveText('Paid');
  await expect(page.getByText('Order not found')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'My orders' })).toHaveCount(0);
});
