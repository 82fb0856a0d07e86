import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { createAdmin, logInAsAdmin } from './admin-fixtures';
import { insertDeal, uniqueDealName } from './deal-data';
import { expect, test } from './fixtures';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const axe = (page: Page) => new AxeBuilder({ page }).withTags(WCAG_22_AA);

const delivery = {
  deliveryName: 'Akosua Mensah',
  deliveryPhone: '024 765 4321',
  deliveryAddress: '12 Oxford Street, Osu, Accra',
  region: 'greater-accra',
};

test('a shopper rates a delivered deal from the order page; once the admin publishes it, the card shows the rating and the deal page the review', async ({
  page,
  browser,
  request,
  signedIn: _shopper,
}, testInfo) => {
  test.setTimeout(150_000);
  // A deal nobody has rated yet: no stars on its card.
  const deal = await insertDeal(request, { name: uniqueDealName('Review Kettle'), rating: 0, reviews: 0 });
  expect((await page.request.post('/api/cart/items', { data: { dealId: deal.id, quantity: 1 } })).ok()).toBe(
    true,
  );
  const placed = await page.request.post('/api/cart/checkout', { data: delivery });
  expect(placed.status()).toBe(201);
  const { reference } = (await placed.json()) as { reference: string };

  // The admin delivers it, in a browser of their own.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await logInAsAdmin(admin, await createAdmin(request));
  const listed = await admin.request.get(`/api/admin/orders?q=${reference}`);
  const orderId = ((await listed.json()) as { orders: { id: string }[] }).orders[0]!.id;
  for (const status of ['confirmed', 'out_for_delivery', 'delivered']) {
    const moved = await admin.request.post(`/api/admin/orders/deal/${orderId}/status`, { data: { status } });
    expect(moved.ok()).toBe(true);
  }

  // The shopper rates it from the order page.
  await page.goto(`/orders/${reference}`);
  const panel = page.getByRole('region', { name: 'Rate your items' });
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: 'Send review' }).click();
  await expect(panel.getByText('Please choose from 1 to 5 stars')).toBeVisible();
  await panel
    .locator('label')
    .filter({ hasText: /^4 stars$/ })
    .click();
  await expect(panel.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await expect(panel.getByText('4 out of 5')).toBeVisible();
  const words = 'Boils fast <script>alert(1)</script> and looks good.';
  await panel.getByLabel('Your review (optional)').fill(words);
  // A reload (or a dropped connection) loses none of it: the review is kept as a draft until sent.
  await page.reload();
  await expect(panel.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await expect(panel.getByLabel('Your review (optional)')).toHaveValue(words);
  await page.screenshot({ path: testInfo.outputPath('review-form.png'), fullPage: true });
  expect((await axe(page).include('#reviews').analyze()).violations).toEqual([]);
  await panel.getByRole('button', { name: 'Send review' }).click();
  await expect(
    panel.getByText('You rated it 4 out of 5. Thank you! Your review will appear once we have checked it.'),
  ).toBeVisible();

  // The admin publishes it from the Reviews view.
  await admin.goto('/admin/reviews');
  const card = admin.getByRole('listitem').filter({ hasText: deal.name });
  await expect(card).toBeVisible();
  await expect(card.getByText(words)).toBeVisible();
  await card.getByRole('checkbox').check();
  await admin.screenshot({ path: testInfo.outputPath('admin-reviews.png'), fullPage: true });
  expect((await axe(admin).analyze()).violations).toEqual([]);
  await admin.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(admin.getByText('1 review published')).toBeVisible();
  await expect(card).toBeHidden();
  await adminContext.close();

  // The deal's card shows the new rating...
  await page.goto(`/deals?q=${encodeURIComponent(deal.name)}`);
  const dealCard = page.getByRole('list', { name: 'Deals' }).getByRole('article', { name: deal.name });
  await expect(dealCard.getByRole('img', { name: 'Rated 4.0 out of 5' })).toBeVisible();
  await expect(dealCard.getByText('1 review')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('deal-card.png') });

  // ...and its page lists the review, with Verified purchase, the words as typed.
  await page.goto(`/product/${deal.id}`);
  const reviews = page.getByRole('region', { name: 'Customer reviews' });
  await expect(reviews.getByText('(1 review)')).toBeVisible();
  await expect(reviews.getByText('Verified purchase')).toBeVisible();
  await expect(reviews.getByText(words)).toBeVisible();
  await expect(reviews.getByText('Akosua M.')).toBeVisible();
  await reviews.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('deal-reviews.png'), fullPage: true });
  expect((await axe(page).include('#reviews').analyze()).violations).toEqual([]);
  // The server rendered the list: it is in the page's HTML as text, never as markup.
  const html = await (await page.request.get(`/product/${deal.id}`)).text();
  expect(html).toContain('Verified purchase');
  // `<` escaped; `>` may stay as it is, opening nothing.
  expect(html).toMatch(/Boils fast &lt;script(&gt;|>)alert\(1\)&lt;\/script(&gt;|>)/);
});

test('the catalogue sorts by rating and filters to 4 stars and up, in its URL, before and after hydration', async ({
  page,
}, testInfo) => {
  await page.goto('/dropshipping?sort=rating&rating=4');
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('rating');
  await expect(page.getByRole('combobox', { name: 'Rating' })).toHaveValue('4');
  const ratings = page.locator('main [role="img"][aria-label^="Rated "]');
  await expect(ratings.first()).toBeVisible();
  const values = (
    await ratings.evaluateAll((nodes) => nodes.slice(0, 10).map((node) => node.getAttribute('aria-label')))
  ).map((label) => Number(/Rated ([\d.]+)/.exec(label ?? '')?.[1]));
  expect(values.every((value) => value >= 4)).toBe(true);
  expect([...values].sort((a, b) => b - a)).toEqual(values);
  await page.screenshot({ path: testInfo.outputPath('catalogue-rating.png') });

  // Back to every rating, through the select: the URL follows.
  await page.getByRole('combobox', { name: 'Rating' }).selectOption({ label: 'Any rating' });
  await expect(page).toHaveURL(/\/dropshipping\?sort=rating$/);
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });
  test('the catalogue form asks the server for the sorted, filtered page', async ({ page }) => {
    await page.goto('/dropshipping');
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('rating');
    await page.getByRole('combobox', { name: 'Rating' }).selectOption('4');
    await page.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/sort=rating/);
    await expect(page).toHaveURL(/rating=4/);
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('rating');
    await expect(page.locator('main [role="img"][aria-label^="Rated "]').first()).toBeVisible();
  });
});
