import type { Page } from '@playwright/test';
import { API_PRODUCTS } from '../src/shared/api-paths';
import { SW_CACHES, SW_PAGES_CACHE } from '../src/web/pwa/sw-caches';
import { expect, test } from './fixtures';
import { findProduct, productPath } from './product-data';
import { createDeal } from './shop-helpers';
import { askForFormParts } from './worker-helpers';

// Offline (ADR 047): saved pages open from the worker's shell and answers with a banner; a page never
// opened gets the offline page; form drafts survive a reload.

const SAVED_PRICES = "You're offline — showing saved prices";

const productCards = (page: Page) => page.getByRole('list', { name: 'Products' }).getByRole('article');

const banner = (page: Page) => page.getByRole('status').filter({ hasText: "You're offline" });

test.describe('offline, with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the catalogue, a product page and a deal page open from the saved answers, with the banner; another page lists what is saved', async ({
    page,
    context,
    request,
  }) => {
    const product = await findProduct(request, () => true, 'any');
    const deal = await createDeal(request, { label: 'Offline Kettle', price: '75.00' });

    await page.goto(productPath(product));
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    // The worker takes control of this page once active (clientsClaim): from then on it saves answers.
    await page.waitForFunction(async () => {
      await navigator.serviceWorker.ready;
      return navigator.serviceWorker.controller !== null;
    });
    // This first page came before the worker: the page itself remembered it, and handed the worker
    // the answers it was rendered from (it is not opened again before going offline).
    await page.waitForFunction(
      async ({ pageCache, apiCache, path, answer }) =>
        (await caches.match(path, { cacheName: pageCache })) !== undefined &&
        (await caches.match(answer, { cacheName: apiCache })) !== undefined,
      {
        pageCache: SW_PAGES_CACHE,
        apiCache: SW_CACHES.api,
        path: productPath(product),
        answer: `${API_PRODUCTS}/${product.id}`,
      },
    );
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/dropshipping');
    await expect(productCards(page).first()).toBeVisible();
    await page.goto(`/product/${deal.id}`);
    await expect(page.getByRole('heading', { level: 1, name: deal.name })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);

    await context.setOffline(true);
    try {
      await page.goto('/dropshipping');
      await expect(banner(page)).toHaveText(SAVED_PRICES);
      await expect(productCards(page).first()).toBeVisible();

      await page.goto(productPath(product));
      await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
      await expect(banner(page)).toHaveText(SAVED_PRICES);

      await page.goto(`/product/${deal.id}`);
      await expect(page.getByRole('heading', { level: 1, name: deal.name })).toBeVisible();
      await expect(banner(page)).toHaveText(SAVED_PRICES);

      // Never opened here: the offline page, not a browser error, listing the saved pages as links.
      await page.goto('/insurance');
      await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
      await expect(banner(page)).toHaveText("You're offline");
      const pages = page.getByRole('region', { name: 'Saved pages' });
      await expect(pages.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
      await expect(pages.getByRole('link', { name: 'Drop-shipping catalogue' })).toBeVisible();
      const products = page.getByRole('region', { name: 'Saved products and deals' });
      await expect(products.getByRole('link', { name: deal.name })).toHaveAttribute(
        'href',
        `/product/${deal.id}`,
      );
      await products.getByRole('link', { name: product.name }).click();
      await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${productPath(product)}$`));

      // A link followed offline to a page whose code this phone never fetched: the offline page
      // again, not "Something went wrong".
      await page.getByRole('contentinfo').getByRole('link', { name: 'Shop for Me' }).click();
      await expect(page).toHaveURL(/\/shop-for-me$/);
      await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
    } finally {
      await context.setOffline(false);
    }
    // Back online, the offline page reloads itself into the page asked for. The test ends once that
    // navigation and the worker's work it starts are done (the parts that lead to a form, ADR 056):
    // a context closed in the middle of them once took longer than the test.
    await expect(page.getByRole('heading', { level: 1, name: 'Shop for Me' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toHaveCount(0);
    expect(await askForFormParts(page)).toEqual({ cached: true });
  });
});

test.describe('form drafts', () => {
  test('a half-filled delivery form survives a reload', async ({ page }) => {
    await page.goto('/delivery');
    const form = page.locator('form');
    await form.getByLabel('Receiver Name').fill('Akosua Mensah');
    await form.getByRole('radio', { name: 'Regular (2-3 days)' }).check();
    await form.getByLabel('Special Instructions (optional)').fill('Call at the blue gate');

    await page.reload();
    await expect(form.getByLabel('Receiver Name')).toHaveValue('Akosua Mensah');
    await expect(form.getByRole('radio', { name: 'Regular (2-3 days)' })).toBeChecked();
    await expect(form.getByLabel('Special Instructions (optional)')).toHaveValue('Call at the blue gate');
  });

  test('a draft is gone once the form was sent', async ({ page }) => {
    await page.goto('/contact');
    const form = page.locator('form');
    await form.getByLabel('Full Name').fill('Kwame Mensah');
    await form.getByLabel('Email Address').fill('kwame.drafts@example.com');
    await form.getByLabel('Phone Number').fill('024 123 4567');
    await form.getByLabel('Subject').fill('Delivery to Kumasi');
    await page.reload();
    await expect(form.getByLabel('Subject')).toHaveValue('Delivery to Kumasi');

    await form.getByLabel('Message').fill('Do you deliver to Kumasi on Saturdays?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your reference' })).toBeVisible();

    await page.reload();
    await expect(form.getByLabel('Full Name')).toHaveValue('');
    await expect(form.getByLabel('Subject')).toHaveValue('');
  });
});
