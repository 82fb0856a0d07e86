import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, openAccountArea, signInThroughForm, test } from './fixtures';
import { cartButton, createDeal, toast } from './shop-helpers';

const SCREENSHOTS = 'test-results/wishlist-screenshots';

/** The page's content fits the screen (the signed-in header's own overflow is the header's tests' business). */
async function expectNoSidewaysScroll(page: Page) {
  const [scrollWidth, width] = await page
    .getByRole('main')
    .evaluate((main) => [main.scrollWidth, document.documentElement.clientWidth]);
  expect(scrollWidth).toBeLessThanOrEqual(width);
}

test.describe('wishlist', () => {
  test('save a deal from its card, find it at /wishlist from the user menu, add it to the cart, remove it', async ({
    page,
    request,
    shopper,
    isPhone,
  }, testInfo) => {
    const deal = await createDeal(request, {
      label: 'Wish Blender',
      price: '249.90',
      originalPrice: '399.00',
    });
    await page.goto('/auth');
    await signInThroughForm(page, shopper);
    await expect(page.getByText('Welcome back!')).toBeVisible();

    // The heart on the deal's card: a toggle button, pressed once saved.
    await page.goto('/deals');
    await page.getByLabel('Search deals').fill(deal.name);
    const card = page.getByRole('article', { name: deal.name });
    const heart = card.getByRole('button', { name: 'Save to Wishlist' });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expect(heart).toBeEnabled();
    await heart.click();
    await expect(toast(page, 'Added to Wishlist')).toBeVisible();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    mkdirSync(SCREENSHOTS, { recursive: true });
    await card.screenshot({ path: `${SCREENSHOTS}/${testInfo.project.name}-card.png` });

    // The user menu (the menu sheet on a phone) leads to the wishlist, while the toast still shows:
    // on a phone it sits below the header, never over the menu's button.
    await expect(toast(page, 'Added to Wishlist')).toBeVisible();
    if (isPhone) {
      const header = (await page.getByRole('banner').boundingBox())!;
      const notice = (await toast(page, 'Added to Wishlist').boundingBox())!;
      expect(notice.y).toBeGreaterThanOrEqual(header.y + header.height);
    }
    await openAccountArea(page, isPhone);
    if (isPhone) await page.getByRole('dialog').getByRole('link', { name: 'My wishlist' }).click();
    else {
      await page.getByRole('button', { name: `Account menu for ${shopper.email}` }).click();
      await page.getByRole('menuitem', { name: 'My wishlist' }).click();
    }
    await expect(page).toHaveURL(/\/wishlist$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My wishlist' })).toBeVisible();
    const saved = page.getByRole('article', { name: deal.name });
    await expect(saved.getByTestId('wishlist-price')).toHaveText('GH₵249.90');
    await expect(saved.getByText('GH₵399.00')).toBeVisible();
    await expect(saved.locator('img')).toHaveJSProperty('complete', true);
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `${SCREENSHOTS}/${testInfo.project.name}-items.png`, fullPage: true });

    // Add to Cart is the deal page's own.
    await saved.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(toast(page, 'Added to Cart', `1 × ${deal.name} added to your cart`)).toBeVisible();
    await expect(cartButton(page)).toHaveAttribute('aria-label', 'Cart, 1 item');

    // Remove empties the list (Undo is offered in the toast).
    await saved.getByRole('button', { name: 'Remove' }).click();
    await expect(toast(page, 'Removed from Wishlist')).toBeVisible();
    await expect(toast(page, 'Removed from Wishlist').getByRole('button', { name: 'Undo' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse Flash Deals' })).toHaveAttribute('href', '/deals');
    expect((await (await page.request.get('/api/wishlist')).json()).dealIds).toEqual([]);
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `${SCREENSHOTS}/${testInfo.project.name}-empty.png`, fullPage: true });
  });

  test('a guest is sent to sign in and comes back to the wishlist', async ({ page, shopper }) => {
    await page.goto('/wishlist');
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fwishlist$/);
    await signInThroughForm(page, shopper);
    await expect(page).toHaveURL(/\/wishlist$/);
    await expect(page.getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible();
  });
});
