import { expect, test, uniqueEmail } from './fixtures';

const REFERENCE = /DLV-[2-9A-HJ-NP-Z]{6}/;
const today = () => new Date().toISOString().slice(0, 10);
const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test.describe('Delivery request', () => {
  test('shows each rule’s message, then books the delivery with a reference and resets the form', async ({
    page,
    request,
  }) => {
    await page.goto('/delivery');
    await expect(page.getByRole('heading', { name: 'Delivery Request', level: 1 })).toBeVisible();
    for (const card of [
      'Sender Information',
      'Receiver Information',
      'Package Information',
      'Delivery Schedule',
      'Payment & Additional Information',
    ]) {
      await expect(page.getByRole('heading', { name: card })).toBeVisible();
    }
    const form = page.locator('form');
    await expect(form.getByLabel('Preferred Pickup Date')).toHaveAttribute('min', today());
    await expect(form.getByLabel('Weight in kg (optional)')).toHaveAttribute('step', '0.1');
    await expect(form.getByLabel('Item Value in GH₵ (optional)')).toHaveAttribute('step', '0.01');
    await expect(form.getByRole('radio', { name: 'Regular (2-3 days)' })).toBeVisible();

    await form.getByRole('button', { name: 'Submit Delivery Request' }).click();
    for (const message of [
      'Sender name is required',
      'Pickup address is required',
      'Receiver name is required',
      'Delivery address is required',
      'Package type is required',
      'Transport type is required',
      'Pickup date is required',
      'Pickup time is required',
      'Urgency level is required',
      'Payment method is required',
    ]) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(form.getByText('Phone number is required', { exact: true })).toHaveCount(2);
    await expect(form.getByText('City is required', { exact: true })).toHaveCount(2);

    const email = uniqueEmail('delivery');
    await form.getByLabel('Sender Name').fill('Kwame Mensah');
    await form.getByLabel(/^Phone Number\W*$/).fill('024 123 4567');
    await form.getByLabel('Email (optional)').fill(email);
    await form.getByLabel(/^City\W*$/).selectOption('accra');
    await form.getByLabel('Pickup Address').fill('12 Oxford Street, Osu');
    await form.getByLabel('Receiver Name').fill('Ama Owusu');
    await form.getByLabel('Receiver Phone Number').fill('020 765 4321');
    await form.getByLabel('Receiver City').selectOption({ label: 'Kumasi' });
    await form.getByLabel('Delivery Address').fill('Adum, near Kejetia market');
    await form.getByLabel('Package Type').selectOption({ label: 'Fragile Item' });
    await form.getByLabel('Weight in kg (optional)').fill('2.5');
    await form.getByLabel('Item Value in GH₵ (optional)').fill('350.75');
    await form.getByRole('radio', { name: 'Mini Van' }).check();
    await form.getByLabel('Preferred Pickup Date').fill(daysFromToday(-1));
    await form.getByLabel('Preferred Pickup Time').fill('10:30');
    await form.getByRole('radio', { name: 'Same-Day Express' }).check();
    await form.getByRole('radio', { name: 'Mobile Money' }).check();
    await form.getByLabel('Special Instructions (optional)').fill('<script>alert(1)</script> Fragile');
    await form.getByRole('button', { name: 'Submit Delivery Request' }).click();
    await expect(form.getByText('Pickup date cannot be in the past')).toBeVisible();

    await form.getByLabel('Preferred Pickup Date').fill(daysFromToday(1));
    await form.getByRole('button', { name: 'Submit Delivery Request' }).click();

    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Delivery Request Submitted' });
    await expect(toast).toContainText(
      "Your delivery request has been submitted successfully. You'll receive a tracking ID shortly.",
    );
    const status = page.getByRole('status').filter({ hasText: 'Your reference' });
    await expect(status).toContainText(REFERENCE);
    const reference = (await status.textContent())!.match(REFERENCE)![0];
    await expect(status.getByRole('link', { name: 'Track this request' })).toHaveAttribute(
      'href',
      `/track?reference=${reference}`,
    );

    const mailbox = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`);
    expect(JSON.stringify(await mailbox.json())).toContain(reference);

    await page.getByRole('button', { name: 'Book another delivery' }).click();
    await expect(form.getByLabel('Sender Name')).toHaveValue('');
    await expect(form.getByLabel(/^City\W*$/)).toHaveValue('');
    await expect(form.getByRole('radio', { name: 'Mini Van' })).not.toBeChecked();
    await expect(form.getByLabel('Special Instructions (optional)')).toHaveValue('');
  });
});
