import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createDeal } from './shop-helpers';

// ADR 043: the home page, /deals, the catalogue, the deal page and the drop-shipping product page are
// server-rendered: readable with JavaScript off, then hydrated with no console error or warning.
test.describe('server-rendered home page', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('shows the featured products and the flash deals with their prices and links', async ({ page }) => {
      await page.goto('/');
      // The first five of each list: the browser adds the others two per task (ADR 048).
      const strip = page.getByRole('list', { name: 'Featured drop-shipping products' });
      await expect(strip.getByRole('article')).toHaveCount(5);
      await expect(strip.getByRole('article').first()).toContainText(/GH₵[\d,]+\.\d{2}/);
      await expect(strip.getByRole('link', { name: /^View/ }).first()).toHaveAttribute(
        'href',
        /^\/dropshipping-product\/[\w-]+$/,
      );
      const deals = page.getByRole('list', { name: 'Flash deals' }).getByRole('article');
      await expect(deals).toHaveCount(5);
      await expect(deals.first()).toContainText(/₵[\d,]+\.\d{2}/);
    });
  });

  test('hydrates without a warning or an error, then reacts', async ({ page }) => {
    await expectCleanHydration(page);
  });

  test('hydrates without a warning for a signed-in shopper too', async ({ page, signedIn }) => {
    expect(signedIn.email).toBeTruthy();
    await expectCleanHydration(page);
  });
});

/** The page hydrates (a button reacts) with no console error or warning: React reports mismatches there. */
async function expectCleanHydration(page: Page) {
  const problems = collectProblems(page);
  await page.goto('/');
  const deals = page.getByRole('list', { name: 'Flash deals' }).getByRole('article');
  await expect(deals).toHaveCount(10);
  // "View More Products" works only once React owns the page.
  await page.getByRole('button', { name: 'View More Products' }).click();
  await expect(deals).toHaveCount(20);
  expect(problems).toEqual([]);
}

/** Console errors and warnings (React reports hydration mismatches there) and uncaught errors. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    // Playwright's own notice: this project blocks service workers outside the PWA spec.
    if (message.text() === 'Service Worker registration blocked by Playwright') return;
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

const PRICE = /GH₵[\d,]+\.\d{2}/;

async function firstId(
  request: APIRequestContext,
  path: string,
  field: 'products' | 'deals',
): Promise<string> {
  const body = (await (await request.get(path)).json()) as Record<string, { id: string }[]>;
  return body[field]![0]!.id;
}

test.describe('server-rendered /delivery', () => {
  test('shows its form without JavaScript, every field ready for typing', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/delivery');
    await expect(page.getByRole('heading', { level: 1, name: 'Delivery Request' })).toBeVisible();
    // What is typed before the scripts run is kept (before-hydration.spec.ts): nothing is disabled.
    await expect(page.locator('form').getByLabel('Sender Name')).toBeEnabled();
    await expect(page.locator('form summary', { hasText: 'Submit Delivery Request' })).toBeVisible();
    await expect(page.locator('form :disabled')).toHaveCount(0);
    await context.close();
  });

  test('hydrates cleanly, then takes what is typed', async ({ page }) => {
    const problems = collectProblems(page);
    await page.goto('/delivery');
    const name = page.locator('form').getByLabel('Sender Name');
    await name.fill('Ama Owusu');
    await expect(name).toHaveValue('Ama Owusu');
    await expect(page.getByRole('button', { name: 'Submit Delivery Request' })).toBeEnabled();
    expect(problems).toEqual([]);
  });
});

test.describe('server-rendered /deals', () => {
  test('shows the deals with their prices and links without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/deals');
    const deals = page.getByRole('list', { name: 'Deals' }).getByRole('article');
    // The first five, as the catalogue: the browser adds the others two per task (ADR 048).
    await expect(deals).toHaveCount(5);
    await expect(deals.first()).toContainText(/₵[\d,]+\.\d{2}/);
    await expect(deals.first().getByRole('link').last()).toHaveAttribute('href', /^\/product\/[\w-]+$/);
    await context.close();
  });

  test('hydrates cleanly, then a category filters the deals', async ({ page, request }) => {
    // The chips show when the newest deals span two categories: the other tests add theirs in one.
    const kettle = await createDeal(request, { label: 'Chip Kettle', category: 'Home & Kitchen' });
    const radio = await createDeal(request, { label: 'Chip Radio' });
    const problems = collectProblems(page);
    await page.goto('/deals');
    const deals = page.getByRole('list', { name: 'Deals' }).getByRole('article');
    await expect(deals.filter({ hasText: kettle.name })).toHaveCount(1);
    await expect(deals.filter({ hasText: radio.name })).toHaveCount(1);
    const chip = page
      .getByRole('group', { name: 'Category' })
      .getByRole('button', { name: 'Home & Kitchen' });
    // `goto` returned once the page hydrated (fixtures.ts): one click is enough. (Clicking until it
    // answered toggled the chip off again when a slow answer came after the retry's click.)
    await chip.click();
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await expect(deals.filter({ hasText: radio.name })).toHaveCount(0);
    await expect(deals.filter({ hasText: kettle.name })).toHaveCount(1);
    expect(problems).toEqual([]);
  });
});

test.describe('server-rendered catalogue', () => {
  for (const path of ['/dropshipping', '/dropshipping-usa', '/dropshipping-china']) {
    test(`${path} shows its first products with prices and links without JavaScript`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      // The first five: the browser adds the others two per task (ADR 048).
      const products = page.getByRole('list', { name: 'Products' }).getByRole('article');
      await expect(products).toHaveCount(5);
      await expect(products.first()).toContainText(PRICE);
      await expect(products.first().getByRole('link', { name: /^View/ })).toHaveAttribute(
        'href',
        /^\/dropshipping-product\/[\w-]+$/,
      );
      await context.close();
    });
  }

  test('renders the search and category of the URL as the browser would', async ({ browser, request }) => {
    const path = '/dropshipping?q=shirt';
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(path);
    const products = page.getByRole('list', { name: 'Products' }).getByRole('article');
    await expect(products.first()).toContainText(/shirt/i);
    await expect(page.getByRole('searchbox')).toHaveValue('shirt');
    const total = (await (await request.get('/api/catalogue/products?q=shirt&limit=1')).json()) as {
      total: number;
    };
    await expect(page.getByText(new RegExp(`${total.total} matching product`))).toBeVisible();
    await context.close();
  });

  test('hydrates cleanly with the server’s shuffle, then View More Products adds 20', async ({ page }) => {
    const problems = collectProblems(page);
    const apiReads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/catalogue/products?')) apiReads.push(request.url());
    });
    await page.goto('/dropshipping');
    const products = page.getByRole('list', { name: 'Products' }).getByRole('article');
    const firstServerCard = await products.first().textContent();
    await expect(products).toHaveCount(50);
    // The same shuffle, from the HTML: the browser did not read the first page again.
    expect(await products.first().textContent()).toBe(firstServerCard);
    expect(apiReads).toEqual([]);
    await page.getByRole('button', { name: 'View More Products' }).click();
    await expect(products).toHaveCount(70);
    expect(problems).toEqual([]);
  });
});

test.describe('server-rendered product and deal pages', () => {
  test('a product page shows its name, price and links without JavaScript', async ({ browser, request }) => {
    const id = await firstId(request, '/api/catalogue/products?limit=1', 'products');
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(`/dropshipping-product/${id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('product-total')).toHaveText(PRICE);
    await expect(page.locator('img[fetchpriority="high"]')).toHaveCount(1);
    await context.close();
  });

  test('a product page hydrates cleanly, then the quantity steps', async ({ page, request }) => {
    const id = await firstId(request, '/api/catalogue/products?limit=1', 'products');
    const problems = collectProblems(page);
    await page.goto(`/dropshipping-product/${id}`);
    const total = page.getByTestId('product-total');
    const before = await total.textContent();
    await expect(async () => {
      await page.getByRole('button', { name: 'Increase quantity' }).click();
      await expect(total).not.toHaveText(before!, { timeout: 2_000 });
    }).toPass();
    expect(problems).toEqual([]);
  });

  test('a deal page shows its name, price and links without JavaScript', async ({ browser, request }) => {
    const id = await firstId(request, '/api/deals', 'deals');
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(`/product/${id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('deal-total')).toHaveText(PRICE);
    await expect(page.getByRole('link', { name: 'Back to Deals' }).first()).toHaveAttribute('href', '/deals');
    await context.close();
  });

  test('a deal page hydrates cleanly, then the quantity steps', async ({ page, request }) => {
    const id = await firstId(request, '/api/deals', 'deals');
    const problems = collectProblems(page);
    await page.goto(`/product/${id}`);
    const total = page.getByTestId('deal-total');
    const before = await total.textContent();
    await expect(async () => {
      await page.getByRole('button', { name: 'Increase quantity' }).click();
      await expect(total).not.toHaveText(before!, { timeout: 2_000 });
    }).toPass();
    expect(problems).toEqual([]);
  });

  test('an unknown product or deal answers 404 with the page’s own words', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const unknown = '00000000-0000-4000-8000-000000000000';
    const product = await page.goto(`/dropshipping-product/${unknown}`);
    expect(product?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible();
    await expect(page.getByText('This product does not exist or is no longer available.')).toBeVisible();
    const deal = await page.goto(`/product/${unknown}`);
    expect(deal?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible();
    await expect(page.getByText('This deal is no longer available.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Deals' }).first()).toHaveAttribute('href', '/deals');
    await context.close();
  });

  test('with JavaScript, an unknown deal still goes to /deals', async ({ page }) => {
    await page.goto('/product/00000000-0000-4000-8000-000000000000');
    await expect(page).toHaveURL(/\/deals$/);
  });
});

// ADR 051: the scripts are asked for at once, not after the pictures: a picture that never arrives (a
// dropped link) does not keep the page's buttons dead.
test('a picture that never arrives does not hold the scripts back', async ({ page }) => {
  await page.route(/\/uploads\//, () => {
    // Never answered, as on a dropped link.
  });
  await page.goto('/deals', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
  // Hydrated: the search filters the list.
  await page.getByRole('searchbox', { name: 'Search deals' }).fill('no such deal anywhere');
  await expect(page.getByRole('heading', { name: 'No deals found matching your search.' })).toBeVisible();
});

// ADR 048: hydration takes over the server's HTML. The page's chunk is loaded before hydrating, so
// the page hydrates in one pass; before, the "hydrated" flag reached a page still waiting for its
// chunk and React drew it again from scratch (the page's every element replaced: a long task and a
// second LCP on a phone). The chunks after the first come late here, as on a slow link. The scripts
// are asked for before the page has loaded (ADR 051), and the first screen still paints first.
test.describe('hydration keeps the server’s HTML', () => {
  const pages: [name: string, path: (request: APIRequestContext) => Promise<string>][] = [
    ['the home page', async () => '/'],
    ['/deals', async () => '/deals'],
    ['the catalogue', async () => '/dropshipping'],
    ['/delivery', async () => '/delivery'],
    [
      'a product page',
      async (request) =>
        `/dropshipping-product/${await firstId(request, '/api/catalogue/products?limit=1', 'products')}`,
    ],
    ['a deal page', async (request) => `/product/${await firstId(request, '/api/deals', 'deals')}`],
  ];
  for (const [name, path] of pages) {
    test(`on ${name}`, async ({ page, request }) => {
      // The page's sections and headings as the HTML parser made them, before any script ran.
      await page.route(/\/assets\/(?!index-|rolldown-runtime-)[\w.-]+\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 500));
        await route.continue();
      });
      await page.addInitScript(() => {
        const w = window as unknown as { largestPaint: number; largestUrl: string; hydratedAt: number };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as LargestContentfulPaint[]) {
            w.largestPaint = entry.startTime;
            w.largestUrl = entry.url;
          }
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        document.addEventListener('readystatechange', () => {
          if (document.readyState !== 'interactive') return;
          // The page's scripts run after the HTML is parsed: React cannot have taken it over yet.
          new MutationObserver((_, observer) => {
            if (!document.documentElement.hasAttribute('data-hydrated')) return;
            w.hydratedAt = performance.now();
            observer.disconnect();
          }).observe(document.documentElement, { attributes: true });
          (window as unknown as { fromServer: Element[] }).fromServer = [
            ...document.querySelectorAll('main > *, main h1, main h2'),
          ];
        });
      });
      await page.goto(await path(request));
      await expect(page.locator('html[data-hydrated]')).toBeAttached();
      const kept = await page.evaluate(() => {
        const elements = (window as unknown as { fromServer: Element[] }).fromServer;
        return { all: elements.length, connected: elements.filter((element) => element.isConnected).length };
      });
      expect(kept.all).toBeGreaterThan(1);
      expect(kept.connected).toBe(kept.all);
      // The scripts are asked for before the page has loaded, and the first screen's largest
      // paint (its first picture where it has one) came before React took the page over.
      const timing = await page.evaluate(() => {
        const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
        const w = window as unknown as { largestPaint: number; largestUrl: string; hydratedAt: number };
        const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const entry = resources.find((resource) => /\/assets\/index-[\w-]+\.js$/.test(resource.name));
        const picture = w.largestUrl
          ? resources.find((resource) => resource.name === w.largestUrl)
          : undefined;
        return {
          entryRequested: entry?.startTime,
          loaded: navigation!.loadEventStart,
          largestPaint: w.largestPaint,
          pictureArrived: picture?.responseEnd ?? 0,
          hydratedAt: w.hydratedAt,
        };
      });
      expect(timing.entryRequested).toBeLessThan(timing.loaded);
      expect(timing.largestPaint).toBeGreaterThan(0);
      // A picture the server was slow to send (its first resize, on a loaded machine) paints when it
      // arrives, whatever the scripts do: only a picture that was there is required to paint first.
      if (timing.pictureArrived < timing.hydratedAt)
        expect(timing.largestPaint).toBeLessThan(timing.hydratedAt);
    });
  }
});

// ADR 051: the footer is the same on every page; a server-rendered page keeps it as the server's HTML
// (it is not hydrated), and its links still open their pages in the app.
test('the footer is not hydrated, and its links open their pages without reloading the shop', async ({
  page,
}) => {
  await page.goto('/deals');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  const footer = page.getByRole('contentinfo');
  // The element the renderer hydrated carries its own properties (Preact's listeners, `__e`).
  const hydrated = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__')));
  expect(await hydrated('main a')).toBe(true);
  expect(await hydrated('footer a')).toBe(false);
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  await footer.getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
  // The footer of a page the browser renders itself is rendered as usual, and the same.
  await expect(footer.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
});
