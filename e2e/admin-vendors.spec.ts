import { createAdmin, logInAsAdmin } from './admin-fixtures';
import { expect, test, uniqueEmail } from './fixtures';

test('an admin verifies a vendor and the vendor sees it on /vendors', async ({
  page,
  browser,
  request,
  signedIn: _,
}) => {
  // The shopper (this page's session) registers a business.
  const categories = (await (await page.request.get('/api/vendors/categories')).json()) as {
    categories: { id: string; name: string }[];
  };
  const fashion = categories.categories.find((category) => category.name === 'Fashion & Apparel')!;
  const businessName = `Kumasi Kente ${Date.now().toString(36)}`;
  const registered = await page.request.post('/api/vendors', {
    data: { businessName, businessEmail: uniqueEmail('vendor'), categoryIds: [fashion.id] },
  });
  expect(registered.status()).toBe(201);
  const { reference } = (await registered.json()) as { reference: string };
  await page.goto('/vendors');
  await expect(page.getByText('Pending verification', { exact: true })).toBeVisible();

  // An admin, in a browser of their own.
  const { baseURL, viewport, isMobile, hasTouch } = test.info().project.use;
  const adminContext = await browser.newContext({ baseURL, viewport, isMobile, hasTouch });
  const adminPage = await adminContext.newPage();
  await logInAsAdmin(adminPage, await createAdmin(request));
  // The welcome toast lies over the dashboard's last cards until it goes.
  await expect(adminPage.getByText('Login successful')).toBeHidden();
  await expect(adminPage.getByRole('link', { name: /^Vendors/ })).toContainText(/\d+ to verify/);
  await adminPage.getByRole('link', { name: /^Vendors/ }).click();
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Vendors' })).toBeVisible();

  const card = adminPage
    .getByRole('listitem')
    .filter({ has: adminPage.getByRole('heading', { name: businessName }) });
  await expect(card).toContainText(reference);
  await expect(card.getByRole('list', { name: `Categories of ${businessName}` })).toContainText(
    'Fashion & Apparel',
  );
  await card.getByRole('button', { name: 'Verify' }).click();
  const dialog = adminPage.getByRole('dialog', { name: `Verify ${businessName}?` });
  await dialog.getByRole('button', { name: 'Verify vendor' }).click();
  await expect(adminPage.getByText('Vendor verified')).toBeVisible();
  await expect(card).toBeHidden();

  await adminPage.getByLabel('Show').selectOption({ label: 'Verified' });
  await expect(adminPage.getByRole('heading', { name: businessName })).toBeVisible();
  await adminContext.close();

  // The vendor sees it.
  await page.reload();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
  await expect(page.getByText('Your business is verified. Welcome to GhanaMart!')).toBeVisible();
});
