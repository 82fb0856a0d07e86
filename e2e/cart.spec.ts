import { expect, test } from './fixtures';
import { cartButton, createDeal, openCart, toast } from './shop-helpers';

test.describe('cart drawer', () => {
  test('changes quantities, removes lines and keeps the total in GH₵', async ({
    page,
    request,
    signedIn: _,
  }) => {
    const watch = await createDeal(request, { label: 'Watch', price: '1250.50', originalPrice: '2000.00' });
    const kettle = await createDeal(request, { label: 'Kettle', price: '35.25', originalPrice: '50.00' });

    // Both added from their deal pages.
    for (const deal of [watch, kettle]) {
      await page.goto(`/product/${deal.id}`);
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await expect(toast(page, 'Added to Cart', `1 × ${deal.name} added to your cart`)).toBeVisible();
    }
    await expect(cartButton(page)).toHaveAttribute('aria-label', 'Cart, 2 items');

    const drawer = await openCart(page);
    const total = drawer.getByTestId('cart-total');
    const watchLine = drawer.getByRole('listitem', { name: watch.name });
    const kettleLine = drawer.getByRole('listitem', { name: kettle.name });
    await expect(watchLine).toContainText('Accra Test Traders');
    await expect(watchLine).toContainText('GH₵1,250.50');
    await expect(kettleLine).toContainText('GH₵35.25');
    await expect(total).toHaveText('GH₵1,285.75');

    // Plus: 2 × 1,250.50 + 35.25.
    await drawer.getByRole('button', { name: `Increase quantity of ${watch.name}` }).click();
    await expect(watchLine.getByRole('group')).toContainText('2');
    await expect(total).toHaveText('GH₵2,536.25');
    await expect(toast(page, 'Cart Updated', 'Quantity updated in cart')).toBeVisible();
    await drawer.getByRole('button', { name: `Increase quantity of ${kettle.name}` }).click();
    await expect(total).toHaveText('GH₵2,571.50');
    await expect(cartButton(page)).toHaveAttribute('aria-label', 'Cart, 4 items');

    // Minus: back to one kettle; minus at 1 removes it.
    await drawer.getByRole('button', { name: `Decrease quantity of ${kettle.name}` }).click();
    await expect(total).toHaveText('GH₵2,536.25');
    await drawer.getByRole('button', { name: `Remove ${kettle.name}`, exact: true }).click();
    await expect(kettleLine).toBeHidden();
    await expect(toast(page, 'Removed', 'Item removed from cart')).toBeVisible();
    await expect(total).toHaveText('GH₵2,501.00');
    await expect(cartButton(page)).toHaveAttribute('aria-label', 'Cart, 2 items');

    // The server has the same cart.
    const cart = await (await page.request.get('/api/cart')).json();
    expect(cart).toMatchObject({ count: 2, total: '2501.00' });
    expect(cart.items).toEqual([expect.objectContaining({ dealId: watch.id, quantity: 2 })]);

    // The remove button empties the cart.
    await drawer.getByRole('button', { name: `Remove ${watch.name} from cart` }).click();
    await expect(drawer.getByText('Your cart is empty')).toBeVisible();
    await expect(cartButton(page)).toHaveAttribute('aria-label', 'Cart, empty');
    await drawer.getByRole('button', { name: 'Shop Deals' }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/deals$/);
  });

  test('Continue Shopping goes to the deals; Escape closes and gives focus back', async ({
    page,
    request,
    signedIn: _,
  }) => {
    const deal = await createDeal(request, { label: 'Lamp', price: '60.00' });
    const added = await page.request.post('/api/cart/items', { data: { dealId: deal.id, quantity: 2 } });
    expect(added.ok()).toBeTruthy();
    await page.goto(`/product/${deal.id}`);

    let drawer = await openCart(page);
    await expect(drawer.getByTestId('cart-total')).toHaveText('GH₵120.00');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(cartButton(page)).toBeFocused();

    drawer = await openCart(page);
    await drawer.getByRole('button', { name: 'Continue Shopping' }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/deals$/);
  });

  test('quick taps on plus end with the cart the server has', async ({ page, request, signedIn: _ }) => {
    const deal = await createDeal(request, { label: 'Soap', price: '7.35', originalPrice: '10.00' });
    await page.request.post('/api/cart/items', { data: { dealId: deal.id } });
    await page.goto('/deals');
    const drawer = await openCart(page);
    const plus = drawer.getByRole('button', { name: `Increase quantity of ${deal.name}` });
    for (let tap = 0; tap < 4; tap++) await plus.click();
    await expect(drawer.getByRole('group', { name: `Quantity of ${deal.name}` })).toContainText('5');
    await expect(drawer.getByTestId('cart-total')).toHaveText('GH₵36.75');
    await expect
      .poll(async () => (await (await page.request.get('/api/cart')).json()).items[0]?.quantity)
      .toBe(5);
    // Reopened later, the drawer shows the same.
    await page.keyboard.press('Escape');
    await page.reload();
    await expect((await openCart(page)).getByTestId('cart-total')).toHaveText('GH₵36.75');
  });

  test('guests have no cart button', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeAttached();
    await expect(cartButton(page)).toHaveCount(0);
  });
});
