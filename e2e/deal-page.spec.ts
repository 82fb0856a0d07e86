import { expect, signInThroughForm, test } from './fixtures';
import { cartButton, createDeal, toast } from './shop-helpers';

test.describe('deal page', () => {
  test('a guest who presses Add to Cart signs in and comes back to the deal', async ({
    page,
    request,
    shopper,
  }) => {
    const deal = await createDeal(request, { label: 'Guest Kettle', price: '89.90' });
    await page.goto(`/product/${deal.id}`);
    await expect(page.getByRole('heading', { level: 1, name: deal.name })).toBeVisible();

    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(
      toast(page, 'Please sign in', 'You need to be signed in to add items to cart'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/auth\?redirect=/);

    await signInThroughForm(page, shopper);
    await expect(page).toHaveURL(new RegExp(`/product/${deal.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: deal.name })).toBeVisible();

    // Signed in now: the same button adds to the cart.
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(toast(page, 'Added to Cart', `1 × ${deal.name} added to your cart`)).toBeVisible();
    await expect(cartButton(page)).toHaveAttribute('aria-label', 'Cart, 1 item');
  });

  test('a guest who presses Buy Now is asked to log in and comes back', async ({
    page,
    request,
    shopper,
  }) => {
    const deal = await createDeal(request, { label: 'Guest Fan' });
    await page.goto(`/product/${deal.id}`);
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await expect(toast(page, 'Authentication Required', 'Please log in to place an order.')).toBeVisible();
    await signInThroughForm(page, shopper);
    await expect(page).toHaveURL(new RegExp(`/product/${deal.id}$`));
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await expect(page.getByRole('dialog', { name: 'Complete Your Order' })).toBeVisible();
  });

  test('Update Cart replaces the quantity in the cart', async ({ page, request, signedIn: _ }) => {
    const deal = await createDeal(request, { label: 'Blender', price: '45.00' });
    await page.goto(`/product/${deal.id}`);
    const quantity = page.getByRole('group', { name: 'Quantity' });
    await expect(page.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(quantity).toContainText('3');
    await expect(page.getByTestId('deal-total')).toHaveText('GH₵135.00');

    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(toast(page, 'Added to Cart', `3 × ${deal.name} added to your cart`)).toBeVisible();
    await expect(cartButton(page)).toHaveAttribute('aria-label', 'Cart, 3 items');

    // In the cart now: the quantity chosen replaces the cart's (3 → 2, not 3 + 2).
    await page.getByRole('button', { name: 'Decrease quantity' }).click();
    await page.getByRole('button', { name: 'Update Cart' }).click();
    await expect(toast(page, 'Cart Updated', 'Updated quantity to 2')).toBeVisible();
    await expect(cartButton(page)).toHaveAttribute('aria-label', 'Cart, 2 items');
    const cart = await (await page.request.get('/api/cart')).json();
    expect(cart.items).toEqual([expect.objectContaining({ dealId: deal.id, quantity: 2 })]);
    expect(cart.total).toBe('90.00');

    // Read on load: a fresh visit says Update Cart.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Update Cart' })).toBeVisible();
  });

  test('Buy Now checks the delivery details, then places a pay-on-delivery order', async ({
    page,
    request,
    signedIn: _,
  }) => {
    const deal = await createDeal(request, {
      label: 'Rice Cooker',
      price: '210.25',
      originalPrice: '300.00',
    });
    await page.goto(`/product/${deal.id}`);
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Buy Now' }).click();

    const dialog = page.getByRole('dialog', { name: 'Complete Your Order' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('2 × GH₵210.25')).toBeVisible();
    await expect(dialog.getByTestId('order-total')).toHaveText('GH₵420.50');
    await expect(dialog.getByText('Pay on Delivery', { exact: true }).first()).toBeVisible();
    // GH₵100 and above: delivery is free, as the banner promises.
    await expect(dialog.getByTestId('checkout-delivery-fee')).toHaveText('Free');
    await expect(dialog.getByTestId('checkout-total')).toHaveText('GH₵420.50');
    // Focus starts in the form, at the region (it sets the fee), as in the cart's checkout.
    await expect(dialog.getByLabel('Region')).toBeFocused();

    await dialog.getByLabel('Full Name').fill('Ama Mensah');
    await dialog.getByRole('button', { name: 'Place Order (Pay on Delivery)' }).click();
    await expect(toast(page, 'Missing Information', 'Please fill in all required fields.')).toBeVisible();
    await expect(dialog.getByLabel('Phone Number')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabel('Delivery Address')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabel('Full Name')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabel('Phone Number')).toBeFocused();

    await dialog.getByLabel('Phone Number').fill('024 123 4567');
    await dialog.getByLabel('Delivery Address').fill('House 12, Oxford Street, Osu, Accra');
    await dialog.getByLabel('Special Instructions').fill('Call when at the blue gate');
    await dialog.getByRole('button', { name: 'Place Order (Pay on Delivery)' }).click();

    await expect(
      toast(page, 'Order Placed Successfully!', "We'll contact you to confirm delivery details"),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Buy Now' })).toBeFocused();

    const { orders } = await (await page.request.get('/api/orders')).json();
    expect(orders).toEqual([
      expect.objectContaining({
        kind: 'deal',
        name: deal.name,
        quantity: 2,
        total: '420.50',
        statusLabel: 'Pending',
        paymentMethod: 'pay_on_delivery',
        reference: expect.stringMatching(/^ORD-[A-Z0-9]{6}$/),
      }),
    ]);
  });

  test('Buy Now under GH₵100 shows the region’s delivery fee and total, kept on the order page', async ({
    page,
    request,
    signedIn: _,
  }) => {
    const deal = await createDeal(request, { label: 'Kettle', price: '45.00', originalPrice: '60.00' });
    await page.goto(`/product/${deal.id}`);
    await page.getByRole('button', { name: 'Buy Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Complete Your Order' });
    await expect(dialog.getByTestId('checkout-delivery-fee')).toHaveText('GH₵15.00');
    await expect(dialog.getByTestId('checkout-total')).toHaveText('GH₵60.00');
    await dialog.getByLabel('Region').selectOption('northern');
    await expect(dialog.getByTestId('checkout-delivery-fee')).toHaveText('GH₵35.00');
    await expect(dialog.getByTestId('checkout-total')).toHaveText('GH₵80.00');

    await dialog.getByLabel('Full Name').fill('Ama Mensah');
    await dialog.getByLabel('Phone Number').fill('024 123 4567');
    await dialog.getByLabel('Delivery Address').fill('House 3, Tamale Road, Tamale');
    await dialog.getByRole('button', { name: 'Place Order (Pay on Delivery)' }).click();
    await expect(dialog).toBeHidden();

    const { orders } = await (await page.request.get('/api/orders')).json();
    const placed = await (await page.request.get(`/api/orders/${orders[0].reference}`)).json();
    expect(placed.order).toMatchObject({ subtotal: '45.00', deliveryFee: '35.00', total: '80.00' });
  });

  test('the wishlist heart adds and removes the deal', async ({ page, request, signedIn: _ }) => {
    const deal = await createDeal(request, { label: 'Sandals' });
    await page.goto(`/product/${deal.id}`);
    await page.getByRole('button', { name: 'Save to Wishlist', pressed: false }).click();
    await expect(toast(page, 'Added to Wishlist')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save to Wishlist', pressed: true })).toBeVisible();
    expect((await (await page.request.get('/api/wishlist')).json()).dealIds).toEqual([deal.id]);

    await page.reload();
    await page.getByRole('button', { name: 'Save to Wishlist', pressed: true }).click();
    await expect(toast(page, 'Removed from Wishlist')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save to Wishlist', pressed: false })).toBeVisible();
    expect((await (await page.request.get('/api/wishlist')).json()).dealIds).toEqual([]);
  });

  test('the gallery advances on click and wraps; share copies the link', async ({
    page,
    request,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const deal = await createDeal(request, { label: 'Camera', images: 3 });
    await page.goto(`/product/${deal.id}`);
    await expect(page.getByRole('img', { name: `${deal.name}, image 1 of 3` })).toBeVisible();
    for (const shown of [1, 2, 3]) {
      await page.getByRole('button', { name: `Next image (showing ${shown} of 3)` }).click();
    }
    await expect(page.getByRole('img', { name: `${deal.name}, image 1 of 3` })).toBeVisible();
    await page.getByRole('button', { name: 'Show image 3 of 3' }).click();
    await expect(page.getByRole('img', { name: `${deal.name}, image 3 of 3` })).toBeVisible();

    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await page.getByRole('button', { name: 'Copy link', exact: true }).click();
    await expect(toast(page, 'Link Copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

    // On a phone the notice lies over the top of the screen, and stays while the pointer rests on
    // it: the shopper reads it, it goes, and only then is "Back to Deals" under their finger.
    await page.mouse.move(0, page.viewportSize()!.height - 1);
    await expect(toast(page, 'Link Copied')).toBeHidden();
    await page.getByRole('link', { name: 'Back to Deals' }).click();
    await expect(page).toHaveURL(/\/deals$/);
  });

  test('a missing deal redirects to /deals', async ({ page }) => {
    await page.goto('/product/00000000-0000-4000-8000-000000000000');
    await expect(page).toHaveURL(/\/deals$/);
  });
});
