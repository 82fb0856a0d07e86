import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN_PAGES } from '../src/shared/admin/admin-pages';
import { PAGE_PATHS } from '../src/shared/routes';
import { createAdmin, logInAsAdmin } from './admin-fixtures';
import { expect, test, waitForHydration } from './fixtures';
import { findProduct } from './product-data';
import { createDeal, openCart } from './shop-helpers';

/**
 * Deque's axe-core finds no WCAG 2.2 A or AA violation on any page of the shop: every path of the
 * router (src/shared/routes.ts) and the not-found page signed out; the personal pages signed in, the
 * cart drawer open over a page and the checkouts; every admin view (src/shared/admin/admin-pages.ts)
 * signed in as an admin, with an order's panel and the product form, and the login form signed out.
 * Both projects run it: a phone (375 px) and a desktop (1280 px). No rule and no element is left out.
 * The lists come from the route tables, so a new page is checked the day it is added.
 */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

test.describe.configure({ mode: 'parallel' });

/**
 * Resolves once the page shows what a person came for: React owns it, its heading is drawn and no
 * placeholder, spinner or busy control is left (axe judges what is on the screen, so a skeleton
 * would hide the contrast of the text it stands for). Grids that add their cards over a few tasks
 * have added them all when no placeholder is left and the document stops growing between two frames.
 */
async function waitForPage(page: Page) {
  await waitForHydration(page);
  await expect(page.locator('h1').first()).toBeVisible();
  await page.waitForFunction(() => {
    const loading = [
      ...document.querySelectorAll('[role="status"], .animate-pulse, [aria-busy="true"]'),
    ].some(
      (element) =>
        element.classList.contains('animate-pulse') ||
        element.getAttribute('aria-busy') === 'true' ||
        /^Loading/.test(element.getAttribute('aria-label') ?? element.textContent?.trim() ?? ''),
    );
    return !loading;
  });
  await page.evaluate(() => document.fonts.ready);
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const before = document.body.innerHTML.length;
        requestAnimationFrame(() =>
          requestAnimationFrame(() => resolve(document.body.innerHTML.length === before)),
        );
      }),
  );
}

interface Found {
  where: string;
  rule: string;
  impact: string;
  help: string;
  nodes: { target: string; summary: string }[];
}

/**
 * Sections below the first screen skip their rendering until they near it (`content-visibility:
 * auto`, ADR 048), and axe, which reads colours from what is painted, would take the footer's light
 * words for words on the page's light background. Rendered at once, they look as a shopper who
 * scrolls there sees them.
 */
const RENDER_EVERYTHING = '* { content-visibility: visible !important; }';

/**
 * What axe finds on the page as it stands, one entry per rule broken. Legacy mode runs axe in the
 * page itself: the default opens a blank page to merge the results of frames, which the shop has none of.
 */
async function analyse(page: Page, where: string): Promise<Found[]> {
  await page.addStyleTag({ content: RENDER_EVERYTHING });
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).setLegacyMode(true).analyze();
  return results.violations.map((violation) => ({
    where,
    rule: violation.id,
    impact: violation.impact ?? '',
    help: violation.help,
    nodes: violation.nodes.map((node) => ({
      target: node.target.join(' '),
      summary: (node.failureSummary ?? '').replace(/\s+/g, ' ').trim(),
    })),
  }));
}

/** The rule, where, the elements and why: what a reader needs to fix it. */
function report(found: Found[]): string {
  return found
    .map(
      (entry) =>
        `${entry.where}: ${entry.rule} (${entry.impact}, ${entry.nodes.length} nodes): ${entry.help}\n` +
        entry.nodes.map((node) => `    ${node.target}\n      ${node.summary}`).join('\n'),
    )
    .join('\n');
}

function expectNothingFound(found: Found[]) {
  expect(found.length === 0 ? '' : `axe found:\n${report(found)}`).toBe('');
}

/** A seeded deal, an in-stock drop-shipping product: the ids behind the ":id" paths. */
async function realIds(request: APIRequestContext): Promise<Record<string, string>> {
  const deal = await createDeal(request, { label: 'Axe Kettle', price: '149.99', originalPrice: '199.99' });
  const product = await findProduct(request, (candidate) => candidate.inStock, 'in stock');
  return { ':id': deal.id, ':productId': product.id };
}

function withIds(path: string, ids: Record<string, string>, reference: string): string {
  if (path === '/dropshipping-product/:id' || path === '/dropshipping-checkout/:id') {
    return path.replace(':id', ids[':productId']!);
  }
  // A demo vendor's store page (src/server/db/seed/sellers.ts).
  return path
    .replace(':id', ids[':id']!)
    .replace(':reference', reference)
    .replace(':slug', 'accra-tech-hub-acc7h2');
}

/** The shopper's cart checkout of one deal (pay on delivery): its ORD- reference. */
async function placeOrder(page: Page, dealId: string): Promise<string> {
  const added = await page.request.post('/api/cart/items', { data: { dealId, quantity: 1 } });
  expect(added.ok()).toBeTruthy();
  const placed = await page.request.post('/api/cart/checkout', {
    data: {
      deliveryName: 'Akosua Mensah',
      deliveryPhone: '024 765 4321',
      deliveryAddress: '12 Oxford Street, Osu, Accra',
      region: 'greater-accra',
      specialInstructions: 'Call at the blue gate',
    },
  });
  expect(placed.status()).toBe(201);
  return ((await placed.json()) as { reference: string }).reference;
}

const SIGNED_OUT = [...PAGE_PATHS, '/a-page-that-does-not-exist'];

let ids: Promise<Record<string, string>> | undefined;

for (const path of SIGNED_OUT) {
  test(`${path}, signed out`, async ({ page, request }) => {
    // /deals's fifty cards take axe a few seconds, many more on a loaded machine.
    test.setTimeout(90_000);
    ids ??= realIds(request);
    const url = withIds(path, await ids, 'ORD-AAAAAA');
    await page.goto(url);
    await waitForPage(page);
    const found = await analyse(page, url);
    expectNothingFound(found);
  });
}

test('the personal pages, the cart drawer and the checkouts, signed in', async ({
  page,
  request,
  signedIn: _,
}) => {
  test.setTimeout(120_000);
  const ids = await realIds(request);
  const reference = await placeOrder(page, ids[':id']!);
  const wished = await page.request.put(`/api/wishlist/${ids[':id']}`);
  expect(wished.ok()).toBeTruthy();
  const added = await page.request.post('/api/cart/items', { data: { dealId: ids[':id'], quantity: 2 } });
  expect(added.ok()).toBeTruthy();

  const found: Found[] = [];
  for (const path of ['/account', '/orders', `/orders/${reference}`, '/wishlist']) {
    await page.goto(path);
    await waitForPage(page);
    found.push(...(await analyse(page, path)));
  }
  // The in-app confirmation before the shopper cancels (on the order's page, the loop's last but one).
  await page.goto(`/orders/${reference}`);
  await waitForPage(page);
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByRole('dialog', { name: `Cancel order ${reference}?` })).toBeVisible();
  found.push(...(await analyse(page, 'the cancel confirmation')));
  await page.getByRole('button', { name: 'Keep my order' }).click();
  await page.goto('/');
  await waitForPage(page);
  const drawer = await openCart(page);
  await waitForPage(page);
  found.push(...(await analyse(page, 'the cart drawer over /')));
  // The checkout, with the messages of a form sent empty.
  await drawer.getByRole('button', { name: 'Checkout' }).click();
  const checkout = page.getByRole('dialog', { name: 'Complete Your Order' });
  await checkout.getByRole('button', { name: 'Place Order (Pay on Delivery)' }).click();
  await expect(checkout.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true');
  found.push(...(await analyse(page, 'the cart checkout, sent empty')));
  await page.goto(`/product/${ids[':id']}`);
  await waitForPage(page);
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page.getByRole('dialog', { name: 'Complete Your Order' })).toBeVisible();
  found.push(...(await analyse(page, 'Buy Now on a deal page')));
  expectNothingFound(found);
});

test('every admin view, and the login form', async ({ page, request }) => {
  test.setTimeout(150_000);
  const found: Found[] = [];
  await page.goto(ADMIN_PAGES.dashboard);
  await waitForPage(page);
  found.push(...(await analyse(page, 'the admin login')));
  await logInAsAdmin(page, await createAdmin(request));
  for (const path of Object.values(ADMIN_PAGES)) {
    await page.goto(path);
    await waitForPage(page);
    found.push(...(await analyse(page, path)));
  }
  // The two dialogs an admin works in most: a seeded order's panel and the product form.
  await page.goto(ADMIN_PAGES.orders);
  await waitForPage(page);
  await page.getByRole('button', { name: 'Manage' }).filter({ visible: true }).first().click();
  await expect(page.getByRole('dialog', { name: /^Order / })).toBeVisible();
  await waitForPage(page);
  found.push(...(await analyse(page, 'an order’s panel on /admin/orders')));
  await page
    .getByRole('dialog', { name: /^Order / })
    .getByRole('link', { name: 'Packing slip' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: /^Packing slip/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Items' })).toBeVisible();
  found.push(...(await analyse(page, 'an order’s packing slip')));
  await page.goto(ADMIN_PAGES.products);
  await waitForPage(page);
  await page.getByRole('button', { name: 'Add product' }).click();
  await expect(page.getByRole('dialog', { name: 'Add product' })).toBeVisible();
  found.push(...(await analyse(page, 'the product form on /admin/products')));
  // The bulk price change's confirmation, with its before → after examples (nothing is applied).
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Adjust China prices' }).click();
  await page.getByRole('form', { name: 'Adjust China prices' }).getByLabel('Percentage (%)').fill('5');
  await page.getByRole('button', { name: 'Preview the change' }).click();
  await expect(page.getByRole('dialog', { name: /^Raise the prices of/ })).toBeVisible();
  found.push(...(await analyse(page, 'the bulk price confirmation on /admin/products')));
  expectNothingFound(found);
});

test('a request’s quote page, its admin view and its thread on /track', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = `axe.${Date.now().toString(36)}.${process.pid}@example.com`;
  const sent = await request.post('/api/requests/shop-ship-usa', {
    data: {
      customerName: 'Esi Boateng',
      customerPhone: '026 555 7788',
      customerEmail: email,
      deliveryAddress: 'Block C, Spintex Road, Accra',
      productDescription: 'Ceramic tiles, 40 boxes',
      urgency: 'standard',
      specialInstructions: '',
      productUrls: '',
      estimatedBudget: '',
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const { reference } = (await sent.json()) as { reference: string };
  const found: Found[] = [];
  await logInAsAdmin(page, await createAdmin(request));
  await page.goto(`${ADMIN_PAGES.requests}?q=${encodeURIComponent(email)}`);
  await page
    .locator('li, tr')
    .filter({ hasText: reference })
    .filter({ visible: true })
    .getByRole('button', { name: reference })
    .click();
  const dialog = page.getByRole('dialog', { name: `Request ${reference}` });
  const quote = dialog.getByRole('form', { name: 'Write a quote' });
  await quote.getByLabel('Item cost').fill('3000');
  await quote.getByLabel('Freight').fill('900');
  await quote.getByRole('button', { name: 'Send the quote' }).click();
  await expect(dialog.getByText('Send a new quote', { exact: true })).toBeVisible();
  await dialog
    .getByRole('form', { name: 'Answer the requester' })
    .getByLabel('Answer')
    .fill('The tiles ship by sea.');
  await dialog.getByRole('button', { name: 'Send answer' }).click();
  await expect(dialog.getByText('The tiles ship by sea.')).toBeVisible();
  found.push(...(await analyse(page, 'a request with a quote and an answer on /admin/requests')));

  const requester = await (await browser.newContext(testInfo.project.use)).newPage();
  const links = async () => {
    const response = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`);
    const { messages } = (await response.json()) as { messages: { text: string }[] };
    return messages.flatMap((message) => message.text.match(/https?:\/\/\S+/g) ?? []);
  };
  await expect.poll(async () => (await links()).length).toBeGreaterThanOrEqual(3);
  for (const path of ['/quotes/', '/track']) {
    const link = (await links()).find((candidate) => new URL(candidate).pathname.startsWith(path))!;
    await requester.goto(link);
    await waitForPage(requester);
    await expect(
      requester.getByText(path === '/track' ? 'The tiles ship by sea.' : 'Total to pay'),
    ).toBeVisible();
    found.push(...(await analyse(requester, path)));
  }
  expectNothingFound(found);
});

test('the seller center, signed in as a verified vendor', async ({ page, browser, request, signedIn: _ }) => {
  test.setTimeout(150_000);
  const businessName = `Axe Traders ${Date.now().toString(36)}${test.info().project.name}`;
  const registered = await page.request.post('/api/vendors', {
    data: { businessName, businessEmail: `axe-${Date.now()}@example.com`, categoryIds: [] },
  });
  expect(registered.status()).toBe(201);
  const found: Found[] = [];
  // Not verified yet: the refusal in words.
  await page.goto('/seller');
  await expect(page.getByText('still being verified')).toBeVisible();
  found.push(...(await analyse(page, '/seller, not verified yet')));

  const { baseURL, viewport, isMobile, hasTouch } = test.info().project.use;
  const adminContext = await browser.newContext({ baseURL, viewport, isMobile, hasTouch });
  const admin = await adminContext.newPage();
  await logInAsAdmin(admin, await createAdmin(request));
  await admin.goto(ADMIN_PAGES.vendors);
  await admin
    .getByRole('listitem')
    .filter({ has: admin.getByRole('heading', { name: businessName }) })
    .getByRole('button', { name: 'Verify' })
    .click();
  await admin.getByRole('button', { name: 'Verify vendor' }).click();
  await expect(admin.getByText('Vendor verified')).toBeVisible();
  await adminContext.close();

  for (const path of ['/seller', '/seller/listings', '/seller/listings/new', '/seller/orders']) {
    await page.goto(path);
    await expect(
      page.getByRole('navigation', { name: 'Seller center' }).filter({ visible: true }),
    ).toBeVisible();
    await waitForPage(page);
    found.push(...(await analyse(page, path)));
  }
  // The deal form sent empty, with its messages.
  await page.goto('/seller/listings/new');
  await page.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByLabel('Product name')).toHaveAttribute('aria-invalid', 'true');
  found.push(...(await analyse(page, 'the seller deal form, sent empty')));
  expectNothingFound(found);
});
