import type { Page } from '@playwright/test';
import { deleteDeal, insertDeal, uniqueDealName } from './deal-data';
import { expect, test } from './fixtures';

const dealCards = (page: Page) => page.getByRole('list', { name: 'Deals' }).getByRole('article');
const bell = (page: Page) => page.getByRole('link', { name: /^New deals/ });

/** The number the bell shows (0 without a badge). */
async function bellCount(page: Page): Promise<number> {
  const label = (await bell(page).getAttribute('aria-label')) ?? '';
  const match = /: (\d+)/.exec(label);
  return match ? Number(match[1]) : 0;
}

test.describe('all deals', () => {
  test('/deals lists every live deal, searchable, and follows new deals live', async ({ page, request }) => {
    await page.goto('/deals');
    await expect(page.getByRole('heading', { level: 1, name: 'Flash Deals' })).toBeVisible();
    await expect(dealCards(page).nth(10)).toBeVisible();

    const deal = await insertDeal(request, {
      name: uniqueDealName('Searchable Kettle'),
      category: 'Home & Kitchen',
    });
    try {
      await expect(dealCards(page).filter({ hasText: deal.name })).toBeVisible();

      const search = page.getByRole('searchbox', { name: 'Search deals' });
      await search.fill(deal.name.toUpperCase());
      await expect(dealCards(page)).toHaveCount(1);
      await expect(dealCards(page).first()).toContainText(deal.name);

      await search.fill('no such deal anywhere');
      await expect(page.getByRole('heading', { name: 'No deals found matching your search.' })).toBeVisible();
      await page.getByRole('button', { name: 'Clear search' }).click();
      await expect(search).toHaveValue('');
      await expect(dealCards(page).filter({ hasText: deal.name })).toBeVisible();
    } finally {
      await deleteDeal(request, deal.id);
    }
    await expect(dealCards(page).filter({ hasText: deal.name })).toHaveCount(0);
  });
});

test.describe('new-deals bell', () => {
  test('guests see no bell', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
    await expect(dealCardsOnHome(page).first()).toBeVisible();
    await expect(bell(page)).toHaveCount(0);
  });

  test('a signed-in shopper sees the count of new deals, read again on every new deal, and the bell leads to /deals', async ({
    page,
    request,
    signedIn: _signedIn,
  }) => {
    // The count of the latest answer (other tests add and remove deals at the same time).
    let latest: number | undefined;
    page.on('response', async (response) => {
      if (!response.url().endsWith('/api/deals/new-count')) return;
      // An answer still being read when the test ends is of no use to it.
      const body = (await response.json().catch(() => undefined)) as { count: number } | undefined;
      if (body) latest = body.count;
    });
    const shows = async (count: number | undefined) =>
      count !== undefined && (await bellCount(page)) === Math.min(count, 99);

    await page.goto('/');
    await expect(bell(page)).toBeVisible();
    // The seed has deals of the last 7 days.
    await expect.poll(() => shows(latest)).toBe(true);
    expect(latest).toBeGreaterThan(0);
    // Not compared with `latest` once more: another test's deal may change the count meanwhile.
    await expect(bell(page)).toHaveText(/^(\d+|99\+)$/);

    // A new deal: the bell asks again, and shows the new count.
    const refetched = page.waitForResponse((response) => response.url().endsWith('/api/deals/new-count'));
    const deal = await insertDeal(request);
    try {
      await refetched;
      await expect.poll(() => shows(latest)).toBe(true);

      await bell(page).click();
      await expect(page).toHaveURL(/\/deals$/);
      await expect(page.getByText('Viewing Latest Deals')).toBeVisible();
      await expect(dealCards(page).filter({ hasText: deal.name })).toBeVisible();
    } finally {
      await deleteDeal(request, deal.id);
    }
  });
});

function dealCardsOnHome(page: Page) {
  return page.getByRole('list', { name: 'Flash deals' }).getByRole('article');
}
