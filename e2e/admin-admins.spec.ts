import { createAdmin, logInAsAdmin } from './admin-fixtures';
import { expect, test } from './fixtures';

test('an admin creates another admin, who can then log in', async ({ page, request }) => {
  await logInAsAdmin(page, await createAdmin(request));
  await page.getByRole('link', { name: /^Admins/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admins' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Create admin' });
  const username = `ops_${Date.now().toString(36)}${process.pid}`.slice(0, 30);
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password', { exact: true }).fill('too-short');
  await form.getByRole('button', { name: 'Create admin' }).click();
  await expect(form.getByText('Admin passwords must be at least 12 characters')).toBeVisible();
  await form.getByLabel('Password', { exact: true }).fill('twelve-chars-or-more');
  await form.getByRole('button', { name: 'Create admin' }).click();
  await expect(page.getByText('Admin created')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Admin accounts' })).toContainText(username);

  await page.getByRole('button', { name: 'Logout' }).click();
  await logInAsAdmin(page, { username, password: 'twelve-chars-or-more' });
  await expect(page.getByTestId('admin-username')).toHaveText(username);
});
