import { expect, test, uniqueEmail } from './fixtures';

const REFERENCE = /DHL-[2-9A-HJ-NP-Z]{6}/;
const today = () => new Date().toISOString().slice(0, 10);
const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test.describe('DHL pickup and shipping', () => {
  test('shows each rule’s message, refuses a past pickup date, then books the pickup with a reference', async ({
    page,
    request,
  }) => {
    await page.goto('/dhl-shipping');
    await expect(page.getByRole('heading', { name: 'DHL Pickup & Shipping', level: 1 })).toBeVisible();
    const form = page.locator('form');
    await expect(form.getByLabel('Preferred Pickup Date')).toHaveAttribute('min', today());

    await form.getByRole('button', { name: 'Submit Shipping Request' }).click();
    for (const message of [
      'Full name must be at least 2 characters',
      'Contact number must be at least 10 digits',
      'Please enter a valid email address',
      'Please provide a detailed pickup address',
      'City is required',
      'Pickup date is required',
      'Pickup time is required',
      "Please describe what you're shipping",
      'Destination country is required',
      'Please provide a detailed destination address',
      'Destination city is required',
    ]) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }

    const email = uniqueEmail('dhl');
    await form.getByLabel('Full Name').fill('Efua Asante');
    await form.getByLabel('Contact Number').fill('0244 555 123');
    await form.getByLabel('Email Address').fill(email);
    await form.getByLabel('Pickup Address').fill('7 Liberation Road, Airport Residential');
    await form.getByLabel(/^City\W*$/).fill('Accra');
    await form.getByLabel('Preferred Pickup Date').fill(daysFromToday(-2));
    await form.getByLabel('Preferred Pickup Time').fill('14:00');
    await form.getByLabel('What are you shipping?').fill('Kente cloth and shea butter gifts');
    await form.getByLabel('Weight in kg (optional)').fill('3.5');
    await form.getByLabel('Length cm').fill('40');
    await form.getByLabel('I need DHL packaging').check();
    await form.getByLabel('Destination Country').fill('United Kingdom');
    await form.getByLabel('Destination City').fill('London');
    await form.getByLabel('Destination Address').fill('221B Baker Street, Marylebone');
    await form.getByRole('button', { name: 'Submit Shipping Request' }).click();
    await expect(form.getByText('Pickup date cannot be in the past')).toBeVisible();

    await form.getByLabel('Preferred Pickup Date').fill(today());
    await form.getByRole('button', { name: 'Submit Shipping Request' }).click();

    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'DHL Shipping Request Submitted!' });
    await expect(toast).toContainText(
      "We'll contact you within 24 hours to confirm pickup and provide a quote.",
    );
    const status = page.getByRole('status').filter({ hasText: 'Your reference' });
    await expect(status).toContainText(REFERENCE);
    const reference = (await status.textContent())!.match(REFERENCE)![0];

    const mailbox = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`);
    expect(JSON.stringify(await mailbox.json())).toContain(reference);

    await page.getByRole('button', { name: 'Ship another package' }).click();
    await expect(form.getByLabel('Full Name')).toHaveValue('');
    await expect(form.getByLabel('I need DHL packaging')).not.toBeChecked();
    await expect(form.getByLabel('Destination Country')).toHaveValue('');
  });
});
