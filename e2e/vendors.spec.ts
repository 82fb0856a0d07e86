import { expect, signInThroughForm, test, uniqueEmail } from './fixtures';

const REFERENCE = /VND-[2-9A-HJ-NP-Z]{6}/;

test.describe('Vendor registration', () => {
  test('a guest is asked to sign in and comes back to the form', async ({ page, shopper }) => {
    await page.goto('/vendors');
    await expect(page.getByText('Authentication Required')).toBeVisible();
    await expect(page.getByText('Please sign in to register as a vendor.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Register as Vendor' })).toHaveCount(0);

    await page.getByRole('link', { name: 'Sign in to register' }).click();
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fvendors/);
    await signInThroughForm(page, shopper);
    await expect(page).toHaveURL(/\/vendors$/);
    await expect(page.getByRole('button', { name: 'Register as Vendor' })).toBeVisible();
  });

  test('shows the rules’ messages, then registers the business pending verification, once', async ({
    page,
    request,
    signedIn: _,
  }) => {
    await page.goto('/vendors');
    const form = page.locator('form');
    await expect(form.getByRole('checkbox', { name: 'Electronics' })).toBeVisible();

    await form.getByRole('button', { name: 'Register as Vendor' }).click();
    await expect(form.getByText('Business name is required')).toBeVisible();
    await expect(form.getByText('Business email is required')).toBeVisible();

    const email = uniqueEmail('vendor');
    await form.getByLabel('Business Name').fill('Makola Fabrics');
    await form.getByLabel('Business Type').selectOption({ label: 'Sole Proprietorship' });
    await form.getByLabel('Business Email').fill('sales@');
    await form.getByLabel('Website').fill('makola fabrics');
    await form.getByLabel('Contact Email').fill('adwoa');
    await form.getByRole('button', { name: 'Register as Vendor' }).click();
    await expect(form.getByText('Please enter a valid email address')).toHaveCount(2);
    await expect(
      form.getByText('Please enter a valid website address (e.g. https://mybusiness.com.gh)'),
    ).toBeVisible();

    await form.getByLabel('Business Email').fill(email);
    await form.getByLabel('Website').fill('https://makolafabrics.com.gh');
    await form.getByLabel('Contact Email').fill('');
    await form.getByLabel('Contact Name').fill('Adwoa Mensah');
    await form.getByLabel('Business Description').fill('<b>Wax prints</b>, kente and tailoring.');
    await form.getByRole('checkbox', { name: 'Fashion & Apparel' }).check();
    await form.getByRole('checkbox', { name: 'Home & Kitchen' }).check();
    await form.getByRole('button', { name: 'Register as Vendor' }).click();

    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Vendor Registration Successful!' });
    await expect(toast).toContainText('Your vendor profile has been created and is pending verification.');
    const status = page.getByRole('status').filter({ hasText: 'Your reference' });
    await expect(status).toContainText(REFERENCE);
    const reference = (await status.textContent())!.match(REFERENCE)![0];
    await expect(page.locator('form')).toHaveCount(0);

    const mailbox = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`);
    expect(JSON.stringify(await mailbox.json())).toContain(reference);

    // Coming back shows the registration rather than a second form.
    await page.reload();
    await expect(page.getByText(reference)).toBeVisible();
    await expect(page.getByText('Pending verification', { exact: true })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Your categories' })).toContainText('Fashion & Apparel');
    await expect(page.getByRole('button', { name: 'Register as Vendor' })).toHaveCount(0);
  });
});
