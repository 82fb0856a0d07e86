import { expect, test, uniqueEmail } from './fixtures';

const REFERENCE = /APP-[2-9A-HJ-NP-Z]{6}/;

test.describe('Driver and rider application', () => {
  test('the vehicle list follows the application type', async ({ page }) => {
    await page.goto('/driver-rider-application');
    const form = page.locator('form');
    await expect(form.getByText('Choose Driver or Rider to see the vehicle types.')).toBeVisible();

    await form.getByRole('radio', { name: 'Driver' }).check();
    const driverVehicles = form.getByLabel('Driver Vehicle Type');
    await expect(driverVehicles.locator('option')).toHaveText([
      'Select vehicle type (optional)',
      'Sedan',
      'SUV',
      'Pickup',
      'Van',
      'Hatchback',
    ]);
    await driverVehicles.selectOption('suv');

    await form.getByRole('radio', { name: 'Rider' }).check();
    const riderVehicles = form.getByLabel('Rider Vehicle Type');
    await expect(riderVehicles.locator('option')).toHaveText([
      'Select vehicle type (optional)',
      'Motorcycle',
      'Bicycle',
      'Scooter',
    ]);
    // The SUV chosen as a driver does not travel with the rider's application.
    await expect(riderVehicles).toHaveValue('');
    await expect(form.getByLabel('Driver Vehicle Type')).toHaveCount(0);
  });

  test('shows each rule’s message, then sends the application with a reference and resets the form', async ({
    page,
    request,
  }) => {
    await page.goto('/driver-rider-application');
    const form = page.locator('form');
    await form.getByRole('button', { name: 'Submit Application' }).click();
    for (const message of [
      'Full name must be at least 2 characters',
      'Please enter a valid email address',
      'Phone number must be at least 10 digits',
      'Date of birth is required',
      'Address must be at least 5 characters',
      'City is required',
      'Region is required',
      'Please select application type',
      'License number is required',
      'Years of experience is required',
      'Emergency contact name must be at least 2 characters',
      'Emergency contact phone must be at least 10 digits',
      'Please select at least one availability option',
      'You must agree to the terms and conditions',
    ]) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }

    const email = uniqueEmail('rider');
    await form.getByLabel('Full Name').fill('Yaw Darko');
    await form.getByLabel('Email Address').fill(email);
    await form.getByLabel('Phone Number').fill('055 123 4567');
    await form.getByLabel('Date of Birth').fill('1995-06-15');
    await form.getByLabel('Residential Address').fill('House 4, Dansoman Last Stop');
    await form.getByLabel('City / Town').fill('Accra');
    await form.getByLabel('Region').selectOption({ label: 'Greater Accra' });
    await form.getByRole('radio', { name: 'Rider' }).check();
    await form.getByLabel('Rider Vehicle Type').selectOption({ label: 'Motorcycle' });
    await form.getByLabel('License Plate (optional)').fill('GR 1234-21');
    await form.getByLabel("Driver's License Number").fill('DL-889900');
    await form.getByLabel('Years of Experience').selectOption({ label: '3-5 years' });
    await form.getByLabel('Emergency Contact Name').fill('Akosua Darko');
    await form.getByLabel('Emergency Contact Phone').fill('024 765 4321');
    await form.getByRole('checkbox', { name: 'Weekends (Saturday - Sunday)' }).check();
    await form.getByRole('checkbox', { name: 'Evening shifts (5PM - 10PM)' }).check();
    await form.getByRole('checkbox', { name: 'I agree to the terms and conditions' }).check();
    await form.getByRole('button', { name: 'Submit Application' }).click();

    const toast = page
      .locator('[data-sonner-toast]')
      .filter({ hasText: 'Application Submitted Successfully!' });
    await expect(toast).toContainText(
      "We'll review your application and get back to you within 2-3 business days.",
    );
    const status = page.getByRole('status').filter({ hasText: 'Your reference' });
    await expect(status).toContainText(REFERENCE);
    const reference = (await status.textContent())!.match(REFERENCE)![0];
    const mailbox = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`);
    expect(JSON.stringify(await mailbox.json())).toContain(reference);

    await page.getByRole('button', { name: 'Submit another application' }).click();
    await expect(form.getByLabel('Full Name')).toHaveValue('');
    await expect(form.getByRole('radio', { name: 'Rider' })).not.toBeChecked();
    await expect(form.getByRole('checkbox', { name: 'Weekends (Saturday - Sunday)' })).not.toBeChecked();
    await expect(
      form.getByRole('checkbox', { name: 'I agree to the terms and conditions' }),
    ).not.toBeChecked();
  });
});
