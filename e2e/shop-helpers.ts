import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';

let counter = 0;

export interface TestDeal {
  id: string;
  name: string;
  /** The discount price, 2 decimals. */
  price: string;
}

/**
 * A deal of this test's own, written straight to the database (tests run in parallel against one
 * server, so every deal has a unique name and nobody else's cart or orders touch it).
 */
/** Glyphs of the seed's Electronics pictures (src/server/db/seed/images.ts names them by glyph). */
const ELECTRONICS_GLYPHS = ['smartphone', 'earbuds', 'watch', 'speaker', 'headphones', 'laptop', 'tablet'];

export async function createDeal(
  request: APIRequestContext,
  { label = 'Deal', price = '120.50', originalPrice = '200.00', images = 1, category = 'Electronics' } = {},
): Promise<TestDeal> {
  counter += 1;
  const name = `E2E ${label} ${Date.now().toString(36)}${process.pid}${counter}`;
  const imageUrls = Array.from(
    { length: images },
    (_, i) => `/uploads/seed/electronics-${ELECTRONICS_GLYPHS[i % ELECTRONICS_GLYPHS.length]}-1-640.webp`,
  );
  const response = await request.post('/__e2e/deals', {
    data: {
      name,
      description: `${label} made by a browser test.`,
      originalPrice,
      discountPrice: price,
      discount: Math.round((1 - Number(price) / Number(originalPrice)) * 100),
      vendor: 'Accra Test Traders',
      category,
      verified: true,
      flashSale: true,
      rating: 4.6,
      reviews: 87,
      imageUrl: imageUrls[0],
      imageUrls,
    },
  });
  expect(response.ok()).toBeTruthy();
  const { id } = (await response.json()) as { id: string };
  return { id, name, price };
}

/**
 * The header's cart button; its name carries the count ("Cart, 3 items"). Found even while a modal
 * (the drawer, the checkout) hides the rest of the page from assistive technology.
 */
export function cartButton(page: Page) {
  return page
    .getByRole('banner', { includeHidden: true })
    .getByRole('button', { name: /^Cart,/, includeHidden: true });
}

/**
 * Opens the drawer from the keyboard. On a phone the toast just shown ("Added to Cart", at the top)
 * can lie over the cart button, and a pointer that moves onto a toast pauses it: a click there
 * would wait for ever, or not, depending on whether the toast had finished sliding in.
 */
export async function openCart(page: Page) {
  await cartButton(page).press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Your Cart' });
  await expect(drawer).toBeVisible();
  return drawer;
}

/** A toast with this title (and description, when given). */
export function toast(page: Page, title: string, description?: string) {
  const item = page.locator('[data-sonner-toast]').filter({ hasText: title });
  return description ? item.filter({ hasText: description }) : item;
}
