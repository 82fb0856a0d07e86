import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { cedis, findProduct, productPath } from './product-data';
import { toast } from './shop-helpers';

/** A product in stock with a minimum order above 1 and nothing to choose, opened at its minimum. */
async function openProductWithMinimum(page: Page, request: APIRequestContext) {
  const product = await findProduct(
    request,
    (p) => p.inStock && p.minOrderQuantity > 1 && p.colors.length === 0 && p.sizes.length === 0,
    'in stock, minimum above 1, no colours or sizes',
  );
  const min = product.minOrderQuantity;
  await page.goto(productPath(product));
  const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
  await expect(quantity).toHaveValue(String(min));
  return { product, min, quantity };
}

test.describe('drop-shipping product page', () => {
  test('Buy Now asks for the colour, then the size, and takes the choice to the checkout', async ({
    page,
    request,
  }) => {
    const product = await findProduct(
      request,
      (p) => p.inStock && p.colors.length > 1 && p.sizes.length > 1 && p.minOrderQuantity === 1,
      'in stock with colours and sizes',
    );
    await page.goto(productPath(product));
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByText(`Minimum order: 1 unit`)).toBeVisible();

    const buyNow = page.getByRole('button', { name: 'Buy Now' });
    await buyNow.click();
    await expect(toast(page, 'Select color', 'Please choose a color before continuing')).toBeVisible();
    await expect(page.getByRole('radio', { name: product.colors[0]! })).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`${productPath(product)}$`));

    const color = product.colors[1]!;
    const size = product.sizes[1]!;
    await page.getByRole('group', { name: 'Color' }).getByText(color, { exact: true }).click();
    await buyNow.click();
    await expect(toast(page, 'Select size', 'Please choose a size before continuing')).toBeVisible();
    await page.getByRole('group', { name: 'Size' }).getByText(size, { exact: true }).click();

    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(page.getByTestId('product-total')).toHaveText(cedis(product.price, 2));
    await buyNow.click();

    await expect(page).toHaveURL(new RegExp(`/dropshipping-checkout/${product.id}$`));
    await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
    await expect(
      page.getByRole('group', { name: 'Color' }).getByRole('radio', { name: color }),
    ).toBeChecked();
    await expect(page.getByRole('group', { name: 'Size' }).getByRole('radio', { name: size })).toBeChecked();
    await expect(page.getByTestId('checkout-total')).toHaveText(cedis(product.price, 2));

    // Back to Product shows the choice again.
    await page.getByRole('link', { name: 'Back to Product' }).click();
    await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');
    await expect(
      page.getByRole('group', { name: 'Color' }).getByRole('radio', { name: color }),
    ).toBeChecked();
  });

  test('a quantity typed and cleared in quick succession settles at the minimum: nothing typed is overwritten', async ({
    page,
    request,
  }) => {
    const { product, min, quantity } = await openProductWithMinimum(page, request);
    // Two keystrokes a task apart, before the browser paints again, as a fast thumb on a busy
    // phone types them: the field's copy of the quantity must not come back over the second.
    await quantity.evaluate(
      async (field: HTMLInputElement, typed) => {
        const type = async (text: string) => {
          field.value = text;
          field.dispatchEvent(new Event('input', { bubbles: true }));
          await new Promise((resolve) => setTimeout(resolve, 0));
        };
        field.focus();
        await type(typed);
        await type('');
        field.blur();
      },
      String(min + 10),
    );
    await expect(quantity).toHaveValue(String(min));
    await expect(page.getByTestId('product-total')).toHaveText(cedis(product.price, min));
  });

  test('the quantity starts at the minimum order and never goes below it', async ({ page, request }) => {
    const { product, min, quantity } = await openProductWithMinimum(page, request);
    await expect(page.getByText(`Minimum order: ${min} units`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await expect(page.getByTestId('product-total')).toHaveText(cedis(product.price, min));

    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(quantity).toHaveValue(String(min + 1));
    await page.getByRole('button', { name: 'Decrease quantity' }).click();
    await expect(quantity).toHaveValue(String(min));

    // Typed below the minimum: ignored. Typed above it: taken, the total follows.
    await quantity.fill(String(min - 1));
    await quantity.press('Enter');
    await expect(quantity).toHaveValue(String(min));
    await quantity.fill(String(min + 10));
    await expect(page.getByTestId('product-total')).toHaveText(cedis(product.price, min + 10));
    await quantity.fill('');
    await quantity.blur();
    await expect(quantity).toHaveValue(String(min));

    await page.getByRole('button', { name: 'Buy Now' }).click();
    await expect(page).toHaveURL(/\/dropshipping-checkout\//);
    await expect(page.getByText('Quantity', { exact: true }).locator('xpath=..')).toContainText(String(min));
    await expect(page.getByTestId('checkout-total')).toHaveText(cedis(product.price, min));
  });

  test('an out-of-stock product cannot be bought', async ({ page, request }) => {
    const product = await findProduct(request, (p) => !p.inStock, 'out of stock');
    await page.goto(productPath(product));
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Buy Now' })).toHaveCount(0);
  });

  test('gallery, share, similar products and Back to Products', async ({ page, request, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const product = await findProduct(request, (p) => p.images.length >= 2, 'two images or more');
    const count = product.images.length + (product.videoUrl ? 1 : 0);

    await page.goto(productPath(product));
    await expect(page.getByRole('button', { name: `Next media (showing 1 of ${count})` })).toBeVisible();
    await page.getByRole('button', { name: `Next media (showing 1 of ${count})` }).click();
    await page.getByRole('button', { name: `Next media (showing 2 of ${count})` }).click();
    await page.getByRole('button', { name: `Show image ${count} of ${count}` }).click();
    await page.getByRole('button', { name: `Next media (showing ${count} of ${count})` }).click();
    await expect(page.getByRole('button', { name: `Next media (showing 1 of ${count})` })).toBeVisible();

    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await page.getByRole('button', { name: 'Copy link', exact: true }).click();
    await expect(toast(page, 'Link copied!', 'Product link copied to clipboard')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

    const similar = page.locator('section', { has: page.getByRole('heading', { name: 'Similar Products' }) });
    const cards = similar.getByRole('link');
    await expect(cards).toHaveCount(10);
    await similar.getByRole('button', { name: 'View More Products' }).click();
    await expect(cards).toHaveCount(20);
    const next = cards.nth(11);
    const nextName = (await next.getByRole('heading').textContent())!;
    await next.click();
    await expect(page.getByRole('heading', { level: 1, name: nextName })).toBeVisible();

    // Back to Products is the browser's Back within the shop; opened directly, it goes to the catalogue.
    await page.getByRole('button', { name: 'Back to Products' }).click();
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await page.getByRole('button', { name: 'Back to Products' }).click();
    await expect(page).toHaveURL(/\/dropshipping$/);
  });

  test('an unknown product shows "Product not found" and Go Back', async ({ page }) => {
    await page.goto('/dropshipping-product/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible();
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/dropshipping$/);
  });
});
