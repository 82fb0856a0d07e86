import { createAdmin, logInAsAdmin } from './admin-fixtures';
import { expect, lastEmailedLink, openAccountArea, signInThroughForm, test, uniqueEmail } from './fixtures';
import { expectAxeClean, workerInstalled } from './rider-steps';
import { createDeal } from './shop-helpers';

// The rider's app (ADR 071): a rider signs in at /rider, works the day's job (the step made offline
// lands when the connection returns), the shopper reads the delivery code on the order page, the
// rider enters a wrong code, then the right one and the cash, and the order shows delivered with its proof.

test.use({ serviceWorkers: 'allow' });

test('a rider delivers a pay-on-delivery order with the code the shopper reads on the order page', async ({
  page,
  browser,
  request,
  shopper,
  isPhone,
}, testInfo) => {
  test.setTimeout(180_000);
  const { baseURL, viewport } = testInfo.project.use;

  // The shopper orders a deal, paid on delivery.
  const shopperContext = await browser.newContext({ baseURL, viewport });
  const shopperPage = await shopperContext.newPage();
  expect((await shopperPage.request.post('/api/auth/sign-in/email', { data: shopper })).ok()).toBeTruthy();
  const deal = await createDeal(request, { label: 'Rice Cooker', price: '149.99', originalPrice: '199.99' });
  expect(
    (await shopperPage.request.post('/api/cart/items', { data: { dealId: deal.id, quantity: 1 } })).ok(),
  ).toBeTruthy();
  const placed = await shopperPage.request.post('/api/cart/checkout', {
    data: {
      deliveryName: 'Akosua Mensah',
      deliveryPhone: '024 765 4321',
      deliveryAddress: '12 Oxford Street, Osu, Accra',
      region: 'greater-accra',
      landmark: 'Opposite the Koala supermarket',
      gpsAddress: 'GA-183-8164',
    },
  });
  expect(placed.status()).toBe(201);
  const { reference } = (await placed.json()) as { reference: string };

  // An approved rider, and the office hands the order to them.
  const rider = { email: uniqueEmail('rider'), password: 'a-rider-password' };
  // The shopper's verification signed this API context in: better-auth then wants the page's origin.
  const signUp = await request.post('/api/auth/sign-up/email', {
    data: { ...rider, name: 'Kwame Mensah', callbackURL: '/' },
    headers: { origin: baseURL! },
  });
  expect(signUp.ok(), await signUp.text()).toBeTruthy();
  await request.get(await lastEmailedLink(request, rider.email), { maxRedirects: 0 });
  const { id: riderId } = (await (
    await request.post('/__e2e/riders', { data: { email: rider.email, name: 'Kwame Mensah' } })
  ).json()) as { id: string };
  const job = (await (
    await request.post('/__e2e/delivery-jobs', { data: { reference, riderId } })
  ).json()) as {
    id: string;
    cashDue: string;
  };
  const jobOnServer = async () =>
    (await (await request.get(`/__e2e/delivery-jobs/${job.id}`)).json()) as {
      status: string;
      codeAttempts: number;
    };

  // Signed out, /rider asks the rider to sign in, then comes back.
  await page.goto('/rider');
  await expect(page).toHaveURL(/\/auth\?redirect=%2Frider/);
  await signInThroughForm(page, rider);
  await expect(page).toHaveURL(/\/rider$/);
  await expect(page.getByRole('heading', { name: 'My deliveries', level: 1 })).toBeVisible();
  const card = page.getByRole('article', { name: '1. Akosua Mensah' });
  await expect(card.getByText('Opposite the Koala supermarket')).toBeVisible();
  await expect(card.getByText('GH₵149.99')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Call +233 24 765 4321' })).toHaveAttribute(
    'href',
    'tel:+233247654321',
  );
  await expect(card.getByRole('link', { name: 'Open the map' })).toHaveAttribute('href', /query=GA-183-8164/);
  await expectAxeClean(page);
  await page.screenshot({ path: testInfo.outputPath('rider-day.png'), fullPage: true });

  await card.getByRole('button', { name: 'Picked up' }).click();
  await expect(card.getByText('Picked up', { exact: true })).toBeVisible();
  await expect.poll(async () => (await jobOnServer()).status).toBe('picked_up');

  // Offline: "on my way" waits on the phone; the day still opens after a reload.
  await workerInstalled(page);
  await page.context().setOffline(true);
  await card.getByRole('button', { name: 'On my way' }).click();
  await expect(card.getByText('Saved on this phone')).toBeVisible();
  await expect(card.getByText('On the way', { exact: true })).toBeVisible();
  expect((await jobOnServer()).status).toBe('picked_up');
  await page.reload();
  await expect(
    page.getByRole('article', { name: '1. Akosua Mensah' }).getByText('On the way', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Not connected' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('rider-offline.png'), fullPage: true });
  await page.context().setOffline(false);
  await expect.poll(async () => (await jobOnServer()).status).toBe('out_for_delivery');

  // The shopper reads the code on the order page.
  await shopperPage.goto(`/orders/${reference}`);
  const delivery = shopperPage.getByRole('region', { name: 'Your delivery' });
  await expect(delivery.getByText('Kwame is on the way', { exact: true })).toBeVisible();
  const code = (await delivery.getByTestId('delivery-code').textContent())!.trim();
  expect(code).toMatch(/^\d{4}$/);
  await expectAxeClean(shopperPage);
  await shopperPage.screenshot({ path: testInfo.outputPath('order-on-the-way.png'), fullPage: true });

  // A wrong code first, then the right one and the cash.
  await page.reload();
  const deliveringCard = page.getByRole('article', { name: '1. Akosua Mensah' });
  await deliveringCard.getByRole('button', { name: 'Delivered', exact: true }).click();
  await deliveringCard.getByLabel("Receiver's code").fill(code === '0000' ? '1111' : '0000');
  await expect(deliveringCard.getByLabel('Cash collected (GH₵)')).toHaveValue('149.99');
  await deliveringCard.getByRole('button', { name: 'Confirm delivery' }).click();
  await expect(
    deliveringCard.getByText('That code is not right. 4 tries left before the job locks.'),
  ).toBeVisible();
  await expectAxeClean(page);
  await page.screenshot({ path: testInfo.outputPath('rider-wrong-code.png'), fullPage: true });
  await deliveringCard.getByLabel("Receiver's code").fill(code);
  await deliveringCard.getByRole('button', { name: 'Confirm delivery' }).click();
  await expect(deliveringCard.getByText(/^Delivered at .+, GH₵149\.99 collected\.$/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cash you hold' })).toContainText('GH₵149.99');
  expect(await jobOnServer()).toMatchObject({ status: 'delivered', codeAttempts: 1 });

  // The account menu leads a rider back to the day's deliveries.
  await page.goto('/track');
  await openAccountArea(page, isPhone);
  if (isPhone) await page.getByRole('dialog').getByRole('link', { name: 'My deliveries' }).click();
  else {
    await page.getByRole('button', { name: `Account menu for ${rider.email}` }).click();
    await page.getByRole('menuitem', { name: 'My deliveries' }).click();
  }
  await expect(page).toHaveURL(/\/rider$/);
  await expect(page.getByRole('region', { name: 'Cash you hold' })).toContainText('GH₵149.99');

  // The order shows delivered, with its proof.
  await shopperPage.reload();
  await expect(delivery.getByText('Delivered by Kwame')).toBeVisible();
  await expect(delivery.getByText(/with your delivery code\.$/)).toBeVisible();
  await expect(delivery.getByTestId('delivery-code')).toHaveCount(0);
  await shopperPage.screenshot({ path: testInfo.outputPath('order-delivered.png'), fullPage: true });
  await shopperContext.close();

  // The admin's order shows the proof (the API tests prove the code is never in it).
  const adminContext = await browser.newContext({ baseURL, viewport });
  const admin = await adminContext.newPage();
  await logInAsAdmin(admin, await createAdmin(request));
  await admin.goto(`/admin/orders?q=${reference}`);
  const row = admin.locator('main li, main tr').filter({ hasText: reference }).filter({ visible: true });
  await row.getByRole('button', { name: 'Manage' }).click();
  const dialog = admin.getByRole('dialog', { name: `Order ${reference}` });
  const proof = dialog.getByRole('region', { name: "Rider's delivery" });
  await expect(proof).toContainText('Kwame Mensah');
  await expect(proof).toContainText("proved by the receiver's code");
  await expect(proof).toContainText('GH₵149.99 collected');
  await expectAxeClean(admin);
  await admin.screenshot({ path: testInfo.outputPath('admin-order.png'), fullPage: true });
  await adminContext.close();
});
