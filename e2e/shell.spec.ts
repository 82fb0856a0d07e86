import { expect, test } from './fixtures';

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the categories menu lists the catalogue categories from the database', async ({ page, isPhone }) => {
  await page.goto('/');
  if (isPhone) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const section = page.getByRole('region', { name: 'Categories' });
    await expect(section.getByRole('link', { name: /products?$/ })).toHaveCount(6);
    await expect(page.getByRole('link', { name: 'View All Categories' })).toBeVisible();
  } else {
    await page.getByRole('button', { name: 'Categories' }).click();
    const tiles = page.getByRole('link', { name: /\d+ products?$/ });
    await expect(tiles).toHaveCount(9);
    // The seed's categories, sorted by name: Accessories comes first.
    await expect(tiles.first()).toContainText('Accessories');
    await tiles.first().click();
    await expect(page).toHaveURL(/\/dropshipping\?category=Accessories$/);
  }
});

test('the footer links every service and the admin area', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const name of [
    /Delivery/,
    /DHL/,
    /Shop for Me/,
    /Insurance/,
    /About/,
    /Contact/,
    /Support/,
    /Admin/,
  ]) {
    await expect(footer.getByRole('link', { name }).first()).toBeVisible();
  }
  await expect(footer).toContainText('© 2026 GhanaMart');
});

test('the signedIn fixture shares its session with the page', async ({ page, signedIn, isPhone }) => {
  await page.goto('/');
  if (isPhone) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog').getByText(signedIn.email)).toBeVisible();
  } else {
    await expect(page.getByRole('button', { name: `Account menu for ${signedIn.email}` })).toBeVisible();
  }
});

test('pages run under the content security policy without violations', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  for (const path of ['/', '/auth', '/deals', '/no/such/page']) {
    await page.goto(path);
    await expect(page.getByRole('contentinfo')).toBeVisible();
  }
  expect(violations).toEqual([]);
});
