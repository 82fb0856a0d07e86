import { createAdmin, logInAsAdmin } from './admin-fixtures';
import { expect, test } from './fixtures';
import { findProduct } from './product-data';
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

interface MailboxMessage {
  subject: string;
  text: string;
}

test('an admin sees each line, its options and the note, moves the whole order, and the shopper gets one e-mail', async ({
  page,
  browser,
  request,
  signedIn: shopper,
}, testInfo) => {
  test.setTimeout(150_000);
  // A cart order of two lines, with a note for the rider.
  const kettle = await createDeal(request, { label: 'Kettle', price: '40.00', originalPrice: '60.00' });
  const blender = await createDeal(request, { label: 'Blender', price: '15.00', originalPrice: '25.00' });
  for (const [deal, quantity] of [
    [kettle, 1],
    [blender, 3],
  ] as const) {
    expect((await page.request.post('/api/cart/items', { data: { dealId: deal.id, quantity } })).ok()).toBe(
      true,
    );
  }
  const placed = await page.request.post('/api/cart/checkout', {
    data: {
      deliveryName: 'Yaw Boateng',
      deliveryPhone: '020 555 1212',
      deliveryAddress: 'House 9, Lake Road, Kumasi',
      region: 'ashanti',
      specialInstructions: 'Call before coming',
    },
  });
  expect(placed.status()).toBe(201);
  const { reference } = (await placed.json()) as { reference: string };

  // A drop-shipping order of sneakers-like product with a colour and a size, not paid yet.
  const product = await findProduct(
    request,
    (p) => p.inStock && p.minOrderQuantity === 1 && p.colors.length > 0 && p.sizes.length > 0,
    'in stock, with colours and sizes',
  );
  const [color, size] = [product.colors.at(-1)!, product.sizes.at(-1)!];
  const buyer = `Efua ${Date.now().toString(36)}`;
  const shipped = await page.request.post('/api/checkout/orders', {
    data: {
      productId: product.id,
      quantity: 1,
      selectedColor: color,
      selectedSize: size,
      fullName: buyer,
      phone: '0245550000',
      address: 'Flat 2, Ring Road',
      city: 'Accra',
      notes: 'Leave with the guard',
      paymentMethod: 'mobile_money',
    },
  });
  expect(shipped.status()).toBe(201);

  const mailsBefore = async () => {
    const response = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(shopper.email)}`);
    return ((await response.json()) as { messages: MailboxMessage[] }).messages;
  };
  const before = (await mailsBefore()).length;

  const adminContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const admin = await adminContext.newPage();
  await logInAsAdmin(admin, await createAdmin(request));
  await admin.goto(`/admin/orders?kind=deal&q=${reference}`);
  // One row for the order, its lines inside, with the note.
  const row = admin.locator('main li, main tr').filter({ hasText: reference }).filter({ visible: true });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`1 × ${kettle.name}`);
  await expect(row).toContainText(`3 × ${blender.name}`);
  await expect(row).toContainText('Note: Call before coming');
  await expect(row).toContainText('Pay on delivery');
  await row.getByRole('button', { name: 'Manage' }).click();

  const dialog = admin.getByRole('dialog', { name: `Order ${reference}` });
  const items = dialog.getByRole('region', { name: 'Items' });
  await expect(items.getByRole('listitem')).toHaveCount(2);
  await expect(items).toContainText('GH₵15.00 each');
  await expect(items).toContainText('Delivery fee');
  const deliveryFacts = dialog.getByRole('region', { name: 'Delivery' });
  await expect(deliveryFacts).toContainText('Ashanti');
  await expect(deliveryFacts).toContainText('House 9, Lake Road, Kumasi');
  await expect(deliveryFacts).toContainText('Call before coming');
  const payment = dialog.getByRole('region', { name: 'Payment' });
  await expect(payment).toContainText('Pay on Delivery');
  await expect(payment).not.toContainText('pay_on_delivery');
  await admin.screenshot({
    path: testInfo.outputPath(`admin-order-view-${testInfo.project.name}.png`),
    fullPage: true,
  });

  // The whole order moves: both lines, one e-mail.
  await expect(dialog.getByRole('heading', { name: 'Next step for the whole order' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Mark confirmed' }).click();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByText('Pending → Confirmed')).toBeVisible();
  await expect(items.getByText('Pending')).toHaveCount(0);
  await expect(row).toContainText('Confirmed');
  await expect.poll(async () => (await mailsBefore()).length).toBe(before + 1);
  const moved = (await mailsBefore()).filter((message) =>
    message.subject.startsWith(`Your GhanaMart order ${reference}:`),
  );
  expect(moved.map((message) => message.subject)).toEqual([`Your GhanaMart order ${reference}: Confirmed`]);
  const mail = moved[0];
  expect(mail!.text).toContain(`3 × ${blender.name}`);
  expect(mail!.text).toContain(`1 × ${kettle.name}`);

  // The packing slip: everything to deliver, on its own page to print.
  await dialog.getByRole('link', { name: 'Packing slip' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: `Packing slip ${reference}` })).toBeVisible();
  await expect(admin.getByRole('region', { name: 'Items' }).getByRole('listitem')).toHaveCount(2);
  await expect(admin.getByRole('region', { name: 'Delivery' })).toContainText('Call before coming');
  await expect(admin.getByRole('button', { name: 'Print' })).toBeVisible();
  await admin.screenshot({
    path: testInfo.outputPath(`packing-slip-${testInfo.project.name}.png`),
    fullPage: true,
  });

  // The drop-shipping order: its colour, size and note, awaiting payment.
  await admin.goto(`/admin/orders?kind=dropshipping&q=${encodeURIComponent(buyer)}`);
  const dsp = admin.locator('main li, main tr').filter({ hasText: buyer }).filter({ visible: true });
  await expect(dsp).toHaveCount(1);
  await expect(dsp).toContainText(`Colour: ${color} · Size: ${size}`);
  await expect(dsp).toContainText('Note: Leave with the guard');
  await expect(dsp).toContainText('Awaiting payment');
  await adminContext.close();

  // The shopper's My orders: one card, one timeline, its payment state.
  await page.goto('/orders');
  const card = page.getByRole('article', { name: `Order ${reference}` });
  await expect(card).toContainText('Confirmed');
  await expect(card.getByRole('list', { name: /^Status history/ })).toHaveCount(1);
  await page.screenshot({
    path: testInfo.outputPath(`my-orders-${testInfo.project.name}.png`),
    fullPage: true,
  });
  // Still one e-mail for the move.
  expect((await mailsBefore()).length).toBe(before + 1);
});
