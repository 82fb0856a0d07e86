import { expect, test, uniqueEmail } from './fixtures';

const REFERENCE = /SFM-[2-9A-HJ-NP-Z]{6}/;
const isoDate = (daysFromToday: number) =>
  new Date(Date.now() + daysFromToday * 86_400_000).toISOString().slice(0, 10);

test.describe('Shop for Me', () => {
  test('shows each rule’s message, then sends the list with a reference and clears the form', async ({
    page,
    request,
  }) => {
    await page.goto('/shop-for-me');
    await expect(page.getByRole('heading', { name: 'Shop for Me', level: 1 })).toBeVisible();
    await expect(page.getByText('plus a small service fee').first()).toBeVisible();

    const form = page.locator('form');
    await form.getByRole('button', { name: 'Submit Shopping Request' }).click();
    for (const message of [
      'Client name must be at least 2 characters',
      'Please enter a valid phone number',
      'Please provide a detailed delivery address',
      'Please select what type of items to shop for',
      'Please specify preferred market/shop location',
      'Please provide a detailed list of items to purchase',
      'Please specify your budget',
      'Please select preferred delivery date',
      'Please select preferred delivery time',
    ]) {
      await expect(form.getByText(message)).toBeVisible();
    }
    // The first field with a message takes the focus.
    await expect(form.getByLabel('Full Name')).toBeFocused();

    const email = uniqueEmail('sfm');
    await form.getByLabel('Full Name').fill('Akosua Boateng');
    await form.getByLabel('Phone Number').fill('024 123 4567');
    await form.getByLabel('Email Address').fill(email);
    await form.getByLabel('Delivery Address').fill('House 12, Ring Road East, Osu, Accra');
    await form.getByRole('radio', { name: 'Both' }).check();
    await form.getByLabel('Preferred Market or Shop').fill('Makola Market');
    await form.getByLabel('Budget (GH₵)').fill('0.5');
    await form.getByLabel('Items to Buy').fill('2 tubers of yam, 1 crate of eggs, 5 kg rice');
    await form.getByLabel('Delivery Date').fill(isoDate(-2));
    await form.getByRole('radio', { name: 'Evening (5PM-8PM)' }).check();
    await form.getByRole('button', { name: 'Submit Shopping Request' }).click();
    await expect(form.getByText('Please specify your budget')).toBeVisible();
    await expect(form.getByText('Delivery date cannot be in the past')).toBeVisible();

    await form.getByLabel('Budget (GH₵)').fill('450.50');
    await form.getByLabel('Delivery Date').fill(isoDate(2));
    await form.getByRole('button', { name: 'Submit Shopping Request' }).click();

    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Shopping Request Submitted!' });
    await expect(toast).toContainText("We've received your shopping list.");
    const status = page.getByRole('status').filter({ hasText: 'Your reference' });
    await expect(status).toContainText(REFERENCE);
    const reference = (await status.textContent())!.match(REFERENCE)![0];
    await expect(status.getByRole('link', { name: 'Track this request' })).toHaveAttribute(
      'href',
      `/track?reference=${reference}`,
    );

    const mailbox = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`);
    expect(JSON.stringify(await mailbox.json())).toContain(reference);

    await page.getByRole('button', { name: 'Send another shopping list' }).click();
    await expect(page.getByLabel('Full Name')).toHaveValue('');
    await expect(page.getByLabel('Items to Buy')).toHaveValue('');
    await expect(page.getByRole('radio', { name: 'Both' })).not.toBeChecked();

    // The reference and the phone number on the request find it on /track.
    await page.goto(`/track?reference=${reference}`);
    const lookup = page.getByRole('form', { name: 'Track a request' });
    await lookup.getByLabel('Phone number or e-mail').fill('0241234567');
    await lookup.getByRole('button', { name: 'Track request' }).click();
    await expect(page.getByRole('heading', { name: 'Shop for Me request', level: 2 })).toBeVisible();
    await expect(page.getByText('Status: Received')).toBeVisible();
  });
});
