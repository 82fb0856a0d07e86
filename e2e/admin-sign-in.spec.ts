import { createAdmin, logInAsAdmin } from './admin-fixtures';
import { expect, test } from './fixtures';

test.describe('admin sign-in', () => {
  test('a wrong password fails, the right one opens the dashboard; views have URLs; Logout ends it', async ({
    page,
    request,
  }) => {
    const admin = await createAdmin(request);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();

    await page.getByLabel('Username').fill(admin.username);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Login failed')).toBeVisible();
    await expect(page.getByText('Invalid username or password')).toBeVisible();

    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Login successful')).toBeVisible();
    await expect(page.getByText(`Welcome back, ${admin.username}!`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByTestId('admin-username')).toHaveText(admin.username);

    // Each view has its own URL: reload and Back work.
    await page.getByRole('link', { name: /DHL Shipment Management/ }).click();
    await expect(page).toHaveURL(/\/admin\/dhl$/);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'DHL Shipment Management' })).toBeVisible();
    await expect(page.getByText(admin.username)).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await page.goForward();
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expect(page).toHaveURL(/\/admin$/);

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    await page.goto('/admin/dhl');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    expect((await page.request.get('/api/admin/dashboard')).status()).toBe(401);
  });

  test('a signed-in customer sees the login form, never admin data', async ({ page, signedIn }) => {
    expect(signedIn.email).toBeTruthy();
    await page.goto('/admin/dhl');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Quick Stats' })).toHaveCount(0);
    expect((await page.request.get('/api/admin/dhl-shipments')).status()).toBe(403);
  });

  test('logs in at both sizes without sideways scrolling', async ({ page, request }) => {
    await logInAsAdmin(page, await createAdmin(request));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
