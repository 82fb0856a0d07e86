import { expect, test, uniqueEmail } from './fixtures';

test.describe('Contact', () => {
  test('shows each rule’s message, then sends the message with a reference and clears the form', async ({
    page,
    request,
  }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { name: 'Contact Us', level: 1 })).toBeVisible();
    await expect(page.getByText('Saturday')).toBeVisible();
    await expect(page.getByText('9:00 AM - 4:00 PM')).toBeVisible();

    const form = page.locator('form');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('Name must be at least 2 characters')).toBeVisible();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    await expect(form.getByText('Please enter a valid phone number')).toBeVisible();
    await expect(form.getByText('Subject must be at least 5 characters')).toBeVisible();
    await expect(form.getByText('Message must be at least 10 characters')).toBeVisible();

    const email = uniqueEmail('contact');
    await form.getByLabel('Full Name').fill('Kwame Mensah');
    await form.getByLabel('Email Address').fill(email);
    await form.getByLabel('Phone Number').fill('024 123 4567');
    await form.getByLabel('Subject').fill('Delivery to Kumasi');
    await form.getByLabel('Message').fill('Do you deliver to Kumasi on Saturdays?');
    await form.getByRole('button', { name: 'Send Message' }).click();

    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Message Sent Successfully!' });
    await expect(toast).toContainText("Thank you for contacting us. We'll get back to you within 24 hours.");
    const status = page.getByRole('status').filter({ hasText: 'Your reference' });
    await expect(status).toContainText(/MSG-[2-9A-HJ-NP-Z]{6}/);
    const reference = (await status.textContent())!.match(/MSG-[2-9A-HJ-NP-Z]{6}/)![0];

    const mailbox = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`);
    expect(JSON.stringify(await mailbox.json())).toContain(reference);

    await page.getByRole('button', { name: 'Send another message' }).click();
    await expect(page.getByLabel('Full Name')).toHaveValue('');
    await expect(page.getByLabel('Message')).toHaveValue('');
  });
});
