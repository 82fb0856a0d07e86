import { createAdmin, logInAsAdmin } from './admin-fixtures';
import { expect, signInThroughForm, test, uniqueEmail } from './fixtures';
import {
  applyAsRider,
  approveRider,
  assignToRider,
  confirmOrder,
  expectAxeClean,
  recordHandIn,
  setRiderPassword,
  workerInstalled,
} from './rider-steps';
import { createDeal } from './shop-helpers';

// Riders from end to end (ADR 067 and 071), on phones: an applicant becomes a rider, the office
// dispatches a pay-on-delivery order to them, the rider carries it (one step sent offline), proves
// it with the code the shopper reads, and the office takes the cash so that the rider's day balances.

test.use({ serviceWorkers: 'allow', viewport: { width: 375, height: 800 } });

test('an applicant becomes a rider, delivers an order with its code and hands in the cash', async ({
  page,
  browser,
  request,
  shopper,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'One journey, at 375 px.');
  // Three people in three browsers, a dozen steps each.
  test.setTimeout(240_000);
  const { baseURL } = testInfo.project.use;
  const viewport = { width: 375, height: 800 };

  // The applicant applies; the admin approves; the rider sets a password and signs in at /rider.
  const email = uniqueEmail('rider');
  const name = `Kojo Boateng ${Date.now().toString(36)}`;
  const application = await applyAsRider(page, { name, email });
  const adminContext = await browser.newContext({ baseURL, viewport });
  const admin = await adminContext.newPage();
  await logInAsAdmin(admin, await createAdmin(request));
  await approveRider(admin, application, name);
  await setRiderPassword(page, request, email, 'rider-pass-1');
  await page.goto('/rider');
  await expect(page).toHaveURL(/\/auth\?redirect=%2Frider/);
  await signInThroughForm(page, { email, password: 'rider-pass-1' });
  await expect(page).toHaveURL(/\/rider$/);
  await expect(page.getByText('No jobs for you today yet. The office assigns them.')).toBeVisible();

  // A shopper orders a deal, paid on delivery.
  const shopperContext = await browser.newContext({ baseURL, viewport });
  const shopperPage = await shopperContext.newPage();
  expect((await shopperPage.request.post('/api/auth/sign-in/email', { data: shopper })).ok()).toBeTruthy();
  const deal = await createDeal(request, { label: 'Blender', price: '149.99', originalPrice: '199.99' });
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
    },
  });
  expect(placed.status()).toBe(201);
  const { reference } = (await placed.json()) as { reference: string };
  const deliveryStatus = async () =>
    (await (await shopperPage.request.get(`/api/orders/${reference}`)).json()).order.deliveryProgress?.status;

  // The admin confirms it and gives it to the new rider.
  await confirmOrder(admin, reference);
  const job = await assignToRider(admin, reference, name, 'GH₵149.99');

  // The rider picks it up, then sets off offline: the update waits on the phone and lands when back.
  await page.reload();
  const card = page.getByRole('article', { name: '1. Akosua Mensah' });
  await expect(card.getByText('GH₵149.99')).toBeVisible();
  await card.getByRole('button', { name: 'Picked up' }).click();
  await expect.poll(deliveryStatus).toBe('picked_up');
  await workerInstalled(page);
  await page.context().setOffline(true);
  await card.getByRole('button', { name: 'On my way' }).click();
  await expect(card.getByText('Saved on this phone')).toBeVisible();
  expect(await deliveryStatus()).toBe('picked_up');
  await page.context().setOffline(false);
  await expect.poll(deliveryStatus).toBe('out_for_delivery');
  await expect(job).toContainText('On the way');

  // The shopper reads the code on the order page.
  await shopperPage.goto(`/orders/${reference}`);
  const delivery = shopperPage.getByRole('region', { name: 'Your delivery' });
  await expect(delivery.getByText('Kojo is on the way', { exact: true })).toBeVisible();
  await expect(delivery.getByText(/^Given to rider Kojo/)).toBeVisible();
  const code = (await delivery.getByTestId('delivery-code').textContent())!.trim();
  expect(code).toMatch(/^\d{4}$/);
  await expectAxeClean(shopperPage);

  // A wrong code, then the right one and the cash.
  await page.reload();
  await card.getByRole('button', { name: 'Delivered', exact: true }).click();
  await card.getByLabel("Receiver's code").fill(code === '0000' ? '1111' : '0000');
  await card.getByRole('button', { name: 'Confirm delivery' }).click();
  await expect(card.getByText('That code is not right. 4 tries left before the job locks.')).toBeVisible();
  await card.getByLabel("Receiver's code").fill(code);
  await expect(card.getByLabel('Cash collected (GH₵)')).toHaveValue('149.99');
  await card.getByRole('button', { name: 'Confirm delivery' }).click();
  await expect(card.getByText(/^Delivered at .+, GH₵149\.99 collected\.$/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cash you hold' })).toContainText('GH₵149.99');
  await page.screenshot({ path: testInfo.outputPath('journey-rider-delivered.png'), fullPage: true });

  // The order shows delivered, with its proof.
  await shopperPage.reload();
  await expect(delivery.getByText(/^Delivered by Kojo/)).toBeVisible();
  await expect(delivery.getByText(/with your delivery code\.$/)).toBeVisible();
  await expect(delivery.getByTestId('delivery-code')).toHaveCount(0);
  await expect(shopperPage.getByRole('region', { name: 'Order status' })).toContainText('Delivered');
  await shopperPage.screenshot({ path: testInfo.outputPath('journey-order-delivered.png'), fullPage: true });
  await shopperContext.close();

  // The office records the hand-in: the day balances, and the rider holds nothing any more.
  await recordHandIn(admin, name, 'GH₵149.99');
  await expectAxeClean(admin);
  await adminContext.close();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Cash you hold' })).toContainText('GH₵0.00');
  await expectAxeClean(page);
});
