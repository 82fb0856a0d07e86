import type { APIRequestContext, Page } from '@playwright/test';
import { createAdmin, logInAsAdmin } from './admin-fixtures';
import { expect, test } from './fixtures';
import { createDeal } from './shop-helpers';

const delivery = {
  deliveryName: 'Akosua Mensah',
  deliveryPhone: '024 765 4321',
  deliveryAddress: '12 Oxford Street, Osu, Accra',
  region: 'greater-accra',
  specialInstructions: 'Call at the blue gate',
};

/** The signed-in shopper's cart checkout of two deals (pay on delivery): its ORD- reference. */
async function placeCartOrder(page: Page, request: APIRequestContext) {
  const cooker = await createDeal(request, {
    label: 'Rice Cooker',
    price: '149.99',
    originalPrice: '199.99',
  });
  const fan = await createDeal(request, { label: 'Standing Fan', price: '80.00', originalPrice: '120.00' });
  for (const [deal, quantity] of [
    [cooker, 2],
    [fan, 1],
  ] as const) {
    const added = await page.request.post('/api/cart/items', { data: { dealId: deal.id, quantity } });
    expect(added.ok()).toBeTruthy();
  }
  const placed = await page.request.post('/api/cart/checkout', { data: delivery });
  expect(placed.status()).toBe(201);
  const { reference, orders } = (await placed.json()) as {
    reference: string;
    orders: { dealName: string }[];
  };
  return { reference, names: orders.map((order) => order.dealName), cooker, fan };
}

/** The confirmation e-mail's order link (with its token), from the dev mailbox. */
async function orderLink(request: APIRequestContext, to: string, reference: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(to)}`);
      const { messages } = (await response.json()) as { messages: { text: string }[] };
      const pattern = new RegExp(`https?://\\S+/orders/${reference}\\?token=\\S+`);
      link = messages.map((message) => pattern.exec(message.text)?.[0]).find(Boolean);
      return link;
    })
    .toBeTruthy();
  return link!;
}

test('an admin moves the order; the shopper follows it on its own page, and the e-mail link opens it signed out', async ({
  page,
  browser,
  request,
  signedIn: shopper,
}, testInfo) => {
  test.setTimeout(120_000);
  const { reference, cooker, fan } = await placeCartOrder(page, request);

  // The admin confirms the order (both its lines), in a browser of their own.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await logInAsAdmin(admin, await createAdmin(request));
  await admin.goto(`/admin/orders?q=${reference}`);
  // One row for the order (its lines are inside it).
  const row = admin.locator('main li, main tr').filter({ hasText: reference }).filter({ visible: true });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Manage' }).click();
  const dialog = admin.getByRole('dialog', { name: `Order ${reference}` });
  await dialog.getByRole('button', { name: 'Mark confirmed' }).click();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByText('Pending → Confirmed')).toBeVisible();
  await adminContext.close();

  // My orders links the order to its page and shows the first line's image.
  await page.goto('/orders');
  const card = page.getByRole('article', { name: `Order ${reference}` });
  await expect(card.locator('header img')).toHaveAttribute('src', /\/uploads\/seed\//);
  await card.getByRole('link', { name: `View order details for ${reference}` }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${reference}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Order ${reference}` })).toBeVisible();

  const items = page.getByRole('region', { name: 'Items' });
  await expect(items.getByRole('listitem')).toHaveCount(2);
  await expect(items.getByRole('listitem').filter({ hasText: cooker.name })).toContainText('2 × GH₵149.99');
  await expect(items.getByRole('listitem').filter({ hasText: cooker.name })).toContainText('GH₵299.98');
  await expect(items.getByRole('listitem').filter({ hasText: fan.name })).toContainText('1 × GH₵80.00');
  await expect(items.locator('img')).toHaveCount(2);
  await expect(items).toContainText('GH₵379.98');

  const delivered = page.getByRole('region', { name: 'Delivery' });
  await expect(delivered).toContainText('Akosua Mensah');
  await expect(delivered).toContainText('024 765 4321');
  await expect(delivered).toContainText('12 Oxford Street, Osu, Accra');
  await expect(delivered).toContainText('Call at the blue gate');
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText('Pay on delivery');

  // Both lines moved together: one timeline for the order, the steps ahead greyed.
  const status = page.getByRole('region', { name: 'Order status' });
  await expect(status.getByRole('list')).toHaveCount(1);
  await expect(status.getByRole('list', { name: 'Order status' }).getByRole('listitem')).toHaveText([
    /^Pending · \d/,
    /^Confirmed · \d/,
    'Out for delivery (not yet)',
    'Delivered (not yet)',
  ]);
  // Confirmed by the shop: no longer the shopper's to cancel.
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await page.screenshot({
    path: testInfo.outputPath(`order-page-${testInfo.project.name}.png`),
    fullPage: true,
  });

  // The confirmation e-mail's link opens the page without signing in; nothing to cancel there.
  const link = await orderLink(request, shopper.email, reference);
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto(link);
  await expect(guest.getByRole('heading', { level: 1, name: `Order ${reference}` })).toBeVisible();
  await expect(guest.getByRole('region', { name: 'Items' })).toContainText(cooker.name);
  await expect(guest.getByRole('link', { name: 'My orders' })).toHaveCount(0);
  // Without the token: nothing.
  await guest.goto(`/orders/${reference}`);
  await expect(guest.getByRole('alert')).toContainText("We couldn't find this order.");
  await guestContext.close();
});

test('the shopper cancels a pending order from its page', async ({ page, request, signedIn: _ }) => {
  const { reference } = await placeCartOrder(page, request);
  await page.goto(`/orders/${reference}`);
  await page.getByRole('button', { name: 'Cancel order' }).click();
  // An in-app confirmation, titled, in place of the browser's confirm().
  const confirm = page.getByRole('dialog', { name: `Cancel order ${reference}?` });
  await confirm.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Your order has been cancelled.')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'This order was cancelled' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Order status' }).getByRole('listitem')).toHaveText([
    /^Pending · \d/,
    /^Cancelled · \d/,
  ]);
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText('Nothing to pay');
});

test('/track finds an ORD- order with the delivery phone and shows its timeline, nothing personal', async ({
  page,
  request,
  signedIn: _,
}) => {
  const { reference, cooker } = await placeCartOrder(page, request);
  await page.context().clearCookies();
  await page.goto(`/track?reference=${reference}`);
  const form = page.getByRole('form', { name: 'Track a request' });
  await form.getByLabel('Phone number or e-mail').fill('0241111111');
  await form.getByRole('button', { name: 'Track request' }).click();
  await expect(page.getByRole('alert')).toContainText("We couldn't find a request");

  await form.getByLabel('Phone number or e-mail').fill('+233 24 765 4321');
  await form.getByRole('button', { name: 'Track request' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Flash deal order' })).toBeVisible();
  const steps = page.getByRole('list', { name: `Status history of ${cooker.name}` }).getByRole('listitem');
  await expect(steps).toHaveText([
    /^Pending · \d/,
    'Confirmed (not yet)',
    'Out for delivery (not yet)',
    'Delivered (not yet)',
  ]);
  await expect(page.getByText('Akosua Mensah')).toHaveCount(0);
  await expect(page.getByText('Oxford Street')).toHaveCount(0);
});
