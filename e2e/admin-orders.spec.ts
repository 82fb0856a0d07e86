import { createAdmin, logInAsAdmin } from './admin-fixtures';
import { expect, test } from './fixtures';
import { createDeal } from './shop-helpers';

test('an admin moves a shopper’s deal order to confirmed, then delivered; the shopper sees the timeline', async ({
  page,
  browser,
  request,
  signedIn: _,
}) => {
  // Two browsers and a dozen steps: longer than one page's journey.
  test.setTimeout(120_000);
  // The shopper orders a deal (Buy Now, pay on delivery).
  const deal = await createDeal(request, { label: 'Rice Cooker', price: '149.99', originalPrice: '199.99' });
  const placed = await page.request.post('/api/orders', {
    data: {
      dealId: deal.id,
      quantity: 2,
      deliveryName: 'Akosua <b>Mensah</b>',
      deliveryPhone: '0241234567',
      deliveryAddress: '12 Oxford Street, Osu',
      region: 'greater-accra',
    },
  });
  expect(placed.status()).toBe(201);
  const { order } = (await placed.json()) as { order: { reference: string } };
  const reference = order.reference;

  // The admin, in a browser of their own.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await logInAsAdmin(admin, await createAdmin(request));
  await expect(admin.getByRole('link', { name: /Orders.*pending/ })).toBeVisible();
  await admin.getByRole('link', { name: /^Orders/ }).click();
  await expect(admin).toHaveURL(/\/admin\/orders/);
  await expect(admin.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();

  await admin.getByLabel('Search by reference, name or phone').fill(reference);
  await admin.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(admin).toHaveURL(new RegExp(`q=${reference}`));
  const row = admin.locator('main li, main tr').filter({ hasText: reference }).filter({ visible: true });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Pending');
  // Text the shopper typed is shown as text.
  await expect(row).toContainText('Akosua <b>Mensah</b>');
  await row.getByRole('button', { name: 'Manage' }).click();

  const dialog = admin.getByRole('dialog', { name: `Order ${reference}` });
  await expect(dialog.getByRole('heading', { name: 'Status history' })).toBeVisible();
  await expect(dialog.getByText('No changes yet.')).toBeVisible();
  // Only the moves the rule allows from Pending.
  await expect(dialog.getByRole('button', { name: /^Mark / })).toHaveText(['Mark confirmed']);
  await dialog.getByLabel('Note for the history (optional)').fill('Called, delivery tomorrow');
  await dialog.getByRole('button', { name: 'Mark confirmed' }).click();
  await expect(dialog.getByRole('heading', { name: 'Mark this order Confirmed?' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(admin.getByText('Order status updated')).toBeVisible();
  await expect(dialog.getByText('Pending → Confirmed')).toBeVisible();
  await expect(dialog.getByText('Called, delivery tomorrow')).toBeVisible();

  for (const [button, label] of [
    ['Mark out for delivery', 'Out for delivery'],
    ['Mark delivered', 'Delivered'],
  ] as const) {
    await dialog.getByRole('button', { name: button }).click();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog.getByText(`→ ${label}`)).toBeVisible();
  }
  await expect(dialog.getByText('This order is Delivered: nothing more to do.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(row).toContainText('Delivered');

  // The CSV export of the filtered list.
  const download = admin.waitForEvent('download');
  await admin.getByRole('link', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^ghanamart-deal-orders-\d{4}-\d{2}-\d{2}\.csv$/);
  await adminContext.close();

  // The shopper's My orders: the status and its timeline.
  await page.goto('/orders');
  const card = page.getByRole('article', { name: `Order ${reference}` });
  await expect(card).toContainText('Delivered');
  const timeline = card.getByRole('list', { name: `Status history of ${deal.name}` });
  await expect(timeline.getByRole('listitem')).toHaveText([
    /^Pending · /,
    /^Confirmed · /,
    /^Out for delivery · /,
    /^Delivered · /,
  ]);
});
