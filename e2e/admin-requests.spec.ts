import { createAdmin, logInAsAdmin } from './admin-fixtures';
import { expect, test, uniqueEmail } from './fixtures';

const HOSTILE = '<img src=x onerror=alert(1)> javascript:alert(2)';

test('an admin answers a contact message and the requester sees its status on /track', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('inbox');
  const sent = await request.post('/api/requests/contact', {
    data: {
      name: 'Kojo Inbox-Test',
      email,
      phone: '024 777 1234',
      subject: 'Do you deliver on Sundays?',
      message: `Please call me back. ${HOSTILE}`,
    },
  });
  expect(sent.status()).toBe(201);
  const { reference } = (await sent.json()) as { reference: string };

  await logInAsAdmin(page, await createAdmin(request));
  // The Requests view's card (the day's figures also have "Requests waiting").
  await expect(page.getByRole('link', { name: /^Requests/ })).toContainText(/\d+ new/);
  await page.getByRole('link', { name: /^Requests/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Requests' })).toBeVisible();

  await page.getByLabel('Kind').selectOption({ label: 'Contact message' });
  await page.getByLabel('Search').fill(email);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/kind=contact/);
  await expect(page.getByRole('heading', { level: 2, name: '1 request' })).toBeVisible();
  const row = page.locator('li, tr').filter({ hasText: reference }).filter({ visible: true });
  await expect(row).toContainText('Kojo Inbox-Test');
  await expect(row).toContainText('Received');

  await row.getByRole('button', { name: reference }).click();
  const dialog = page.getByRole('dialog', { name: `Request ${reference}` });
  // What was submitted, hostile text included, shows as text.
  await expect(dialog.getByText(`Please call me back. ${HOSTILE}`)).toBeVisible();
  await expect(dialog.locator('img')).toHaveCount(0);
  await dialog.getByLabel('Status', { exact: true }).selectOption({ label: 'Completed' });
  await dialog.getByLabel('Internal note').fill('Called back: yes, Sundays 10-4.');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Request updated successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Completed');

  // Reload keeps the filters; the note was saved.
  await page.reload();
  await row.getByRole('button', { name: reference }).click();
  await expect(dialog.getByLabel('Internal note')).toHaveValue('Called back: yes, Sundays 10-4.');
  await expect(dialog.getByLabel('Status', { exact: true })).toHaveValue('completed');

  // The requester looks it up.
  await page.goto(`/track?reference=${reference}`);
  const form = page.getByRole('form', { name: 'Track a request' });
  await form.getByLabel('Phone number or e-mail').fill(email);
  await form.getByRole('button', { name: 'Track request' }).click();
  await expect(page.getByText('Status: Completed')).toBeVisible();
  await expect(page.getByText('This request is complete. Thank you for choosing us!')).toBeVisible();
});
