import { CONTACT } from '../src/web/lib/site';
import { expect, test } from './fixtures';

test.describe('Support', () => {
  test('Start Chat opens a WhatsApp chat with the shop in a new tab', async ({ page, context }) => {
    // No real WhatsApp in tests: the new tab gets a stand-in page at the same address.
    await context.route('https://wa.me/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
    );
    await page.goto('/support');
    const chat = page.getByRole('link', { name: /Start Chat/ });
    await expect(chat).toHaveAttribute('href', CONTACT.whatsappHref);
    await expect(chat).toHaveAttribute('target', '_blank');
    await expect(chat).toHaveAttribute('rel', /noopener/);

    const [tab] = await Promise.all([context.waitForEvent('page'), chat.click()]);
    await expect(tab).toHaveURL(CONTACT.whatsappHref);
    // The support page itself stays where it was.
    await expect(page).toHaveURL(/\/support$/);
  });

  test('View FAQ brings the questions into view; an answer opens and leads on', async ({ page }) => {
    await page.goto('/support');
    const faqHeading = page.getByRole('heading', { name: 'Frequently asked questions' });
    await expect(faqHeading).not.toBeInViewport();

    await page.getByRole('button', { name: 'View FAQ' }).click();
    await expect(faqHeading).toBeFocused();
    await expect(faqHeading).toBeInViewport();

    const answer = page.getByText('Every request you send us gets a reference');
    await expect(answer).toBeHidden();
    await page.getByText('How do I track my delivery or request?').click();
    await expect(answer).toBeVisible();
    await answer.getByRole('link', { name: 'Track a request' }).click();
    await expect(page).toHaveURL(/\/track$/);
  });

  test('the support topics lead to the pages that handle them', async ({ page }) => {
    await page.goto('/support');
    const topics = page.getByRole('region', { name: 'Common support topics' });
    await topics.getByRole('link', { name: /Ship abroad with DHL/ }).click();
    await expect(page).toHaveURL(/\/dhl-shipping$/);
    await page.goBack();
    await topics.getByRole('link', { name: /Something else/ }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { name: 'Contact Us', level: 1 })).toBeVisible();
  });
});

test.describe('About', () => {
  test('each service links to its page, and the call to join leads to the vendor and driver forms', async ({
    page,
  }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { name: 'About GhanaMart', level: 1 })).toBeVisible();
    for (const value of ['Trust', 'Excellence', 'Innovation']) {
      await expect(page.getByRole('heading', { name: value, level: 3 })).toBeVisible();
    }

    const services = page.getByRole('region', { name: 'From your doorstep to the world' });
    for (const [name, path] of [
      ['Shop & Ship China', '/shop-ship-china'],
      ['Book a DHL pickup', '/dhl-shipping'],
      ['Request a delivery', '/delivery'],
    ] as const) {
      await services.getByRole('link', { name }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await page.goBack();
    }

    const join = page.getByRole('region', { name: 'Grow with GhanaMart' });
    await join.getByRole('link', { name: 'Become a vendor' }).click();
    await expect(page).toHaveURL(/\/vendors$/);
    await page.goBack();
    await join.getByRole('link', { name: 'Become a driver or rider' }).click();
    await expect(page).toHaveURL(/\/driver-rider-application$/);
  });
});
