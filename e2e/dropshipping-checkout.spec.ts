import AxeBuilder from '@axe-core/playwright';
import type { Page, Request } from '@playwright/test';
import { createAdmin, logInAsAdmin } from './admin-fixtures';
import { expect, test, uniqueEmail } from './fixtures';
import { cedis, findProduct, productPath } from './product-data';
import { toast } from './shop-helpers';

/** A checkout field by the start of its label ("Address", not the "Delivery Address" card). */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}`));

async function fillDetails(page: Page, email: string) {
  await field(page, 'Full Name').fill('  Ama Mensah  ');
  await field(page, 'Email').fill(email);
  await field(page, 'Phone Number').fill('024 123 4567');
  await field(page, 'Address').fill('House 12, Oxford Street, Osu');
  await field(page, 'City').fill('Accra');
}

/** Records the checkout API calls the page makes. */
function recordCheckoutCalls(page: Page) {
  const calls: { orders: Request[]; payments: Request[] } = { orders: [], payments: [] };
  page.on('request', (request) => {
    if (request.method() !== 'POST') return;
    const { pathname } = new URL(request.url());
    if (pathname === '/api/checkout/orders') calls.orders.push(request);
    else if (/^\/api\/checkout\/orders\/[^/]+\/payment$/.test(pathname)) calls.payments.push(request);
  });
  return calls;
}

interface MailboxMessage {
  to: string;
  subject: string;
  text: string;
}

async function mailTo(page: Page, to: string): Promise<MailboxMessage[]> {
  const response = await page.request.get(`/dev/mailbox.json?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as { messages: MailboxMessage[] }).messages;
}

test.describe('drop-shipping checkout', () => {
  test('checks the details in the spec order, one toast each, before saving anything', async ({
    page,
    request,
  }) => {
    const product = await findProduct(
      request,
      (p) => p.inStock && p.minOrderQuantity === 1 && p.colors.length === 0 && p.sizes.length === 0,
      'in stock, no colours or sizes',
    );
    const calls = recordCheckoutCalls(page);
    await page.goto(productPath(product));
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /Mobile Money/ })).toBeChecked();

    const payNow = page.getByRole('button', { name: 'Pay Now' });
    const steps: [label: string, message: string, value: string][] = [
      ['Full Name', 'Please enter your full name', 'Ama Mensah'],
      ['Phone Number', 'Please enter your phone number', '024 123 4567'],
      ['Address', 'Please enter your delivery address', 'House 12, Oxford Street, Osu'],
      ['City', 'Please enter your city', 'Accra'],
    ];
    // Spaces only count as missing.
    await field(page, 'Full Name').fill('   ');
    for (const [label, message, value] of steps) {
      await payNow.click();
      await expect(toast(page, 'Required Field Missing', message)).toBeVisible();
      await expect(field(page, label)).toBeFocused();
      await expect(field(page, label)).toHaveAttribute('aria-invalid', 'true');
      await field(page, label).fill(value);
    }
    expect(calls.orders).toHaveLength(0);

    // A phone number without enough digits: the API's own schema says so in the browser (the API
    // checks it again: src/server/modules/checkout), and nothing is saved.
    await field(page, 'Phone Number').fill('12345');
    await payNow.click();
    await expect(toast(page, 'Error', 'Please enter a valid phone number')).toBeVisible();
    await expect(field(page, 'Phone Number')).toHaveAttribute('aria-invalid', 'true');
    await expect(payNow).toBeEnabled();
    expect(calls.orders).toHaveLength(0);
    expect(calls.payments).toHaveLength(0);
  });

  test('opened without choosing on the product page, it sends the shopper there', async ({
    page,
    request,
  }) => {
    const product = await findProduct(request, (p) => p.inStock, 'in stock');
    await page.goto(`/dropshipping-checkout/${product.id}`);
    await expect(page).toHaveURL(new RegExp(`${productPath(product)}$`));
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  });

  test('an approved payment ends on "Confirmed" with the confirmation e-mail sent; the admin sees where to deliver', async ({
    page,
    browser,
    request,
  }) => {
    const product = await findProduct(
      request,
      (p) => p.inStock && p.colors.length > 0 && p.sizes.length > 0 && p.minOrderQuantity === 1,
      'in stock with colours and sizes',
    );
    const email = uniqueEmail('buyer');
    const [color, size] = [product.colors[0]!, product.sizes[0]!];
    await page.goto(productPath(product));
    await page.getByRole('group', { name: 'Color' }).getByText(color, { exact: true }).click();
    await page.getByRole('group', { name: 'Size' }).getByText(size, { exact: true }).click();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Buy Now' }).click();

    await expect(page.getByTestId('checkout-total')).toHaveText(cedis(product.price, 2));
    await fillDetails(page, email);
    await page.getByLabel('Landmark (optional)').fill('Opposite the Total filling station');
    const gps = page.getByLabel('GhanaPost GPS address (optional)');
    await gps.fill('GA18-8164');
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await expect(
      page.getByText(/A GhanaPost GPS address has three parts separated by dashes/).first(),
    ).toBeVisible();
    await gps.fill('ga-183-8164');
    await page.getByRole('radio', { name: /Debit Card/ }).check();
    await page.getByRole('button', { name: 'Pay Now' }).click();

    // The simulated provider's hosted page.
    await expect(page.getByRole('button', { name: /Approve/ })).toBeVisible();
    await page.getByRole('button', { name: /Approve/ }).click();

    await expect(page).toHaveURL(/\/payment-success\?/);
    await expect(page.getByTestId('order-status')).toHaveText('Confirmed');
    await expect(
      toast(page, 'Payment Successful!', 'Your order has been confirmed and will be processed soon.'),
    ).toBeVisible();
    await expect(page.getByTestId('order-total')).toHaveText(cedis(product.price, 2));
    await expect(page.getByText('Ama Mensah', { exact: true })).toBeVisible();
    await expect(page.getByText(`${color}`, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: "What's Next?" })).toBeVisible();
    const reference = (await page.getByTestId('order-reference').textContent())!;
    const url = new URL(page.url());
    expect(url.searchParams.get('reference')).toBe(reference);
    expect(url.searchParams.get('trxref')).toBe(reference);

    await expect.poll(async () => (await mailTo(page, email)).length).toBe(1);
    const [mail] = await mailTo(page, email);
    expect(`${mail!.subject}\n${mail!.text}`).toContain(reference);

    await page.getByRole('link', { name: 'Continue Shopping' }).click();
    await expect(page).toHaveURL(/\/dropshipping-usa$/);

    // The admin's order view has the landmark and the GhanaPost GPS address, upper-cased.
    const adminContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const admin = await adminContext.newPage();
    await logInAsAdmin(admin, await createAdmin(request));
    await admin.goto(`/admin/orders?kind=dropshipping&q=${encodeURIComponent(reference)}`);
    const row = admin.locator('main li, main tr').filter({ hasText: reference }).filter({ visible: true });
    await row.getByRole('button', { name: 'Manage' }).click();
    const delivery = admin.getByRole('dialog').getByRole('region', { name: 'Delivery' });
    await expect(delivery).toContainText('Opposite the Total filling station');
    await expect(delivery).toContainText('GA-183-8164');
    await adminContext.close();
  });

  test('a declined payment is paid on retry, on the same order', async ({ page, request }) => {
    const product = await findProduct(
      request,
      (p) => p.inStock && p.colors.length === 0 && p.sizes.length === 0 && p.minOrderQuantity === 1,
      'in stock, no colours or sizes',
    );
    const email = uniqueEmail('retry');
    const calls = recordCheckoutCalls(page);
    await page.goto(productPath(product));
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await fillDetails(page, email);
    await page.getByRole('button', { name: 'Pay Now' }).click();

    // Declined, then given up on the provider's page: back in the shop, the check fails.
    await page.getByRole('button', { name: /Decline/ }).click();
    await expect(page.getByRole('heading', { name: 'Payment declined' })).toBeVisible();
    await page.getByRole('button', { name: /Cancel payment/ }).click();
    await expect(toast(page, 'Payment Verification Failed', 'Payment verification failed')).toBeVisible();
    // A page that says so and offers to pay the same order again (it used to go home).
    await expect(page.getByRole('heading', { name: 'Payment not completed' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pay with Mobile Money' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pay with Debit Card' })).toBeVisible();
    // And the shopper is told once, with "Pay now".
    await expect
      .poll(async () => (await mailTo(page, email)).map((mail) => mail.subject))
      .toEqual([expect.stringMatching(/is not paid yet$/)]);

    // The shopper comes back to the product: the checkout remembers the details.
    await page.goto(productPath(product));
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await expect(field(page, 'Full Name')).toHaveValue('  Ama Mensah  ');
    await expect(field(page, 'Email')).toHaveValue(email);
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await page.getByRole('button', { name: /Approve/ }).click();
    await expect(page.getByTestId('order-status')).toHaveText('Confirmed');

    // One order, two payment attempts on it.
    expect(calls.orders).toHaveLength(1);
    expect(calls.payments).toHaveLength(2);
    expect(calls.payments[1]!.url()).toBe(calls.payments[0]!.url());
    // The "not paid yet" e-mail, then the confirmation.
    await expect.poll(async () => (await mailTo(page, email)).length).toBe(2);
  });

  test('a shopper declines, then pays the same order from its page', async ({
    page,
    request,
    signedIn: _,
  }) => {
    const product = await findProduct(
      request,
      (p) => p.inStock && p.colors.length === 0 && p.sizes.length === 0 && p.minOrderQuantity === 1,
      'in stock, no colours or sizes',
    );
    const email = uniqueEmail('again');
    const calls = recordCheckoutCalls(page);
    await page.goto(productPath(product));
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await fillDetails(page, email);
    await page.getByRole('radio', { name: /Debit Card/ }).check();
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await page.getByRole('button', { name: /Decline/ }).click();
    await page.getByRole('button', { name: /Cancel payment/ }).click();
    await expect(toast(page, 'Payment Verification Failed', 'Payment verification failed')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Payment not completed' })).toBeVisible();
    const reference = new URL(page.url()).searchParams.get('reference')!;
    expect(reference).toMatch(/^DSP-/);
    // The page says so in a way every shopper can use (WCAG 2.2 AA).
    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
      .analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);

    // My orders: the order waits for its payment, with Pay now; its page says so too.
    await page.goto('/orders');
    const card = page.getByRole('article', { name: `Order ${reference}` });
    await expect(card.getByTestId('order-payment-state')).toHaveText('Awaiting payment');
    await expect(card.getByRole('button', { name: 'Pay now' })).toBeVisible();
    await card.getByRole('link', { name: `View order details for ${reference}` }).click();
    const payment = page.getByRole('region', { name: 'Payment' });
    await expect(payment.getByTestId('payment-state')).toHaveText('Not paid yet');
    await payment.getByRole('button', { name: 'Pay now' }).click();
    await page.getByRole('button', { name: /Approve/ }).click();
    await expect(page.getByTestId('order-status')).toHaveText('Confirmed');

    // One order, paid once; nothing to pay any more.
    expect(calls.orders).toHaveLength(1);
    await page.goto('/orders');
    await expect(card.getByTestId('order-payment-state')).toHaveText('Paid');
    await expect(card.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
  });

  test('Back from the payment page, Pay Now pays the same order', async ({ page, request }) => {
    const product = await findProduct(
      request,
      (p) => p.inStock && p.colors.length === 0 && p.sizes.length === 0 && p.minOrderQuantity === 1,
      'in stock, no colours or sizes',
    );
    const calls = recordCheckoutCalls(page);
    await page.goto(productPath(product));
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await fillDetails(page, uniqueEmail('back'));
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await expect(page.getByRole('button', { name: /Approve/ })).toBeVisible();

    await page.goBack();
    const payNow = page.getByRole('button', { name: 'Pay Now' });
    await expect(payNow).toBeEnabled();
    await payNow.click();
    await page.getByRole('button', { name: /Approve/ }).click();
    await expect(page.getByTestId('order-status')).toHaveText('Confirmed');
    expect(calls.orders).toHaveLength(1);
    expect(calls.payments).toHaveLength(2);
    expect(calls.payments[1]!.url()).toBe(calls.payments[0]!.url());
  });

  test('/payment-success without both parameters says so and goes home', async ({ page }) => {
    await page.goto('/payment-success?reference=DSP-ONLY');
    await expect(toast(page, 'Payment Error', 'Invalid payment parameters.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/payment-success?reference=DSP-NOPE-NOPE-NOPE-NOPE&trxref=DSP-NOPE-NOPE-NOPE-NOPE');
    await expect(toast(page, 'Payment Verification Failed', 'Order not found')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });
});
