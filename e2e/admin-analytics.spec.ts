import { createAdmin, logInAsAdmin } from './admin-fixtures';
import { insertDeal, uniqueDealName } from './deal-data';
import { expect, test } from './fixtures';

test('analytics shows the figures, the revenue rule and the charts', async ({
  page,
  request,
  shopper,
  baseURL,
}) => {
  // The shopper fixture left a customer session on `request`: the analytics are not for customers.
  expect((await request.get('/api/admin/analytics')).status()).toBe(403);

  // A shopper's order, so that the figures include something this test made.
  const deal = await insertDeal(request, { name: uniqueDealName('Analytics Deal'), discountPrice: '60.00' });
  // With a session cookie, better-auth wants the Origin a browser sends (CSRF check).
  const signIn = await request.post('/api/auth/sign-in/email', {
    data: shopper,
    headers: { origin: baseURL! },
  });
  expect(signIn.ok()).toBeTruthy();
  const ordered = await request.post('/api/orders', {
    data: {
      dealId: deal.id,
      quantity: 2,
      deliveryName: 'Ama',
      deliveryPhone: '0241234567',
      deliveryAddress: 'Osu, Accra',
      region: 'greater-accra',
    },
  });
  expect(ordered.status()).toBe(201);

  await logInAsAdmin(page, await createAdmin(request));
  await page.getByRole('link', { name: /^Analytics/ }).click();
  await expect(page).toHaveURL(/\/admin\/analytics$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();

  const report = (await (await page.request.get('/api/admin/analytics')).json()) as {
    counts: { deals: number; orders: number };
    revenue: string;
  };
  const totals = page.getByRole('region', { name: 'Totals' });
  const figure = (label: string) => totals.getByText(label, { exact: true }).locator('..');
  // Other tests place orders meanwhile: the figures are at least what the API said a moment ago.
  await expect(figure('Deal revenue')).toContainText(/GH₵[\d,]+\.\d{2}/);
  await expect(figure('Deal revenue')).toContainText(/from [\d,]+ deal orders? not cancelled/);
  expect(Number(report.revenue)).toBeGreaterThanOrEqual(120);
  await expect(figure('Average deal order')).toContainText(/GH₵[\d,]+\.\d{2}/);
  // The orders add up: those in revenue and those cancelled make the deal orders.
  await expect(figure('Deal orders')).toContainText(/[\d,]+ in revenue, [\d,]+ cancelled/);
  await expect(figure('Drop-shipping revenue')).toContainText(/GH₵[\d,]+\.\d{2}/);
  await expect(figure('Deals')).toContainText(/\d+/);
  await expect(page.getByText(/cancelled orders never count/)).toBeVisible();
  const daily = page.getByRole('img', { name: /^Deal orders \(left scale\) and revenue/ });
  await expect(daily).toBeVisible();
  await expect(daily.getByText('Deal orders (left)')).toBeVisible();
  await expect(daily.getByText('Revenue, GH₵ (right)')).toBeVisible();
  for (const heading of ['Top categories by deal orders', 'Top deals by orders', 'Recent deal orders']) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Recent deal orders' })).toContainText(deal.name);
  await expect(page.getByRole('region', { name: 'Recent deal orders' })).toContainText('GH₵120.00');
  // No figure breaks across lines (a phone once showed "GH₵20,479.7" and "0" on two lines).
  for (const value of await totals.locator('p.whitespace-nowrap').all()) {
    const box = await value.evaluate((element) => ({
      lines: Math.round(
        element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight),
      ),
      overflows: element.scrollWidth > element.clientWidth + 1,
    }));
    expect(box).toEqual({ lines: 1, overflows: false });
  }
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
