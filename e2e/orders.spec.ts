import { expect, signInThroughForm, test } from './fixtures';
import { cartButton, createDeal, openCart, toast } from './shop-helpers';

test.describe('orders', () => {
  test('cart checkout checks the details, places the orders under one reference, and lists them in My orders', async ({
    page,
    request,
    signedIn: _,
  }) => {
    const fryer = await createDeal(request, { label: 'Air Fryer', price: '650.00', originalPrice: '900.00' });
    const mat = await createDeal(request, { label: 'Yoga Mat', price: '45.50', originalPrice: '70.00' });
    for (const [deal, quantity] of [
      [fryer, 1],
      [mat, 3],
    ] as const) {
      const response = await page.request.post('/api/cart/items', { data: { dealId: deal.id, quantity } });
      expect(response.ok()).toBeTruthy();
    }
    await page.goto('/deals');
    const drawer = await openCart(page);
    await expect(drawer.getByTestId('cart-total')).toHaveText('GH₵786.50');
    await drawer.getByRole('button', { name: 'Checkout' }).click();

    const dialog = page.getByRole('dialog', { name: 'Complete Your Order' });
    await expect(dialog).toBeVisible();
    await expect(drawer).toBeHidden();
    await expect(dialog.getByText('Pay on delivery: nothing to pay now.').first()).toBeVisible();
    await expect(dialog.getByText('Pay on Delivery', { exact: true }).first()).toBeVisible();
    await expect(dialog.getByText('1 × GH₵650.00')).toBeVisible();
    await expect(dialog.getByText('3 × GH₵45.50')).toBeVisible();
    await expect(dialog.getByTestId('order-total')).toHaveText('GH₵786.50');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();

    // Required fields first.
    await dialog.getByRole('button', { name: 'Place Order (Pay on Delivery)' }).click();
    await expect(toast(page, 'Missing Information', 'Please fill in all required fields.')).toBeVisible();
    for (const label of ['Full Name', 'Phone Number', 'Delivery Address']) {
      await expect(dialog.getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(dialog.getByText('Please fill in all required fields.')).toHaveCount(3);
    await expect(dialog.getByLabel('Full Name')).toBeFocused();

    await dialog.getByLabel('Full Name').fill('Kofi Boateng');
    await dialog.getByLabel('Phone Number').fill('0551234567');
    await dialog.getByLabel('Delivery Address').fill('Plot 7, Adum Road, Kumasi');
    await expect(dialog.getByText('Please fill in all required fields.')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Place Order (Pay on Delivery)' }).click();

    const success = page.getByRole('dialog', { name: 'Order Placed Successfully!' });
    const reference = success.getByTestId('checkout-reference');
    await expect(reference).toHaveText(/^ORD-[A-Z0-9]{6}$/);
    const ref = (await reference.textContent())!;
    await expect(success).toContainText('GH₵786.50');
    await expect(cartButton(page)).toHaveAttribute('aria-label', 'Cart, empty');

    await success.getByRole('link', { name: 'View My Orders' }).click();
    await expect(page).toHaveURL(/\/orders$/);
    await expect(success).toBeHidden();
    const card = page.getByRole('article', { name: `Order ${ref}` });
    await expect(card).toBeVisible();
    await expect(card).toContainText(fryer.name);
    await expect(card).toContainText(mat.name);
    await expect(card).toContainText('Quantity: 3');
    await expect(card).toContainText('GH₵136.50');
    await expect(card).toContainText('GH₵786.50');
    await expect(card).toContainText('Pending');
    await expect(card).toContainText('Pay on delivery');
  });

  test('the newest order comes first in My orders', async ({ page, request, signedIn: _ }) => {
    const first = await createDeal(request, { label: 'First', price: '10.00' });
    const second = await createDeal(request, { label: 'Second', price: '20.00' });
    const delivery = {
      deliveryName: 'Ama',
      deliveryPhone: '0241234567',
      deliveryAddress: 'Osu, Accra',
      region: 'greater-accra',
    };
    for (const deal of [first, second]) {
      const response = await page.request.post('/api/orders', {
        data: { dealId: deal.id, quantity: 1, ...delivery },
      });
      expect(response.status()).toBe(201);
    }
    await page.goto('/orders');
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(0)).toContainText(second.name);
    await expect(cards.nth(1)).toContainText(first.name);
    await expect(cards.nth(0)).toContainText('GH₵20.00');
  });

  test('My orders sends a guest to sign in and back, and shows an empty state', async ({ page, shopper }) => {
    await page.goto('/orders');
    await expect(page).toHaveURL(/\/auth\?redirect=%2Forders$/);
    await signInThroughForm(page, shopper);
    await expect(page).toHaveURL(/\/orders$/);
    await expect(page.getByRole('heading', { name: 'No orders yet' })).toBeVisible();
    await page.getByRole('link', { name: 'Browse Flash Deals' }).click();
    await expect(page).toHaveURL(/\/deals$/);
  });
});
