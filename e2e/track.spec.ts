import type { APIRequestContext } from '@playwright/test';
import { TRACK_MESSAGES } from '../src/shared/requests/track-messages';
import { expect, test, uniqueEmail } from './fixtures';

/** A contact message sent through the API, as the contact form sends it; its reference. */
async function sendContactMessage(request: APIRequestContext, phone: string, email = uniqueEmail('track')) {
  const response = await request.post('/api/requests/contact', {
    data: {
      name: 'Ama Owusu',
      email,
      phone,
      subject: 'Where is my parcel?',
      message: 'I sent a parcel to Kumasi last week and would like an update.',
    },
  });
  expect(response.status()).toBe(201);
  return { reference: (await response.json()).reference as string, email };
}

test.describe('Track a request', () => {
  test('finds a request by reference and phone, typed either way, and refuses a wrong phone', async ({
    page,
    request,
    isPhone,
  }) => {
    const { reference } = await sendContactMessage(request, '024 555 1234');

    // Reached from the site's navigation: the menu on a phone, the footer on a desktop.
    await page.goto('/');
    if (isPhone) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog').getByRole('link', { name: 'Track a request' }).click();
    } else {
      await page.getByRole('contentinfo').getByRole('link', { name: 'Track a request' }).click();
    }
    await expect(page).toHaveURL(/\/track$/);
    await expect(page.getByRole('heading', { name: 'Track a request', level: 1 })).toBeVisible();

    const form = page.getByRole('form', { name: 'Track a request' });
    await form.getByRole('button', { name: 'Track request' }).click();
    await expect(form.getByText(TRACK_MESSAGES.referenceInvalid)).toBeVisible();
    await expect(form.getByText(TRACK_MESSAGES.contactRequired)).toBeVisible();

    // Typed in lower case, with the number as written on the form.
    await form.getByLabel('Reference').fill(reference.toLowerCase());
    await form.getByLabel('Phone number or e-mail').fill('024 555 1234');
    await form.getByRole('button', { name: 'Track request' }).click();
    const result = page.getByRole('heading', { name: 'Contact message', level: 2 });
    await expect(result).toBeVisible();
    await expect(result).toBeFocused();
    await expect(page.getByText('Status: Received')).toBeVisible();
    await expect(page.getByText(reference, { exact: true }).first()).toBeVisible();
    await expect(page.getByText("We'll get back to you within 24 hours.")).toBeVisible();
    await expect(page.getByText(/Submitted/)).toBeVisible();
    await expect(page.getByText(/\d{4}, \d{2}:\d{2} GMT/).first()).toBeVisible();

    // The same number in international form.
    await form.getByLabel('Phone number or e-mail').fill('+233 24 555 1234');
    await form.getByRole('button', { name: 'Track request' }).click();
    await expect(result).toBeVisible();

    // Someone else's number: nothing is revealed.
    await form.getByLabel('Phone number or e-mail').fill('024 555 1235');
    await form.getByRole('button', { name: 'Track request' }).click();
    const notFound = page.getByRole('alert').filter({ hasText: 'No request found' });
    await expect(notFound).toContainText(TRACK_MESSAGES.notFound);
    await expect(result).toBeHidden();
    await expect(page.getByText('Status: Received')).toBeHidden();
  });

  test('opens with the reference from the link and finds the request by e-mail', async ({
    page,
    request,
  }) => {
    const { reference, email } = await sendContactMessage(request, '0209876543');

    await page.goto(`/track?reference=${reference}`);
    const form = page.getByRole('form', { name: 'Track a request' });
    await expect(form.getByLabel('Reference')).toHaveValue(reference);
    // The reference is there; the contact detail is what is left to type.
    await expect(form.getByLabel('Phone number or e-mail')).toBeFocused();
    await page.keyboard.type(email.toUpperCase());
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Contact message', level: 2 })).toBeVisible();
    await expect(page.getByText('Status: Received')).toBeVisible();
  });
});
