import { createAdmin, logInAsAdmin } from './admin-fixtures';
import { expect, lastEmailedLink, test, uniqueEmail } from './fixtures';
import { createDeal } from './shop-helpers';

const REFERENCE = /APP-[2-9A-HJ-NP-Z]{6}/;

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
  await applicant.goto('/driver-rider-application');
  const form = applicant.locator('form');
  await form.getByLabel('Full Name').fill(name);
  await form.getByLabel('Email Address').fill(email);
  await form.getByLabel('Phone Number').fill('055 123 4567');
  await form.getByLabel('Date of Birth').fill('1995-06-15');
  await form.getByLabel('Residential Address').fill('House 4, Dansoman Last Stop');
  await form.getByLabel('City / Town').fill('Accra');
  await form.getByLabel('Region').selectOption({ label: 'Greater Accra' });
  await form.getByRole('radio', { name: 'Rider' }).check();
  await form.getByLabel('Rider Vehicle Type').selectOption({ label: 'Motorcycle' });
  await form.getByLabel("Driver's License Number").fill('DL-889900');
  await form.getByLabel('Years of Experience').selectOption({ label: '3-5 years' });
  await form.getByLabel('Emergency Contact Name').fill('Akosua Darko');
  await form.getByLabel('Emergency Contact Phone').fill('024 765 4321');
  await form.getByRole('checkbox', { name: 'Evening shifts (5PM - 10PM)' }).check();
  await form.getByRole('checkbox', { name: 'I agree to the terms and conditions' }).check();
  await form.getByRole('button', { name: 'Submit Application' }).click();
  const status = applicant.getByRole('status').filter({ hasText: 'Your reference' });
  await expect(status).toContainText(REFERENCE);
  const application = (await status.textContent())!.match(REFERENCE)![0];

  // The admin opens it from the requests inbox and approves it in Riders.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await logInAsAdmin(admin, await createAdmin(request));
  await admin.goto(`/admin/requests?q=${application}`);
  const inboxRow = admin.locator('li, tr').filter({ hasText: application }).filter({ visible: true });
  await inboxRow.getByRole('button', { name: application }).click();
  await admin
    .getByRole('dialog', { name: `Request ${application}` })
    .getByRole('link', { name: 'Open in Riders' })
    .click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Riders' })).toBeVisible();
  const card = admin.locator('li').filter({ hasText: application });
  await expect(card).toContainText('Motorcycle');
  await expect(card).toContainText('Accra, Greater Accra');
  await card.getByRole('button', { name: `Approve ${name}` }).click();
  await expect(admin.getByText(`${name} is a rider now`)).toBeVisible();
  const riderCard = admin.locator('li').filter({ hasText: name }).filter({ hasText: 'Active' });
  await expect(riderCard).toContainText('Evening shifts (5PM - 10PM)');

  // The rider sets a password from the e-mailed link, once, and signs in.
  const link = await lastEmailedLink(request, email);
  expect(link).toContain('welcome=rider');
  await applicant.goto(link);
  await expect(applicant.getByRole('heading', { level: 1, name: 'Set your rider password' })).toBeVisible();
  await applicant.getByLabel('New password', { exact: true }).fill('rider-pass-1');
  await applicant.getByLabel('Confirm new password').fill('rider-pass-1');
  await applicant.getByRole('button', { name: 'Set new password' }).click();
  await expect(applicant).toHaveURL(/\/auth/);
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
  await admin.goto(`/admin/orders?q=${reference}`);
  const row = admin.locator('main li, main tr').filter({ hasText: reference }).filter({ visible: true });
  await row.getByRole('button', { name: 'Manage' }).click();
  const dialog = admin.getByRole('dialog', { name: `Order ${reference}` });
  await dialog.getByRole('button', { name: 'Mark confirmed' }).click();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByText('Pending → Confirmed')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Dispatch: the job with the cash to collect, given to the new rider of the zone.
  await admin.goto('/admin/dispatch');
  await expect(admin.getByText('Updates live as riders move.')).toBeVisible();
  const job = admin.locator('li').filter({ hasText: reference });
  await expect(job).toContainText('GH₵149.99');
  await expect(job).toContainText('Greater Accra');
  await job.getByRole('checkbox', { name: `Select ${reference}` }).check();
  const rider = admin.getByLabel('Rider', { exact: true });
  await rider.selectOption({ label: (await rider.locator('option', { hasText: name }).textContent())! });
  await expect(rider.locator('option', { hasText: name })).toContainText('in the zone');
  await admin.getByRole('button', { name: 'Assign to rider' }).click();
  await expect(admin.getByText(`1 delivery given to ${name}`)).toBeVisible();
  await expect(admin.getByRole('heading', { name: `${name}: 1 delivery` })).toBeVisible();
  await expect(job).toContainText('Assigned');

  // The shopper's order page shows the rider.
  await page.goto(`/orders/${reference}`);
  await expect(page.getByText('Given to rider Yaw')).toBeVisible();

  // The rider delivers it and takes the cash (the rider's app, written directly here); the
  // dispatch view follows live.
  const delivered = await request.post('/__e2e/delivered', { data: { reference, cashCollected: '149.99' } });
  expect((await delivered.json()).updated).toBe(1);
  await expect(job).toContainText('Delivered');

  // The office takes the cash: the day balances.
  await admin.goto('/admin/cash');
  await expect(admin.getByRole('heading', { level: 1, name: 'Cash on delivery' })).toBeVisible();
  const day = admin.locator('li').filter({ has: admin.getByRole('heading', { name, exact: true }) });
  await expect(day).toContainText('Open');
  await expect(day.getByText('Rider still holds').locator('..')).toContainText('GH₵149.99');
  await expect(day.getByLabel('Amount (GH₵)')).toHaveValue('149.99');
  await day.getByRole('button', { name: 'Record' }).click();
  await expect(admin.getByText(`GH₵149.99 handed in by ${name}`)).toBeVisible();
  await expect(day).toContainText('Balanced');
  await expect(day.getByText('Rider still holds').locator('..')).toContainText('GH₵0.00');
  await adminContext.close();
});
