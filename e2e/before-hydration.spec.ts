import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { cartButton, createDeal, toast } from './shop-helpers';

// docs/decisions/050: on a slow phone the page is on screen seconds before its scripts have run.
// What the shopper does then works without them, or is kept and carried out once they have.
// The page's scripts are held back here until the test lets them go, so that it acts before
// hydration every time (no sleep); `page.mainFrame().goto` is the browser's own, which does not wait
// for hydration as the fixtures' `page.goto` does.

/** Holds every script of the app until `release()`. */
async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/[\w.-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return {
    async release() {
      release();
      await expect(page.locator('html[data-hydrated]')).toBeAttached({ timeout: 20_000 });
    },
  };
}

/** Opens a server-rendered page and returns once its HTML is parsed, its scripts still held back. */
async function openBeforeScripts(page: Page, path: string) {
  const scripts = await holdScripts(page);
  // The scripts are asked for from the head (ADR 051): DOMContentLoaded and load wait for them, so
  // this waits for the HTML to be parsed instead.
  await page.mainFrame().goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(() => document.readyState !== 'loading');
  await expect(page.locator('html[data-hydrated]')).not.toBeAttached();
  return scripts;
}

const results = (page: Page) => page.locator('#catalogue-results-heading ~ *').first();

test.describe('the catalogue before its scripts', () => {
  test('a search typed before hydration filters the list once hydrated', async ({ page }) => {
    const scripts = await openBeforeScripts(page, '/dropshipping');
    const box = page.getByRole('searchbox', { name: 'Search products' });
    await box.pressSequentially('zzqx');
    await expect(box).toHaveValue('zzqx');
    await scripts.release();
    await expect(box).toHaveValue('zzqx');
    await expect(page).toHaveURL(/[?&]q=zzqx/);
    await expect(page.getByRole('list', { name: 'Products' }).getByRole('article')).toHaveCount(0);
    await expect(results(page)).not.toContainText('Loading products');
  });

  test('a category chosen before hydration is applied once hydrated', async ({ page, request }) => {
    const body = (await (await request.get('/api/catalogue/categories')).json()) as {
      categories: { name: string }[];
    };
    const category = body.categories[0]!.name;
    const scripts = await openBeforeScripts(page, '/dropshipping');
    await page.getByRole('combobox', { name: 'Category' }).selectOption(category);
    await scripts.release();
    await expect(page).toHaveURL(
      new RegExp(`[?&]category=${encodeURIComponent(category).replaceAll('%20', '\\+')}`),
    );
    await expect(page.getByRole('heading', { level: 2, name: category })).toBeVisible();
  });

  test.describe('with its scripts blocked', () => {
    test('Enter in the search box asks the server for the filtered page', async ({ page, request }) => {
      const body = (await (await request.get('/api/catalogue/products?limit=1')).json()) as {
        products: { name: string }[];
      };
      const word = body.products[0]!.name.split(/\s+/).find((part) => part.length > 3)!;
      await page.route(/\.js$/, (route) => route.abort());
      await page.mainFrame().goto('/dropshipping-usa');
      await page.getByRole('searchbox', { name: 'Search products' }).fill(word);
      await page.getByRole('searchbox', { name: 'Search products' }).press('Enter');
      await expect(page).toHaveURL(new RegExp(`/dropshipping-usa\\?q=${encodeURIComponent(word)}`));
      const cards = page.getByRole('list', { name: 'Products' }).getByRole('article');
      await expect(cards.first()).toBeVisible();
      await expect(page.getByText(/matching product/)).toBeVisible();
      await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue(word);
    });

    test('the tabs are links the server renders', async ({ page, isPhone }) => {
      await page.route(/\.js$/, (route) => route.abort());
      await page.mainFrame().goto('/dropshipping');
      if (isPhone) {
        await page.locator('summary', { hasText: 'All Products' }).click();
        await page
          .getByRole('navigation', { name: 'Select Category' })
          .getByRole('link', { name: 'Chinese Suppliers' })
          .click();
      } else {
        await page.getByRole('tab', { name: 'Chinese Suppliers' }).click();
      }
      await expect(page).toHaveURL(/\/dropshipping\?tab=china$/);
      await expect(page.getByRole('heading', { level: 2, name: 'Chinese Suppliers' })).toBeVisible();
    });
  });
});

test.describe('/deals before its scripts', () => {
  test('with its scripts blocked, Enter in the search asks the server for the filtered deals', async ({
    page,
    request,
  }) => {
    const deal = await createDeal(request, { label: 'Server Search' });
    await page.route(/\.js$/, (route) => route.abort());
    await page.mainFrame().goto('/deals');
    const search = page.getByRole('searchbox', { name: 'Search deals' });
    await search.fill(deal.name);
    await search.press('Enter');
    await expect(page).toHaveURL(/\/deals\?q=E2E\+Server\+Search/);
    const deals = page.getByRole('list', { name: 'Deals' }).getByRole('article');
    await expect(deals).toHaveCount(1);
    await expect(deals.first()).toContainText(deal.name);
  });

  test('a search typed before hydration filters the deals once hydrated', async ({ page, request }) => {
    const deal = await createDeal(request, { label: 'Early Search' });
    const scripts = await openBeforeScripts(page, '/deals');
    await page.getByRole('searchbox', { name: 'Search deals' }).pressSequentially(deal.name);
    await scripts.release();
    const deals = page.getByRole('list', { name: 'Deals' }).getByRole('article');
    await expect(deals).toHaveCount(1);
    await expect(deals.first()).toContainText(deal.name);
    await expect(page).toHaveURL(/\/deals\?q=E2E\+Early\+Search/);
  });
});

test.describe('menus before the scripts', () => {
  test('the header’s menu opens before hydration and still closes after', async ({ page, isPhone }) => {
    const scripts = await openBeforeScripts(page, '/deals');
    const menu = isPhone
      ? page.locator('header summary[aria-label="Open menu"]')
      : page.locator('header summary', { hasText: 'Categories' });
    await menu.click();
    const viewAll = page.getByRole('banner').getByRole('link', { name: 'View All Categories' });
    await expect(viewAll).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('menu-before-hydration.png') });
    await scripts.release();
    // Still open once React owns the page; Escape closes it and gives the focus to the menu's button.
    await expect(viewAll).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(viewAll).toBeHidden();
    const button = page.getByRole('button', { name: isPhone ? 'Open menu' : 'Categories' });
    await expect(button).toBeFocused();
    await button.click();
    if (isPhone) await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    else await expect(viewAll).toBeVisible();
  });

  test('the phone’s "Select Category" opens before hydration', async ({ page, isPhone }) => {
    test.skip(!isPhone, 'a phone’s control: wider screens show the tabs');
    const scripts = await openBeforeScripts(page, '/dropshipping');
    await page.locator('summary', { hasText: 'All Products' }).click();
    const links = page.getByRole('navigation', { name: 'Select Category' });
    await expect(links.getByRole('link', { name: 'USA Suppliers' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('select-category-before-hydration.png') });
    await scripts.release();
    await links.getByRole('link', { name: 'USA Suppliers' }).click();
    await expect(page).toHaveURL(/\/dropshipping\?tab=usa$/);
    await expect(page.getByRole('button', { name: 'Select Category: USA Suppliers' })).toBeVisible();
    await expect(links).toHaveCount(0);
  });
});

test.describe('forms and actions before the scripts', () => {
  test('the delivery request keeps what was typed before hydration and sends it', async ({ page }) => {
    const scripts = await openBeforeScripts(page, '/delivery');
    const form = page.locator('form');
    await form.getByLabel('Sender Name').fill('Kwame Early');
    await form.getByLabel(/^City\W*$/).selectOption('accra');
    await form.getByRole('radio', { name: 'Mini Van' }).check();
    await form.getByLabel('Pickup Address').fill('12 Oxford Street, Osu');
    await scripts.release();
    await expect(form.getByLabel('Sender Name')).toHaveValue('Kwame Early');
    await expect(form.getByLabel(/^City\W*$/)).toHaveValue('accra');
    await expect(form.getByRole('radio', { name: 'Mini Van' })).toBeChecked();

    // The rest after hydration; the request carries what was typed before.
    await form.getByLabel(/^Phone Number\W*$/).fill('024 123 4567');
    await form.getByLabel('Receiver Name').fill('Ama Owusu');
    await form.getByLabel('Receiver Phone Number').fill('020 765 4321');
    await form.getByLabel('Receiver City').selectOption({ label: 'Kumasi' });
    await form.getByLabel('Delivery Address').fill('Adum, near Kejetia market');
    await form.getByLabel('Package Type').selectOption({ label: 'Fragile Item' });
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    await form.getByLabel('Preferred Pickup Date').fill(tomorrow);
    await form.getByLabel('Preferred Pickup Time').fill('10:30');
    await form.getByRole('radio', { name: 'Same-Day Express' }).check();
    await form.getByRole('radio', { name: 'Mobile Money' }).check();
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/requests/delivery'));
    await form.getByRole('button', { name: 'Submit Delivery Request' }).click();
    const body = (await sent).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({
      senderName: 'Kwame Early',
      senderCity: 'accra',
      senderPickupAddress: '12 Oxford Street, Osu',
    });
    expect(body.transportType).toBeTruthy();
    await expect(page.getByRole('status').filter({ hasText: 'Your reference' })).toContainText(
      /DLV-[2-9A-HJ-NP-Z]{6}/,
    );
  });

  test('Submit pressed before hydration checks the form once hydrated', async ({ page }) => {
    const scripts = await openBeforeScripts(page, '/delivery');
    const submit = page.locator('summary', { hasText: 'Submit Delivery Request' });
    await submit.click();
    await expect(submit).toHaveAccessibleName('Loading…');
    await scripts.release();
    await expect(page.getByText('Sender name is required', { exact: true })).toBeVisible();
  });

  test('Add to Cart tapped before hydration is carried out once hydrated', async ({
    page,
    request,
    signedIn: _,
  }) => {
    const deal = await createDeal(request, { label: 'Early Cart' });
    const scripts = await openBeforeScripts(page, `/product/${deal.id}`);
    const addToCart = page.locator('summary', { hasText: 'Add to Cart' });
    await addToCart.click();
    // It says it is on its way, in words that are also its name.
    await expect(addToCart.getByText('Loading…')).toBeVisible();
    await expect(addToCart).toHaveAccessibleName('Loading…');
    await page.screenshot({ path: test.info().outputPath('add-to-cart-before-hydration.png') });
    await scripts.release();
    await expect(toast(page, 'Added to Cart', `1 × ${deal.name} added to your cart`)).toBeVisible();
    await expect(cartButton(page)).toHaveAttribute('aria-label', 'Cart, 1 item');
  });

  test('quantity stepped before hydration counts once hydrated', async ({ page, request }) => {
    const deal = await createDeal(request, { label: 'Early Quantity', price: '10.00' });
    const scripts = await openBeforeScripts(page, `/product/${deal.id}`);
    await page.locator('summary[aria-label="Increase quantity"]').click();
    await scripts.release();
    await expect(page.getByTestId('deal-total')).toHaveText('GH₵20.00');
  });
});

test.describe('a press across hydration', () => {
  // A press that starts on a <summary> drawn before the scripts and ends once React has swapped it
  // for its button (View More, Add to Cart, the quantity…) is one press, carried out once: the
  // <summary> stays until the pointer is up.
  test('a quantity step pressed as the page hydrates counts once', async ({ page, request }) => {
    const deal = await createDeal(request, { label: 'Press Across', price: '10.00' });
    const scripts = await openBeforeScripts(page, `/product/${deal.id}`);
    await page.locator('summary[aria-label="Increase quantity"]').hover();
    await page.mouse.down();
    await scripts.release();
    await page.mouse.up();
    await expect(page.getByTestId('deal-total')).toHaveText('GH₵20.00');
    await expect(page.getByRole('button', { name: 'Increase quantity' })).toBeVisible();
  });

  test('the header’s menu pressed as the page hydrates opens', async ({ page, isPhone }) => {
    const scripts = await openBeforeScripts(page, '/deals');
    const menu = isPhone
      ? page.locator('header summary[aria-label="Open menu"]')
      : page.locator('header summary', { hasText: 'Categories' });
    await menu.hover();
    await page.mouse.down();
    await scripts.release();
    await page.mouse.up();
    await expect(page.getByRole('banner').getByRole('link', { name: 'View All Categories' })).toBeVisible();
  });
});
