import { expect, test } from './fixtures';
import { cartButton, createDeal, openCart, toast } from './shop-helpers';

/** What the shop charges for delivery to a region now (an admin may have changed the default). */
async function regionFee(request: import('@playwright/test').APIRequestContext, region: string) {
  const { fees } = (await (await request.get('/api/delivery-fees')).json()) as {
    fees: { region: string; fee: string }[];
  };
  return fees.find((fee) => fee.region === region)!.fee;
}

const cedis = (amount: string) =>
  `GH₵${Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test('a cart under GH₵100 pays its delivery fee and is paid by Mobile Money, ending paid on its order page', async ({
  page,
  request,
  signedIn: _,
}) => {
  test.setTimeout(90_000);
  const kettle = await createDeal(request, {
    label: 'Travel Kettle',
    price: '40.00',
    originalPrice: '60.00',
  });
  const added = await page.request.post('/api/cart/items', { data: { dealId: kettle.id, quantity: 1 } });
  expect(added.ok()).toBeTruthy();
  const fee = await regionFee(request, 'northern');
  const total = (4000 + Math.round(Number(fee) * 100)) / 100;

  await page.goto('/deals');
  const drawer = await openCart(page);
  await expect(drawer.getByTestId('cart-total')).toHaveText('GH₵40.00');
  await expect(drawer.getByTestId('cart-delivery')).toContainText('by region');
  await expect(drawer.getByTestId('cart-delivery')).toContainText('Free on orders of GH₵100.00 and above');
  await drawer.getByRole('button', { name: 'Checkout' }).click();

  const dialog = page.getByRole('dialog', { name: 'Complete Your Order' });
  await dialog.getByLabel('Region').selectOption('northern');
  await expect(dialog.getByTestId('checkout-delivery-fee')).toHaveText(cedis(fee));
  await expect(dialog.getByTestId('checkout-total')).toHaveText(cedis(String(total)));
  await dialog.getByRole('radio', { name: /Mobile Money/ }).check();
  await dialog.getByLabel('Full Name').fill('Abena Sule');
  await dialog.getByLabel('Phone Number').fill('0241234567');
  await dialog.getByLabel('Delivery Address').fill('House 4, Gumani Road, Tamale');
  await dialog.getByRole('button', { name: 'Pay Now' }).click();

  // The simulated provider's hosted page, for the checkout's total with the fee.
  await expect(page.getByRole('button', { name: /Approve/ })).toBeVisible();
  await expect(page.locator('body')).toContainText(cedis(String(total)));
  await page.getByRole('button', { name: /Approve/ }).click();

  // Back on the order page with its link's token (a shopper who lost the session still sees it).
  await expect(page).toHaveURL(/\/orders\/ORD-[A-Z0-9]{6}\?token=[^&]+&reference=PAY-/);
  await expect(
    toast(page, 'Payment Successful!', 'Your order has been confirmed and will be processed soon.'),
  ).toBeVisible();
  await expect(page.getByTestId('payment-state')).toHaveText('Paid');
  await expect(page.getByText('Mobile Money', { exact: true })).toBeVisible();
  await expect(page.getByTestId('order-delivery-fee')).toHaveText(cedis(fee));
  await expect(page.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
  await expect(cartButton(page)).toHaveAttribute('aria-label', 'Cart, empty');
});
