import type { Page } from '@playwright/test';
import { deleteDeal, insertDeal, updateDeal } from './deal-data';
import { expect, test } from './fixtures';

const dealCards = (page: Page) => page.getByRole('list', { name: 'Flash deals' }).getByRole('article');

test.describe('home page', () => {
  test('shows the featured strip, the flash deals, the services and the stats', async ({ page }) => {
    await page.goto('/');

    // The drop-shipping strip: the 20 newest products, each with its shipping time and actions.
    const strip = page.getByRole('list', { name: 'Featured drop-shipping products' });
    const products = strip.getByRole('article');
    await expect(products).toHaveCount(20);
    const product = products.first();
    await expect(product).toContainText(/Ships in \d+-\d+ days/);
    await expect(product).toContainText(/GH₵[\d,]+\.\d{2}/);
    await expect(product.getByText(/^(USA|China)$/)).toBeVisible();
    await expect(product.getByRole('link', { name: /^View/ })).toHaveAttribute('target', '_blank');
    await expect(product.getByRole('link', { name: /^View/ })).toHaveAttribute(
      'href',
      /^\/dropshipping-product\/[\w-]+$/,
    );
    await expect(page.getByRole('link', { name: 'View All Products' })).toHaveAttribute(
      'href',
      '/dropshipping',
    );

    // The flash deals: 10 at first, with prices in cedis.
    await expect(dealCards(page)).toHaveCount(10);
    await expect(dealCards(page).first()).toContainText(/₵[\d,]+\.\d{2}/);
    // Seeded deals have reviews; a deal another test adds at the same moment has none (and no rating).
    await expect(
      dealCards(page)
        .getByRole('img', { name: /^Rated \d\.\d out of 5$/ })
        .first(),
    ).toBeVisible();

    await expect(page.getByRole('heading', { name: 'More than a marketplace' })).toBeVisible();
    const stats = page.getByRole('region', { name: 'GhanaMart in numbers' });
    await expect(stats).toContainText('50,000+');
    await expect(stats).toContainText('16');
  });

  test('View More Products shows 10 more deals each time', async ({ page }) => {
    await page.goto('/');
    await expect(dealCards(page)).toHaveCount(10);
    const firstTen = await dealCards(page).getByRole('heading').allTextContents();

    await page.getByRole('button', { name: 'View More Products' }).click();
    await expect(dealCards(page)).toHaveCount(20);
    // The first ten stay where they were; ten others follow.
    const twenty = await dealCards(page).getByRole('heading').allTextContents();
    expect(twenty.slice(0, 10)).toEqual(firstTen);
    expect(new Set(twenty).size).toBe(20);

    await page.getByRole('button', { name: 'View More Products' }).click();
    await expect(dealCards(page)).toHaveCount(30);
  });

  test("a deal's Add to Cart opens the deal's page", async ({ page }) => {
    await page.goto('/');
    // Other tests add and remove their own "E2E …" deals meanwhile, which moves the cards: pick a
    // seeded deal, and read its name from the card that holds its link.
    const seeded = dealCards(page)
      .filter({ hasNotText: /\bE2E\b/ })
      .nth(2);
    const href = await seeded.getByRole('link', { name: 'Add to Cart' }).getAttribute('href');
    expect(href).toMatch(/^\/product\/[0-9a-f-]{36}$/);
    const card = dealCards(page).filter({ has: page.locator(`a[href="${href}"]`) });
    const name = (await card.getByRole('heading').textContent()) ?? '';

    await card.getByRole('link', { name: 'Add to Cart' }).click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test('a deal written to the database appears, changes and disappears without a reload', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    await expect(dealCards(page)).toHaveCount(10);
    // Marks this document: a reload would lose it.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

    const deal = await insertDeal(request, { discountPrice: '45.50', originalPrice: '91.00', discount: 50 });
    // Inserted deals come first.
    const card = dealCards(page).filter({ hasText: deal.name });
    await expect(card).toBeVisible();
    await expect(dealCards(page).first()).toContainText(deal.name);
    await expect(card).toContainText('₵45.50');
    await expect(card).toContainText('-50%');
    await expect(card.getByText('FLASH SALE')).toBeVisible();

    const renamed = `${deal.name} (now cheaper)`;
    await updateDeal(request, deal.id, { name: renamed, discountPrice: '30.00', discount: 67 });
    const updated = dealCards(page).filter({ hasText: renamed });
    await expect(updated).toContainText('₵30.00');
    await expect(updated).toContainText('-67%');
    await expect(dealCards(page).filter({ hasText: '₵45.50' }).filter({ hasText: deal.name })).toHaveCount(0);

    await deleteDeal(request, deal.id);
    await expect(dealCards(page).filter({ hasText: deal.name })).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });
});
