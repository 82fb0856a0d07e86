import { createAdmin, logInAsAdmin } from './admin-fixtures';
import { expect, test, uniqueEmail } from './fixtures';
import {
  applyAsRider,
  approveRider,
  assignToRider,
  confirmOrder,
  recordHandIn,
  setRiderPassword,
} from './rider-steps';
import { createDeal } from './shop-helpers';

test('an applicant becomes a rider, carries a pay-on-delivery order, and the day’s cash balances', async ({
  page,
  browser,
  request,
  signedIn: _,
}) => {
  // Three people in three browsers, a dozen steps each: longer than one page's journey.
  test.setTimeout(180_000);

  // The applicant applies with the existing form.
  const applicantContext = await browser.newContext();
  const applicant = await applicantContext.newPage();
  const email = uniqueEmail('rider');
  const name = `Yaw Darko ${Date.now().toString(36)}`;
  const application = await applyAsRider(applicant, { name, email });

  // The admin opens it from the requests inbox and approves it in Riders.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await logInAsAdmin(admin, await createAdmin(request));
  await approveRider(admin, application, name);

  // The rider sets a password from the e-mailed link, once, and signs in.
  await setRiderPassword(applicant, request, email, 'rider-pass-1');
  const signIn = await applicantContext.request.post('/api/auth/sign-in/email', {
    data: { email, password: 'rider-pass-1' },
  });
  expect(signIn.status()).toBe(200);
  expect((await signIn.json()).user.role).toBe('rider');
  await applicantContext.close();

  // A shopper orders a deal, paid on delivery.
  const deal = await createDeal(request, { label: 'Rice Cooker', price: '149.99', originalPrice: '199.99' });
  const placed = await page.request.post('/api/orders', {
    data: {
      dealId: deal.id,
      quantity: 1,
      deliveryName: 'Akosua Mensah',
      deliveryPhone: '0241234567',
      deliveryAddress: '12 Oxford Street, Osu',
      region: 'greater-accra',
    },
  });
  expect(placed.status()).toBe(201);
  const reference = ((await placed.json()) as { order: { reference: string } }).order.reference;

  // The admin confirms it.
  await confirmOrder(admin, reference);

  // Dispatch: the job with the cash to collect, given to the new rider of the zone.
  const job = await assignToRider(admin, reference, name, 'GH₵149.99');

  // The shopper's order page shows the rider.
  await page.goto(`/orders/${reference}`);
  await expect(page.getByText('Given to rider Yaw')).toBeVisible();

  // The rider delivers it and takes the cash (the rider's app, written directly here); the
  // dispatch view follows live.
  const delivered = await request.post('/__e2e/delivered', { data: { reference, cashCollected: '149.99' } });
  expect((await delivered.json()).updated).toBe(1);
  await expect(job).toContainText('Delivered');

  // The office takes the cash: the day balances.
  await recordHandIn(admin, name, 'GH₵149.99');
  await adminContext.close();
});
