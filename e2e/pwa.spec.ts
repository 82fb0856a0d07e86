import { PAYMENT_PROVIDER_META } from '../src/shared/checkout/payment-provider-meta';
import { SW_CACHES } from '../src/web/pwa/sw-caches';
import { expect, test } from './fixtures';

// The installable app (ADR 044). Every other spec blocks service workers (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

test('the manifest and the service worker are served with the right headers', async ({ request }) => {
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  expect(manifest.headers()['cache-control']).toBe('no-cache');
  const body = (await manifest.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(body).toMatchObject({
    name: 'GhanaMart',
    start_url: '/',
    display: 'standalone',
    theme_color: '#006b3f',
  });
  expect(body.short_name.length).toBeLessThanOrEqual(12);
  expect(body.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of body.icons) {
    const image = await request.get(icon.src);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
  }

  const worker = await request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['content-type']).toMatch(/javascript/);
  expect(worker.headers()['cache-control']).toBe('no-cache');
  const csp = worker.headers()['content-security-policy'];
  expect(csp).toContain("worker-src 'self'");
  expect(csp).toContain("manifest-src 'self'");
});

test('the page links the manifest, and the worker registers and controls the page after a reload', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');

  const scriptUrl = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  expect(scriptUrl).toMatch(/\/sw\.js$/);

  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
  // Online, pages still come from the server (with what it adds to each: here the payment
  // provider's meta), never from the precached copy of index.html.
  await expect(page.locator(`meta[name="${PAYMENT_PROVIDER_META}"]`)).toHaveCount(1);

  // Once in control, the worker keeps the catalogue's answers and its pictures, and nothing personal.
  const cached = async () =>
    page.evaluate(async (names) => {
      const urls: Record<string, string[]> = {};
      for (const name of await caches.keys()) {
        const keys = await (await caches.open(name)).keys();
        urls[name] = keys.map((request) => new URL(request.url).pathname);
      }
      return { urls, names };
    }, SW_CACHES);
  await expect
    .poll(async () => {
      const { urls, names } = await cached();
      return {
        catalogue: (urls[names.api] ?? []).some((path) => /^\/api\/(catalogue|deals)\b/.test(path)),
        pictures: (urls[names.images] ?? []).length > 0,
      };
    })
    .toEqual({ catalogue: true, pictures: true });
  const everything = Object.values((await cached()).urls).flat();
  expect(everything.filter((path) => /^\/api\/(auth|cart|account|orders|wishlist)/.test(path))).toEqual([]);
  expect(errors).toEqual([]);
});

test('offline, a visited page still opens from the saved app shell and pictures', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await page.evaluate(async () => navigator.serviceWorker.ready);
  await page.reload();
  const picture = page.locator('main img').first();
  await expect(picture).toBeVisible();
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);

  await context.setOffline(true);
  await page.reload();
  // The shell and its deals come from the worker's caches: the page renders, with its pictures.
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(1);
  await expect(picture).toBeVisible();
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await context.setOffline(false);
});
