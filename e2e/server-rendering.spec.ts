import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// PROTOTYPE (ADR 043): only `/` is server-rendered so far.
test.describe('server-rendered home page', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('shows the featured products and the flash deals with their prices and links', async ({ page }) => {
      await page.goto('/');
      const strip = page.getByRole('list', { name: 'Featured drop-shipping products' });
      await expect(strip.getByRole('article')).toHaveCount(20);
      await expect(strip.getByRole('article').first()).toContainText(/GH₵[\d,]+\.\d{2}/);
      await expect(strip.getByRole('link', { name: /^View/ }).first()).toHaveAttribute(
        'href',
        /^\/dropshipping-product\/[\w-]+$/,
      );
      const deals = page.getByRole('list', { name: 'Flash deals' }).getByRole('article');
      await expect(deals).toHaveCount(10);
      await expect(deals.first()).toContainText(/₵[\d,]+\.\d{2}/);
    });
  });

  test('hydrates without a warning or an error, then reacts', async ({ page }) => {
    await expectCleanHydration(page);
  });

  test('hydrates without a warning for a signed-in shopper too', async ({ page, signedIn }) => {
    expect(signedIn.email).toBeTruthy();
    await expectCleanHydration(page);
  });
});

/** The page hydrates (a button reacts) with no console error or warning: React reports mismatches there. */
async function expectCleanHydration(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    // Playwright's own notice: this project blocks service workers outside the PWA spec.
    if (message.text() === 'Service Worker registration blocked by Playwright') return;
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto('/');
  const deals = page.getByRole('list', { name: 'Flash deals' }).getByRole('article');
  await expect(deals).toHaveCount(10);
  // "View More Products" works only once React owns the page.
  await page.getByRole('button', { name: 'View More Products' }).click();
  await expect(deals).toHaveCount(20);
  expect(problems).toEqual([]);
}
