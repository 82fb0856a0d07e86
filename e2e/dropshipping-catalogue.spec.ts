import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

interface CategoryCount {
  name: string;
  count: number;
}

const productList = (page: Page) => page.getByRole('list', { name: 'Products' });
const productCards = (page: Page) => productList(page).getByRole('article');
const summary = (page: Page) => page.getByText(/^(Showing [\d,]+ of )?[\d,]+ (matching )?products?$/);
const categorySelect = (page: Page) => page.getByRole('combobox', { name: 'Category' });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search products' });

/**
 * The first 50 products. Rendering fifty cards takes a phone-sized moment, and the browser tests
 * share two cores with the server: the first page gets more time than an assertion's default.
 */
const expectFirstPage = (page: Page) => expect(productCards(page)).toHaveCount(50, { timeout: 20_000 });

/** A query parameter of the page's current URL. */
const param = (page: Page, key: string) => new URL(page.url()).searchParams.get(key);

async function categories(request: APIRequestContext): Promise<CategoryCount[]> {
  const response = await request.get('/api/catalogue/categories');
  return ((await response.json()) as { categories: CategoryCount[] }).categories;
}

async function totalOf(request: APIRequestContext, query: Record<string, string>): Promise<number> {
  const response = await request.get(
    `/api/catalogue/products?${new URLSearchParams({ ...query, limit: '1' })}`,
  );
  return ((await response.json()) as { total: number }).total;
}

/** Picks a tab: the tab itself on a wide screen, the "Select Category" drawer on a phone. */
async function chooseTab(page: Page, isPhone: boolean, name: string) {
  if (isPhone) {
    await page.getByRole('button', { name: /^Select Category:/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Select Category' });
    await drawer.getByRole('button', { name }).click();
    await expect(drawer).toBeHidden();
  } else {
    await page.getByRole('tab', { name }).click();
  }
}

async function expectTab(page: Page, isPhone: boolean, name: string) {
  if (isPhone) {
    await expect(page.getByRole('button', { name: `Select Category: ${name}` })).toBeVisible();
  } else {
    await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
  }
}

/** The country badges of the cards shown. */
async function countries(page: Page): Promise<string[]> {
  return productList(page)
    .getByText(/^(USA|China)$/)
    .allTextContents();
}

test.describe('drop-shipping catalogue', () => {
  test('shows 50 shuffled products with the hero, the claims and how drop shipping works', async ({
    page,
    request,
  }) => {
    const total = await totalOf(request, {});
    await page.goto('/dropshipping');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('link', { name: /Shop & Ship (from )?USA/ }),
    ).toHaveAttribute('href', '/shop-ship-usa');
    await expect(
      page.getByRole('main').getByRole('link', { name: /Shop & Ship (from )?China/ }),
    ).toHaveAttribute('href', '/shop-ship-china');
    for (const claim of ['5000+ Products', '24-30 Days Shipping', 'Global Shipping']) {
      await expect(page.getByText(claim)).toBeVisible();
    }
    await expect(searchBox(page)).toHaveAttribute('placeholder', 'Search products...');
    await expect(categorySelect(page).locator('option').first()).toHaveText('All Categories');

    await expectFirstPage(page);
    await expect(summary(page)).toHaveText(`Showing 50 of ${total.toLocaleString('en-GH')} products`);
    const card = productCards(page).first();
    await expect(card).toContainText(/GH₵[\d,]+\.\d{2}/);
    await expect(card).toContainText(/Ships in \d+-\d+ days/);
    await expect(card.getByRole('link', { name: /^View/ })).toHaveAttribute('target', '_blank');

    // Shuffled on load: another visit shows another order (one of a hundred: a visit may draw the
    // same one again, so the shopper reloads until it changes).
    const first = await productCards(page).getByRole('heading').allTextContents();
    await expect(async () => {
      await page.reload();
      await expectFirstPage(page);
      expect(await productCards(page).getByRole('heading').allTextContents()).not.toEqual(first);
    }).toPass({ intervals: [0], timeout: 30_000 });

    const steps = page.getByRole('region', { name: 'How Drop Shipping Works' });
    for (const step of ['Choose Products', 'Make Payment', 'Order Fulfillment']) {
      await expect(steps.getByRole('heading', { name: step })).toBeVisible();
    }
  });

  test('search narrows the list in any case, follows the URL, and clearing it brings all back', async ({
    page,
  }) => {
    await page.goto('/dropshipping');
    await expectFirstPage(page);
    const name = (await productCards(page).nth(3).getByRole('heading').textContent())!;

    await searchBox(page).fill(name.toUpperCase());
    await expect(productCards(page).getByRole('heading', { name, exact: true })).toBeVisible();
    await expect(productCards(page)).not.toHaveCount(50);
    await expect.poll(() => param(page, 'q')).toBe(name.toUpperCase());
    const matching = await productCards(page).count();
    expect(matching).toBeLessThan(50);

    // A shared link opens the same view.
    await page.goto(page.url());
    await expect(searchBox(page)).toHaveValue(name.toUpperCase());
    await expect(productCards(page)).toHaveCount(matching);

    await searchBox(page).fill('');
    await expectFirstPage(page);
    await expect(page).not.toHaveURL(/[?&]q=/);
  });

  test('nothing found shows the empty state; text that looks like code stays text', async ({ page }) => {
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    await page.goto('/dropshipping');
    await expectFirstPage(page);

    await searchBox(page).fill('<img src=x onerror=alert(1)>');
    await expect(page.getByRole('heading', { name: 'No products found' })).toBeVisible();
    await expect(page.getByText('Try adjusting your search or filters')).toBeVisible();
    await expect(productList(page)).toHaveCount(0);
    await expect.poll(() => param(page, 'q')).toBe('<img src=x onerror=alert(1)>');

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expectFirstPage(page);
    await expect(searchBox(page)).toHaveValue('');
    expect(dialogs).toBe(0);
  });

  test('the category dropdown filters the products', async ({ page, request }) => {
    const small = (await categories(request)).find((category) => category.count < 50)!;
    await page.goto('/dropshipping');
    await expectFirstPage(page);

    await categorySelect(page).selectOption(small.name);
    await expect.poll(() => param(page, 'category')).toBe(small.name);
    await expect(productCards(page)).toHaveCount(small.count);
    await expect(page.getByRole('heading', { level: 2, name: small.name })).toBeVisible();
    await expect(page.getByRole('button', { name: 'View More Products' })).toBeHidden();

    await categorySelect(page).selectOption({ label: 'All Categories' });
    await expectFirstPage(page);
    await expect(page).not.toHaveURL(/category=/);
  });

  test('the supplier tabs show one country each, with blue and orange badges', async ({
    page,
    request,
    isPhone,
  }) => {
    const usa = await totalOf(request, { country: 'USA' });
    const china = await totalOf(request, { country: 'China' });
    await page.goto('/dropshipping');
    await expectTab(page, isPhone, 'All Products');
    await expectFirstPage(page);
    expect(new Set(await countries(page))).toEqual(new Set(['USA', 'China']));

    await chooseTab(page, isPhone, 'USA Suppliers');
    await expect(page).toHaveURL(/[?&]tab=usa/);
    await expect(summary(page)).toHaveText(`Showing 50 of ${usa} products`);
    await expect.poll(() => countries(page).then((list) => [...new Set(list)])).toEqual(['USA']);
    await expect(productList(page).getByText('USA', { exact: true }).first()).toHaveClass(/bg-blue-600/);

    await chooseTab(page, isPhone, 'Chinese Suppliers');
    await expect(page).toHaveURL(/[?&]tab=china/);
    await expect(summary(page)).toHaveText(`Showing 50 of ${china} products`);
    await expect.poll(() => countries(page).then((list) => [...new Set(list)])).toEqual(['China']);
    await expect(productList(page).getByText('China', { exact: true }).first()).toHaveClass(/bg-orange/);

    await chooseTab(page, isPhone, 'All Products');
    await expect(page).not.toHaveURL(/tab=/);
    await expect(summary(page)).toHaveText(`Showing 50 of ${usa + china} products`);
  });

  test('a Categories card filters the products and returns to All Products', async ({
    page,
    request,
    isPhone,
  }) => {
    const all = await categories(request);
    const pick = all.find((category) => category.count < 50)!;
    await page.goto('/dropshipping');
    await chooseTab(page, isPhone, 'Categories');
    await expect(page).toHaveURL(/[?&]tab=categories/);

    const cards = page.getByRole('list', { name: 'Categories' }).getByRole('link');
    await expect(cards).toHaveCount(all.length);
    // Sorted by name, each with its emoji and count.
    await expect(cards.first()).toContainText(all[0]!.name);
    const card = cards.filter({ hasText: pick.name });
    await expect(card).toContainText(`${pick.count} product${pick.count === 1 ? '' : 's'}`);
    await expect(cards.filter({ hasText: 'Electronics' })).toContainText('📱');
    // The product grid repeats below the cards.
    await expectFirstPage(page);

    await card.click();
    await expectTab(page, isPhone, 'All Products');
    await expect.poll(() => param(page, 'category')).toBe(pick.name);
    await expect(page).not.toHaveURL(/tab=categories/);
    await expect(categorySelect(page)).toHaveValue(pick.name);
    await expect(productCards(page)).toHaveCount(pick.count);
    await expect(page.getByRole('list', { name: 'Categories' })).toBeHidden();
  });

  test('View More Products adds 20 at a time and goes once none remain', async ({ page, request }) => {
    // A category with between 51 and 70 products: one click shows them all.
    const category = (await categories(request)).find((entry) => entry.count > 50 && entry.count <= 70);
    test.skip(!category, 'the seeded catalogue has no category of 51 to 70 products');
    const total = await totalOf(request, {});

    await page.goto('/dropshipping');
    await expectFirstPage(page);
    const firstFifty = await productCards(page).getByRole('heading').allTextContents();
    await page.getByRole('button', { name: 'View More Products' }).click();
    await expect(productCards(page)).toHaveCount(70);
    await expect(summary(page)).toHaveText(`Showing 70 of ${total} products`);
    // The first fifty stay in place; twenty others follow (the same shuffle, read on).
    const seventy = await productCards(page).getByRole('heading').allTextContents();
    expect(seventy.slice(0, 50)).toEqual(firstFifty);
    expect(new Set(seventy).size).toBe(70);

    await page.goto(`/dropshipping?${new URLSearchParams({ category: category!.name })}`);
    await expectFirstPage(page);
    await page.getByRole('button', { name: 'View More Products' }).click();
    await expect(productCards(page)).toHaveCount(category!.count);
    await expect(summary(page)).toHaveText(`${category!.count} matching products`);
    await expect(page.getByRole('button', { name: 'View More Products' })).toBeHidden();
  });

  test('under 768 px the tabs are a "Select Category" drawer; wider, they are tabs', async ({
    page,
    isPhone,
  }) => {
    await page.goto('/dropshipping');
    await expectFirstPage(page);
    const drawerButton = page.getByRole('button', { name: /^Select Category:/ });
    if (!isPhone) {
      await expect(page.getByRole('tablist', { name: 'Products' })).toBeVisible();
      await expect(page.getByRole('tab')).toHaveCount(4);
      await expect(drawerButton).toBeHidden();
      return;
    }
    await expect(page.getByRole('tablist')).toBeHidden();
    await expect(drawerButton).toHaveText('All Products');

    await drawerButton.click();
    const drawer = page.getByRole('dialog', { name: 'Select Category' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'All Products' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    for (const name of ['USA Suppliers', 'Chinese Suppliers', 'Categories']) {
      await expect(drawer.getByRole('button', { name })).toBeVisible();
    }
    // Escape closes it without changing anything, and the focus returns to the button.
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(drawerButton).toBeFocused();

    await drawerButton.click();
    await drawer.getByRole('button', { name: 'Chinese Suppliers' }).click();
    await expect(drawer).toBeHidden();
    await expect(drawerButton).toHaveText('Chinese Suppliers');
    await expect.poll(() => countries(page).then((list) => [...new Set(list)])).toEqual(['China']);
  });

  test('the URL preselects the category and the tab, and the country paths their tab', async ({
    page,
    isPhone,
  }) => {
    await page.goto('/dropshipping?category=Electronics&tab=usa');
    await expectTab(page, isPhone, 'USA Suppliers');
    await expect(categorySelect(page)).toHaveValue('Electronics');
    await expect(page.getByRole('heading', { level: 2, name: 'Electronics' })).toBeVisible();
    await expect.poll(() => countries(page).then((list) => [...new Set(list)])).toEqual(['USA']);

    await page.goto('/dropshipping?tab=categories');
    await expectTab(page, isPhone, 'Categories');
    await expect(page.getByRole('list', { name: 'Categories' })).toBeVisible();

    await page.goto('/dropshipping-china');
    await expectTab(page, isPhone, 'Chinese Suppliers');
    await expect.poll(() => countries(page).then((list) => [...new Set(list)])).toEqual(['China']);

    await page.goto('/dropshipping-usa');
    await expectTab(page, isPhone, 'USA Suppliers');
    await expect.poll(() => countries(page).then((list) => [...new Set(list)])).toEqual(['USA']);
  });

  test('Back restores the previous filters', async ({ page, request, isPhone }) => {
    const small = (await categories(request)).find((category) => category.count < 50)!;
    await page.goto('/dropshipping');
    await expectFirstPage(page);

    await categorySelect(page).selectOption(small.name);
    await expect(productCards(page)).toHaveCount(small.count);
    await chooseTab(page, isPhone, 'Categories');
    await expect(page.getByRole('list', { name: 'Categories' })).toBeVisible();

    await page.goBack();
    await expectTab(page, isPhone, 'All Products');
    await expect(categorySelect(page)).toHaveValue(small.name);
    await expect(productCards(page)).toHaveCount(small.count);

    await page.goBack();
    await expect(categorySelect(page)).toHaveValue('');
    await expectFirstPage(page);
  });

  test('Order Now opens the product page, and Back shows the same products again', async ({ page }) => {
    await page.goto('/dropshipping');
    await expectFirstPage(page);
    const order = await productCards(page).getByRole('heading').allTextContents();
    const card = productCards(page)
      .filter({ has: page.getByRole('link', { name: 'Order Now' }) })
      .first();
    const href = await card.getByRole('link', { name: /^View/ }).getAttribute('href');
    expect(href).toMatch(/^\/dropshipping-product\/[0-9a-f-]{36}$/);

    await card.getByRole('link', { name: 'Order Now' }).click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await page.goBack();
    await expectFirstPage(page);
    expect(await productCards(page).getByRole('heading').allTextContents()).toEqual(order);
  });

  test('when the products fail to load, the six sample products show', async ({ page }) => {
    await page.route('**/api/catalogue/products?*', (route) =>
      route.fulfill({ status: 503, json: { error: { code: 'UNAVAILABLE', message: 'Down' } } }),
    );
    // Opened directly, the page comes with its products rendered by the server (ADR 043): reach it
    // inside the app, so that the browser reads the list itself.
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => {
      history.pushState({}, '', '/dropshipping');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(productCards(page)).toHaveCount(6);
    await expect(page.getByRole('heading', { name: 'Voltix Pro Wireless Earbuds' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'View More Products' })).toBeHidden();
  });

  test('the header leads into the catalogue: View All Categories and a category tile', async ({
    page,
    isPhone,
  }) => {
    await page.goto('/');
    if (isPhone) await page.getByRole('button', { name: 'Open menu' }).click();
    else await page.getByRole('button', { name: 'Categories' }).click();
    await page.getByRole('link', { name: 'View All Categories' }).click();
    await expect(page).toHaveURL(/\/dropshipping\?tab=categories$/);
    await expectTab(page, isPhone, 'Categories');
    await expect(page.getByRole('list', { name: 'Categories' }).getByRole('link').first()).toBeVisible();

    await page.goto('/');
    if (isPhone) await page.getByRole('button', { name: 'Open menu' }).click();
    else await page.getByRole('button', { name: 'Categories' }).click();
    const tile = page.getByRole('link', { name: /Accessories/ }).first();
    await tile.click();
    await expect(page).toHaveURL(/\/dropshipping\?category=Accessories$/);
    await expectTab(page, isPhone, 'All Products');
    await expect(categorySelect(page)).toHaveValue('Accessories');
  });
});
