import { formatCedis } from '../src/shared/money';
import {
  estimateLandedCost,
  type LandedCostRatesResponse,
  ORIGIN_LABELS,
} from '../src/shared/requests/landed-cost';
import { createAdmin, logInAsAdmin } from './admin-fixtures';
import { expect, test, uniqueEmail } from './fixtures';

const ratesNow = async (request: import('@playwright/test').APIRequestContext) =>
  ((await (await request.get('/api/requests/landed-cost-rates')).json()) as LandedCostRatesResponse).rates;

test('the landed-cost estimate appears as the shopper types on /shop-ship-usa, and is sent with the request', async ({
  page,
  request,
}, testInfo) => {
  await page.goto('/shop-ship-usa');
  const form = page.locator('form');
  const estimate = page.getByRole('region', { name: 'Landed cost estimate' });
  await expect(estimate).toContainText('Enter the price in USD, the quantity, the weight and the category');

  await form.getByLabel('Item Price (USD)').fill('100');
  await form.getByLabel('Quantity').fill('2');
  await form.getByLabel('Weight per Item (kg)').fill('1.5');
  // Not yet: the category is missing.
  await expect(page.getByTestId('landed-cost-total')).toHaveCount(0);
  await form.getByLabel('Category').selectOption({ label: 'Phones, tablets and electronics' });

  // The admin journey below changes only Dubai's and China's freight: USA rates stay put.
  const rates = await ratesNow(request);
  const expected = estimateLandedCost(rates, {
    origin: 'usa',
    itemPrice: 100,
    quantity: 2,
    weightKg: 1.5,
    category: 'phones',
  });
  await expect(page.getByTestId('landed-cost-total')).toHaveText(formatCedis(expected.total));
  for (const line of expected.lines) {
    await expect(estimate.getByText(line.label, { exact: true })).toBeVisible();
  }
  await expect(estimate).toContainText('Item cost (1 USD = GH₵');
  await expect(estimate).toContainText('Freight from USA (3 kg)');
  await expect(estimate).toContainText('Import duty (Phones, tablets and electronics, ');
  await expect(estimate).toContainText('VAT (');
  await expect(estimate).toContainText('Rates of ');
  await expect(estimate).toContainText('This is an estimate, not a quote');

  // Typing a new quantity changes the estimate at once.
  await form.getByLabel('Quantity').fill('3');
  const three = estimateLandedCost(rates, {
    origin: 'usa',
    itemPrice: 100,
    quantity: 3,
    weightKg: 1.5,
    category: 'phones',
  });
  await expect(page.getByTestId('landed-cost-total')).toHaveText(formatCedis(three.total));

  await estimate.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('landed-cost-estimate.png') });
  await estimate.screenshot({ path: testInfo.outputPath('landed-cost-breakdown.png') });

  // Sent with the rest of the form: the stored estimate is the server's.
  await form.getByLabel('Full Name').fill('Akosua Mensah');
  await form.getByLabel('Phone Number').fill('024 555 7788');
  await form.getByLabel('Email Address').fill(uniqueEmail('landed'));
  await form.getByLabel('Delivery Address').fill('House 12, Ring Road East, Osu, Accra');
  await form.getByLabel('Product Description').fill('Three unlocked phones, 128 GB, black');
  await form.getByRole('radio', { name: 'Standard (2-3 weeks)' }).check();
  await form.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your reference' })).toContainText(
    /USA-[2-9A-HJ-NP-Z]{6}/,
  );
});

test('an admin changes a freight rate and the shop estimates with it', async ({ page, request, isPhone }) => {
  // Each browser size changes its own origin, so that the two can run at the same time.
  const origin = isPhone ? 'dubai' : 'china';
  const before = await ratesNow(request);
  const freight = (before.freightPerKg[origin] + 1).toFixed(2);

  const admin = await createAdmin(request);
  await logInAsAdmin(page, admin);
  await page.getByRole('link', { name: /Landed Cost Rates/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Landed Cost Rates' })).toBeVisible();
  const field = page.getByLabel(`Freight from ${ORIGIN_LABELS[origin]} (GH₵ per kg)`);
  await expect(field).toHaveValue(String(before.freightPerKg[origin]));

  // A bad value is refused under its field, and nothing is saved.
  await field.fill('-3');
  await page.getByRole('button', { name: 'Save rates' }).click();
  await expect(page.getByText('Please enter the freight in GH₵ per kg (2 decimals)')).toBeVisible();
  expect((await ratesNow(request)).freightPerKg[origin]).toBe(before.freightPerKg[origin]);

  await field.fill(freight);
  await page.getByRole('button', { name: 'Save rates' }).click();
  await expect(page.getByText('Rates saved')).toBeVisible();
  await expect(page.getByText(/Last saved /)).toBeVisible();
  expect((await ratesNow(request)).freightPerKg[origin]).toBe(Number(freight));

  await page.goto('/admin/activity');
  await expect(
    page.getByRole('heading', { level: 3, name: `${admin.username} changed the landed-cost rates` }).first(),
  ).toBeVisible();

  // The shop's page works out the freight with the new rate: 2 kg × the rate (quantity 1, the default).
  await page.goto(`/shop-ship-${origin}`);
  const form = page.locator('form');
  await form.getByLabel(/^Item Price/).fill('10');
  await form.getByLabel('Weight per Item (kg)').fill('2');
  await form.getByLabel('Category').selectOption('books');
  const estimate = page.getByRole('region', { name: 'Landed cost estimate' });
  await expect(estimate.getByText(`Freight from ${ORIGIN_LABELS[origin]}`).locator('..')).toContainText(
    formatCedis((Number(freight) * 2).toFixed(2)),
  );
});
