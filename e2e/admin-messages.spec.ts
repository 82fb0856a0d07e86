import { createAdmin, logInAsAdmin } from './admin-fixtures';
import { expect, test, uniqueEmail } from './fixtures';

test('an admin sees an e-mail that could not be delivered and sends it again', async ({ page, request }) => {
  const to = uniqueEmail('undelivered');
  const subject = `Order confirmed ${to}`;
  expect((await request.post('/__e2e/failed-messages', { data: { to, subject } })).ok()).toBe(true);

  await logInAsAdmin(page, await createAdmin(request));
  await page.getByRole('link', { name: /Messages/ }).click();
  await expect(page).toHaveURL(/\/admin\/messages$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();

  const message = page.getByRole('listitem').filter({ hasText: subject });
  await expect(message).toContainText(`E-mail to ${to}`);
  await expect(message).toContainText('8 attempts');
  await expect(message).toContainText('451 Mailbox temporarily unavailable');
  await message.getByRole('button', { name: 'Retry' }).click();

  await expect(page.getByText('The message will be sent again.')).toBeVisible();
  await expect(message).toHaveCount(0);
  // Queued again on the server, not only hidden: a fresh load of the list no longer has it.
  const listed = page.waitForResponse((response) => response.url().includes('/api/admin/messages/failed'));
  await page.reload();
  expect((await listed).ok()).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expect(page.getByText(subject)).toHaveCount(0);
});

test('an admin sees an SMS that could not be delivered beside the e-mails and sends it again', async ({
  page,
  request,
}) => {
  const to = `+23324${String(Date.now()).slice(-7)}`;
  const text = `GhanaMart: your order ORD-${Date.now()} is now Shipped.`;
  expect((await request.post('/__e2e/failed-sms', { data: { to, text } })).ok()).toBe(true);

  await logInAsAdmin(page, await createAdmin(request));
  await page.goto('/admin/messages');
  const message = page.getByRole('listitem').filter({ hasText: text });
  await expect(message).toContainText(`SMS to ${to}`);
  await expect(message).toContainText('SMS gateway answered HTTP 503');
  await message.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('The message will be sent again.')).toBeVisible();
  await expect(message).toHaveCount(0);
});
