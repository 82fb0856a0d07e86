import type { APIRequestContext, Page } from '@playwright/test';
import { createAdmin, logInAsAdmin } from './admin-fixtures';
import { expect, test, uniqueEmail } from './fixtures';

/** A link of the given path (with its token) from the newest e-mail to `to` that has one. */
async function mailedLink(request: APIRequestContext, to: string, path: RegExp): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(to)}`);
      const { messages } = (await response.json()) as { messages: { text: string }[] };
      link = messages
        .flatMap((message) => message.text.match(/https?:\/\/\S+/g) ?? [])
        .find((candidate) => path.test(new URL(candidate).pathname));
      return link;
    })
    .toBeTruthy();
  return link!;
}

/** Opens the request's view in the admin's Requests, found by the requester's e-mail. */
async function openRequest(page: Page, email: string, reference: string) {
  await page.goto(`/admin/requests?q=${encodeURIComponent(email)}`);
  const row = page.locator('li, tr').filter({ hasText: reference }).filter({ visible: true });
  await row.getByRole('button', { name: reference }).click();
  return page.getByRole('dialog', { name: `Request ${reference}` });
}

const shot = (page: Page, name: string, project: string) =>
  page.screenshot({ path: `/tmp/quotes-shots/${name}-${project}.png`, fullPage: true });

test('an admin quotes a Shop & Ship request; the requester pays it by mobile money from the e-mail and sees it paid on /track', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('quote');
  const sent = await request.post('/api/requests/shop-ship-usa', {
    data: {
      customerName: 'Yaw Owusu',
      customerPhone: '020 555 1234',
      customerEmail: email,
      deliveryAddress: 'Plot 7, Adum High Street, Kumasi',
      productDescription: 'Wireless earbuds, black, with charging case',
      urgency: 'standard',
      specialInstructions: '',
      productUrls: '',
      estimatedBudget: '',
      itemPrice: '100',
      itemQuantity: '1',
      itemWeightKg: '1',
      itemCategory: 'phones',
    },
  });
  expect(sent.status()).toBe(201);
  const { reference } = (await sent.json()) as { reference: string };

  // The admin's quote, its lines filled in from the landed-cost estimate.
  await logInAsAdmin(page, await createAdmin(request));
  const dialog = await openRequest(page, email, reference);
  const quoteForm = dialog.getByRole('form', { name: 'Write a quote' });
  await expect(quoteForm.getByLabel('Item cost')).not.toHaveValue('');
  await expect(quoteForm.getByLabel('Freight')).not.toHaveValue('');
  await quoteForm.getByLabel('Item cost').fill('1200');
  await quoteForm.getByLabel('Freight').fill('310.50');
  await quoteForm.getByLabel('Duty and levies (estimated)').fill('402.37');
  await quoteForm.getByLabel('Service fee').fill('60');
  await quoteForm.getByLabel('Note to the requester').fill('Duties are estimated; we pay any difference.');
  await quoteForm.getByRole('button', { name: 'Send the quote' }).click();
  await expect(page.getByText('Quote sent to the requester.')).toBeVisible();
  await expect(dialog.getByText('GH₵1,972.87 · Waiting for the requester’s payment')).toBeVisible();
  await expect(dialog.getByText('Send a new quote', { exact: true })).toBeVisible();
  await shot(page, 'admin-quoted', testInfo.project.name);

  // The requester, signed out in a browser of their own, opens the e-mail's link.
  const requesterContext = await browser.newContext(testInfo.project.use);
  const requester = await requesterContext.newPage();
  const link = await mailedLink(request, email, new RegExp(`^/quotes/${reference}$`));
  await requester.goto(link);
  await expect(requester.getByRole('heading', { level: 1, name: `Quote for ${reference}` })).toBeVisible();
  const lines = requester.locator('dl').filter({ hasText: 'Total to pay' });
  await expect(lines).toContainText('Item cost');
  await expect(lines).toContainText('GH₵1,200.00');
  await expect(lines).toContainText('Duty and levies (estimated)');
  await expect(lines).toContainText('GH₵1,972.87');
  await expect(requester.getByText('Duties are estimated; we pay any difference.')).toBeVisible();
  await shot(requester, 'quote-open', testInfo.project.name);
  await requester.getByRole('button', { name: 'Pay by mobile money' }).click();

  // The simulated provider's page, for the quote's total.
  await expect(requester.getByRole('button', { name: /Approve/ })).toBeVisible();
  await expect(requester.locator('body')).toContainText('1,972.87');
  await requester.getByRole('button', { name: /Approve/ }).click();
  await expect(requester).toHaveURL(new RegExp(`/quotes/${reference}\\?token=[^&]+&reference=PAY-`));
  await expect(requester.getByRole('status').filter({ hasText: 'Payment received' })).toBeVisible();
  await expect(requester.getByRole('button', { name: 'Pay by mobile money' })).toHaveCount(0);
  await expect(requester.getByRole('heading', { name: 'History' })).toBeVisible();
  await shot(requester, 'quote-paid', testInfo.project.name);

  // /track with the phone number: "Paid", and the steps so far.
  await requester.goto(`/track?reference=${reference}`);
  const form = requester.getByRole('form', { name: 'Track a request' });
  await form.getByLabel('Phone number or e-mail').fill('020 555 1234');
  await form.getByRole('button', { name: 'Track request' }).click();
  const result = requester
    .getByRole('heading', { level: 2, name: 'Shop & Ship USA request' })
    .locator('xpath=ancestor::*[contains(@class,"overflow-hidden")][1]');
  await expect(result.getByText('Status: Paid')).toBeVisible();
  await expect(result.getByText('Quote sent', { exact: true })).toBeVisible();
  await shot(requester, 'track-paid', testInfo.project.name);
  await requesterContext.close();

  // The admin moves it on; the requester's SMS says so.
  await page.reload();
  const again = await openRequest(page, email, reference);
  await again.getByLabel('Next step', { exact: true }).selectOption({ label: 'Purchased' });
  await again.getByRole('button', { name: 'Save step' }).click();
  await expect(again.getByText('GH₵1,972.87 · Purchased')).toBeVisible();
});

test('an admin answers a contact message; the requester reads it from the link and answers back', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('answer');
  const sent = await request.post('/api/requests/contact', {
    data: {
      name: 'Kojo Asare',
      email,
      phone: '024 777 1234',
      subject: 'Delivery on Sundays',
      message: 'Do you deliver to Tema on Sundays?',
    },
  });
  expect(sent.status()).toBe(201);
  const { reference } = (await sent.json()) as { reference: string };

  await logInAsAdmin(page, await createAdmin(request));
  const dialog = await openRequest(page, email, reference);
  const answer = dialog.getByRole('form', { name: 'Answer the requester' });
  await answer.getByLabel('Answer').fill('Yes: every Sunday from 10 am to 4 pm.');
  await answer.getByRole('button', { name: 'Send answer' }).click();
  await expect(page.getByText('Answer sent to the requester.')).toBeVisible();
  await expect(dialog.getByText('Yes: every Sunday from 10 am to 4 pm.')).toBeVisible();
  await shot(page, 'admin-answered', testInfo.project.name);

  const requesterContext = await browser.newContext(testInfo.project.use);
  const requester = await requesterContext.newPage();
  await requester.goto(await mailedLink(request, email, /^\/track$/));
  const thread = requester.getByRole('region', { name: 'Messages' });
  await expect(thread.getByText('Yes: every Sunday from 10 am to 4 pm.')).toBeVisible();
  await thread.getByLabel('Your answer').fill('Thank you! I will order on Saturday.');
  await thread.getByRole('button', { name: 'Send answer' }).click();
  await expect(requester.getByText('Your answer was sent. We will reply here.')).toBeVisible();
  await expect(thread.getByText('Thank you! I will order on Saturday.')).toBeVisible();
  await shot(requester, 'track-thread', testInfo.project.name);
  await requesterContext.close();

  await page.reload();
  const again = await openRequest(page, email, reference);
  await expect(again.getByText('Thank you! I will order on Saturday.')).toBeVisible();
});
