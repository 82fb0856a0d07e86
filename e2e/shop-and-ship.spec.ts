import type { Page } from '@playwright/test';
import { expect, test, uniqueEmail } from './fixtures';

async function fillCustomer(page: Page, email: string) {
  const form = page.locator('form');
  await form.getByLabel('Full Name').fill('Yaw Owusu');
  await form.getByLabel('Phone Number').fill('020 555 1234');
  await form.getByLabel('Email Address').fill(email);
  await form.getByLabel('Delivery Address').fill('Plot 7, Adum High Street, Kumasi');
  await form.getByLabel('Product Description').fill('Wireless earbuds, black, with charging case');
}

async function expectSubmitted(page: Page, title: string, text: string, prefix: string) {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: title });
  await expect(toast).toContainText(text);
  const pattern = new RegExp(`${prefix}-[2-9A-HJ-NP-Z]{6}`);
  const status = page.getByRole('status').filter({ hasText: 'Your reference' });
  await expect(status).toContainText(pattern);
  await expect(status).toContainText(text);
  const reference = (await status.textContent())!.match(pattern)![0];
  await expect(status.getByRole('link', { name: 'Track this request' })).toHaveAttribute(
    'href',
    `/track?reference=${reference}`,
  );
  await page.getByRole('button', { name: 'Send another request' }).click();
  await expect(page.getByLabel('Full Name')).toHaveValue('');
  await expect(page.getByLabel('Product Description')).toHaveValue('');
  return reference;
}

const COMMON_MESSAGES = [
  'Name must be at least 2 characters',
  'Please enter a valid phone number',
  'Please enter a valid email address',
  'Please provide a detailed delivery address',
  'Please describe the product you want us to buy',
  'Please select how soon you need it',
];

test.describe('Shop & Ship', () => {
  test('USA: messages, then a request with links sent with its reference, and the form cleared', async ({
    page,
    request,
  }) => {
    await page.goto('/shop-ship-usa');
    await expect(page.getByRole('heading', { name: 'Shop & Ship from the USA', level: 1 })).toBeVisible();
    const form = page.locator('form');
    await form.getByRole('button', { name: 'Submit Request' }).click();
    for (const message of COMMON_MESSAGES) await expect(form.getByText(message)).toBeVisible();

    const email = uniqueEmail('usa');
    await fillCustomer(page, email);
    await form.getByLabel('Product Links').fill('www.amazon.com/earbuds');
    await form.getByRole('radio', { name: 'Express (1-2 weeks)' }).check();
    await form.getByRole('button', { name: 'Submit Request' }).click();
    await expect(form.getByText(/^Please enter up to 20 product links/)).toBeVisible();

    await form.getByLabel('Product Links').fill('https://www.amazon.com/dp/B0CHWRXH8B');
    await form.getByLabel('Estimated Budget').fill('1200');
    await form.getByRole('button', { name: 'Submit Request' }).click();
    const reference = await expectSubmitted(
      page,
      'Request Submitted!',
      "We'll review your request and get back to you within 24 hours with a quote.",
      'USA',
    );
    await expect(page.getByRole('radio', { name: 'Express (1-2 weeks)' })).not.toBeChecked();
    const mailbox = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`);
    expect(JSON.stringify(await mailbox.json())).toContain(reference);
  });

  test('China: the order quantity is asked for, with China’s delivery times', async ({ page }) => {
    await page.goto('/shop-ship-china');
    await expect(page.getByRole('heading', { name: 'Shop & Ship from China', level: 1 })).toBeVisible();
    const form = page.locator('form');
    await expect(form.getByRole('radio', { name: 'Standard (3-4 weeks)' })).toBeVisible();
    await expect(form.getByRole('radio', { name: 'Urgent (1-2 weeks)' })).toBeVisible();
    await form.getByRole('button', { name: 'Submit Request' }).click();
    for (const message of [...COMMON_MESSAGES, 'Please enter the order quantity']) {
      await expect(form.getByText(message)).toBeVisible();
    }

    await fillCustomer(page, uniqueEmail('china'));
    await form.getByLabel('Order Quantity').fill('500 pieces');
    await form.getByLabel('Quality Requirements').fill('Grade A, samples first');
    await form.getByRole('radio', { name: 'Standard (3-4 weeks)' }).check();
    await form.getByRole('button', { name: 'Submit Request' }).click();
    await expectSubmitted(
      page,
      'Request Submitted!',
      "We'll review your request and get back to you within 24 hours with a quote.",
      'CHN',
    );
    await expect(page.getByLabel('Order Quantity')).toHaveValue('');
  });

  test('Dubai: quantity at least 1, the product URL a URL, budget required', async ({ page }) => {
    await page.goto('/shop-ship-dubai');
    await expect(page.getByRole('heading', { name: 'Shop & Ship from Dubai', level: 1 })).toBeVisible();
    const form = page.locator('form');
    await expect(form.getByLabel('Quantity')).toHaveValue('1');
    await form.getByLabel('Quantity').fill('0');
    await form.getByLabel('Product URL').fill('dubai mall perfume');
    await form.getByRole('button', { name: 'Submit Request' }).click();
    for (const message of [
      ...COMMON_MESSAGES,
      'Quantity must be at least 1',
      'Please enter your budget',
      'Please enter a valid product URL, starting with http:// or https://',
    ]) {
      await expect(form.getByText(message)).toBeVisible();
    }

    await fillCustomer(page, uniqueEmail('dubai'));
    await form.getByLabel('Product URL').fill('https://www.noon.com/uae-en/perfume/p/');
    await form.getByLabel('Quantity').fill('2');
    await form.getByLabel('Budget (GH₵)').fill('2500');
    await form.getByRole('radio', { name: 'Urgent (1-3 days)' }).check();
    await form.getByRole('button', { name: 'Submit Request' }).click();
    await expectSubmitted(
      page,
      'Dubai Request Submitted!',
      "We'll contact you within 24 hours with a quote for your order from Dubai.",
      'DXB',
    );
    await expect(page.getByLabel('Quantity')).toHaveValue('1');
    await expect(page.getByLabel('Product URL')).toHaveValue('');
  });
});
