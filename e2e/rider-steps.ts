// Steps of the riders' journeys (ADR 067 and 071) shared by admin-riders.spec.ts, rider.spec.ts and
// rider-journey.spec.ts: applying, approving, dispatching, the cash hand-in, and the checks around them.
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, lastEmailedLink } from './fixtures';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const APPLICATION_REFERENCE = /APP-[2-9A-HJ-NP-Z]{6}/;

export async function expectAxeClean(page: Page) {
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).setLegacyMode(true).analyze();
  expect(
    results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(' ')}`,
    ),
  ).toEqual([]);
}

/** The service worker controls the page: an update made offline can wait in it. */
export async function workerInstalled(page: Page) {
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
}

/** Applies as a motorbike rider in Accra with the existing form; answers the application's reference. */
export async function applyAsRider(page: Page, applicant: { name: string; email: string }): Promise<string> {
  await page.goto('/driver-rider-application');
  const form = page.locator('form');
  await form.getByLabel('Full Name').fill(applicant.name);
  await form.getByLabel('Email Address').fill(applicant.email);
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
  const status = page.getByRole('status').filter({ hasText: 'Your reference' });
  await expect(status).toContainText(APPLICATION_REFERENCE);
  return (await status.textContent())!.match(APPLICATION_REFERENCE)![0];
}

/** The admin opens the application from the requests inbox and approves it in Riders. */
export async function approveRider(admin: Page, application: string, name: string) {
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
}

/** The new rider sets a password from the e-mailed link; the sign-in page follows. */
export async function setRiderPassword(
  page: Page,
  request: APIRequestContext,
  email: string,
  password: string,
) {
  const link = await lastEmailedLink(request, email);
  expect(link).toContain('welcome=rider');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Set your rider password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password').fill(password);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/auth/);
}

/** The admin confirms an order from its dialog. */
export async function confirmOrder(admin: Page, reference: string) {
  await admin.goto(`/admin/orders?q=${reference}`);
  const row = admin.locator('main li, main tr').filter({ hasText: reference }).filter({ visible: true });
  await row.getByRole('button', { name: 'Manage' }).click();
  const dialog = admin.getByRole('dialog', { name: `Order ${reference}` });
  await dialog.getByRole('button', { name: 'Mark confirmed' }).click();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByText('Pending → Confirmed')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
}

/** Dispatch: the order's job, with its cash to collect, given to the rider of the zone. Answers the job's row. */
export async function assignToRider(admin: Page, reference: string, name: string, cash: string) {
  await admin.goto('/admin/dispatch');
  await expect(admin.getByText('Updates live as riders move.')).toBeVisible();
  const job = admin.locator('li').filter({ hasText: reference });
  await expect(job).toContainText(cash);
  await expect(job).toContainText('Greater Accra');
  await job.getByRole('checkbox', { name: `Select ${reference}` }).check();
  const rider = admin.getByLabel('Rider', { exact: true });
  await rider.selectOption({ label: (await rider.locator('option', { hasText: name }).textContent())! });
  await expect(rider.locator('option', { hasText: name })).toContainText('in the zone');
  await admin.getByRole('button', { name: 'Assign to rider' }).click();
  await expect(admin.getByText(`1 delivery given to ${name}`)).toBeVisible();
  await expect(admin.getByRole('heading', { name: `${name}: 1 delivery` })).toBeVisible();
  await expect(job).toContainText('Assigned');
  return job;
}

/** The office takes the rider's cash of the day: the day balances. */
export async function recordHandIn(admin: Page, name: string, cash: string) {
  await admin.goto('/admin/cash');
  await expect(admin.getByRole('heading', { level: 1, name: 'Cash on delivery' })).toBeVisible();
  const day = admin.locator('li').filter({ has: admin.getByRole('heading', { name, exact: true }) });
  await expect(day).toContainText('Open');
  await expect(day.getByText('Rider still holds').locator('..')).toContainText(cash);
  await expect(day.getByLabel('Amount (GH₵)')).toHaveValue(cash.replace('GH₵', ''));
  await day.getByRole('button', { name: 'Record' }).click();
  await expect(admin.getByText(`${cash} handed in by ${name}`)).toBeVisible();
  await expect(day).toContainText('Balanced');
  await expect(day.getByText('Rider still holds').locator('..')).toContainText('GH₵0.00');
}
