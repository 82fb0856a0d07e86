import { expect, test, uniqueEmail } from './fixtures';

const REFERENCE = /INS-[2-9A-HJ-NP-Z]{6}/;

test.describe('Insurance', () => {
  test('shows the messages; vehicle and property information appear with their type and are required', async ({
    page,
    request,
  }) => {
    await page.goto('/insurance');
    await expect(page.getByRole('heading', { name: 'Insurance', level: 1 })).toBeVisible();
    for (const benefit of ['Comprehensive Coverage', 'Home & Office Delivery', 'Fast Processing']) {
      await expect(page.getByText(benefit, { exact: true })).toBeVisible();
    }
    const howItWorks = page.getByRole('region', { name: 'How It Works' });
    for (const step of ['Submit Request', 'Quote Processing', 'Policy Creation', 'Document Delivery']) {
      await expect(howItWorks.getByText(step, { exact: true })).toBeVisible();
    }

    const form = page.locator('form');
    await expect(form.getByRole('heading', { name: 'Personal Information' })).toBeVisible();
    await expect(form.getByRole('heading', { name: 'Insurance Details' })).toBeVisible();
    await expect(form.getByRole('heading', { name: 'Document Delivery Information' })).toBeVisible();
    const submit = form.getByRole('button', { name: 'Request Insurance Policy' });
    await submit.click();
    for (const message of [
      'First name is required',
      'Last name is required',
      'Please enter a valid email address',
      'Please enter a valid phone number',
      'Current address is required',
      'City is required',
      'Please select an insurance type',
      'Delivery address is required',
    ]) {
      await expect(form.getByText(message)).toBeVisible();
    }

    const email = uniqueEmail('insurance');
    await form.getByLabel('First Name').fill('Ama');
    await form.getByLabel('Last Name').fill('Asante');
    await form.getByLabel('Email Address').fill(email);
    await form.getByLabel('Phone Number').fill('055 123 4567');
    await form.getByLabel('Current Address').fill('14 Independence Avenue, Ridge');
    await form.getByLabel('City').fill('Accra');
    await form.getByLabel('Delivery Address').fill('Office 3, Airport City, Accra');
    await form.getByLabel('Preferred Delivery Time').selectOption({ label: 'Afternoon (12PM-4PM)' });

    // Motor: vehicle information appears and is required; no property information.
    await expect(form.getByLabel('Vehicle Information')).toHaveCount(0);
    await form.getByRole('radio', { name: 'Motor Insurance' }).check();
    await expect(form.getByLabel('Vehicle Information')).toBeVisible();
    await expect(form.getByLabel('Property Information')).toHaveCount(0);
    await submit.click();
    await expect(form.getByText('Vehicle information is required for motor insurance')).toBeVisible();
    await expect(form.getByLabel('Vehicle Information')).toBeFocused();

    // Property: property information replaces it, and is required in turn.
    await form.getByRole('radio', { name: 'Property Insurance' }).check();
    await expect(form.getByLabel('Vehicle Information')).toHaveCount(0);
    await expect(form.getByLabel('Property Information')).toBeVisible();
    await submit.click();
    await expect(form.getByText('Property information is required for property insurance')).toBeVisible();

    await form.getByLabel('Property Information').fill('3-bedroom house, East Legon, about GH₵900,000');
    await submit.click();

    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Insurance Request Submitted!' });
    await expect(toast).toContainText(
      "We'll contact you within 24 hours to process your insurance request and arrange document delivery.",
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

    await page.getByRole('button', { name: 'Send another request' }).click();
    await expect(page.getByLabel('First Name')).toHaveValue('');
    await expect(page.getByRole('radio', { name: 'Property Insurance' })).not.toBeChecked();
    await expect(page.getByLabel('Property Information')).toHaveCount(0);
  });
});
