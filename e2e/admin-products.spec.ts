import sharp from 'sharp';
import { createAdmin, logInAsAdmin } from './admin-fixtures';
import { expect, test } from './fixtures';

test('an admin adds, edits, bulk-adjusts and deletes a drop-shipping product', async ({
  page,
  request,
}, testInfo) => {
  // One long journey (add, edit, bulk preview, apply and undo, delete): more steps than the default allows.
  test.setTimeout(90_000);
  // Each project adjusts its own country, so the two runs never change each other's prices (they
  // run after every other journey: playwright.config.ts).
  const country = testInfo.project.name.startsWith('phone') ? 'USA' : 'China';
  const stamp = `${Date.now().toString(36)}${testInfo.project.name.replace(/\W+/g, '')}`;
  const name = `Solar lantern ${stamp} <img src=x onerror=alert(1)>`;

  await logInAsAdmin(page, await createAdmin(request));
  await page.getByRole('link', { name: /Drop Shipping Products/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Drop Shipping Products' })).toBeVisible();

  // Add: the spec's defaults, then the rules.
  await page.getByRole('button', { name: 'Add product' }).click();
  const add = page.getByRole('dialog', { name: 'Add product' });
  // No rating to type: a product's rating is its published reviews' (docs/decisions/070).
  await expect(add.getByLabel('Rating (0-5)')).toHaveCount(0);
  await expect(add.getByLabel('Minimum order')).toHaveValue('1');
  await expect(add.getByLabel('In stock')).toBeChecked();
  await expect(add.getByLabel('Active')).toBeChecked();
  await add.getByLabel('Product name').fill(name);
  await add.getByRole('textbox', { name: 'Price (GH₵)', exact: true }).fill('19.99');
  await add.getByLabel('Original price (GH₵)').fill('29.99');
  await expect(add.getByText('33%')).toBeVisible();
  await add.getByLabel('Image URLs').fill('javascript:alert(1)');
  await add.getByLabel('Supplier').fill('Shenzhen Light Co.');
  await add.getByLabel('Shipping time').fill('3-5 days');
  await add.getByLabel('Country').selectOption(country);
  await add.getByLabel('Category').selectOption('Home & Garden');
  await add.getByLabel('Colours').fill(' Black, , White ,');
  await add.getByRole('button', { name: 'Add product' }).click();
  await expect(add.getByText('Image URLs must be direct links to image files')).toBeVisible();
  // A link typed, and a photo uploaded through the same pipeline as the deals' (stored as WebP).
  await add.getByLabel('Image URLs').fill('/uploads/seed/placeholder-640.webp, ');
  const photo = await sharp({ create: { width: 120, height: 90, channels: 3, background: '#0f766e' } })
    .jpeg()
    .toBuffer();
  await add
    .getByLabel('Add images')
    .setInputFiles({ name: 'lantern.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(add.getByLabel('Image URLs')).toHaveValue(
    /^\/uploads\/seed\/placeholder-640\.webp, \/uploads\/images\/[\w-]+\.webp$/,
  );
  await add.getByRole('button', { name: 'Add product' }).click();
  await expect(page.getByText('Product added successfully')).toBeVisible();
  await expect(add).toBeHidden();

  // Found by search, the name shown as text (no markup), and the search kept in the URL.
  await page.getByLabel('Search products').fill(stamp);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`q=${stamp}`));
  const row = page.locator('li, tr').filter({ hasText: stamp }).filter({ visible: true });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(name);
  await expect(row).toContainText('GH₵19.99');
  await expect(row).toContainText('33% off');
  await page.reload();
  await expect(row).toContainText(name);

  // Edit.
  await row.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit product' });
  await expect(edit.getByLabel('Colours')).toHaveValue('Black, White');
  await edit.getByRole('textbox', { name: 'Price (GH₵)', exact: true }).fill('');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit.getByText('Please enter the price in cedis (e.g. 149.99)')).toBeVisible();
  await edit.getByRole('textbox', { name: 'Price (GH₵)', exact: true }).fill('20.00');
  await edit.getByLabel('Original price (GH₵)').fill('40.00');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Product updated successfully')).toBeVisible();
  await expect(row).toContainText('GH₵20.00');
  await expect(row).toContainText('50% off');

  // Bulk: a percentage of 0 is refused; Cancel resets the panel. Then +100 % is previewed (how
  // many products, a few before → after), cancelled (nothing changes), applied, and undone, so the
  // seeded catalogue ends exactly as it began.
  const panel = page.getByRole('region', { name: `${country} products` });
  await panel.getByRole('button', { name: `Adjust ${country} prices` }).click();
  await panel.getByLabel('Percentage (%)').fill('0');
  await panel.getByRole('button', { name: 'Preview the change' }).click();
  await expect(page.getByText('Invalid Percentage')).toBeVisible();
  await panel.getByRole('button', { name: 'Cancel' }).click();
  await panel.getByRole('button', { name: `Adjust ${country} prices` }).click();
  await expect(panel.getByLabel('Percentage (%)')).toHaveValue('');
  await panel.getByLabel('Percentage (%)').fill('100');
  await panel.getByRole('button', { name: 'Preview the change' }).click();
  const question = new RegExp(`^Raise the prices of [\\d,]+ ${country} products? by 100%\\?$`);
  const preview = page.getByRole('dialog', { name: question });
  await expect(preview).toContainText('For example');
  await expect(preview.getByText(/Price GH₵[\d,.]+ → GH₵[\d,.]+/).first()).toBeVisible();
  await expect(preview.getByRole('button', { name: /^Apply to [\d,]+ products$/ })).toBeVisible();
  await preview.getByRole('button', { name: 'Cancel' }).click();
  await expect(preview).toBeHidden();
  await expect(row).toContainText('GH₵20.00');

  await panel.getByRole('button', { name: 'Preview the change' }).click();
  await page
    .getByRole('dialog', { name: question })
    .getByRole('button', { name: /^Apply to/ })
    .click();
  await expect(
    page.getByText(new RegExp(`Prices increased by 100% for [\\d,]+ ${country} products`)),
  ).toBeVisible();
  await expect(panel.getByRole('button', { name: `Adjust ${country} prices` })).toBeVisible();
  await expect(row).toContainText('GH₵40.00');
  await expect(row).toContainText('50% off');
  await expect(panel).toContainText(
    /Last change: \S+ raised the prices of [\d,]+ \w+ products? by 100% on \d{1,2} \w{3} \d{4}, \d{2}:\d{2}\./,
  );

  await panel.getByRole('button', { name: 'Undo last change' }).click();
  const undo = page.getByRole('dialog', { name: `Undo the last ${country} price change?` });
  await undo.getByRole('button', { name: 'Undo the change' }).click();
  await expect(page.getByText(new RegExp(`Prices of [\\d,]+ ${country} products? restored`))).toBeVisible();
  await expect(row).toContainText('GH₵20.00');
  await expect(panel.getByRole('button', { name: 'Undo last change' })).toBeHidden();

  // Delete, after "Are you sure?".
  await row.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(confirm).toContainText('cannot be undone');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Product deleted successfully')).toBeVisible();
  await expect(page.getByText('No products found')).toBeVisible();
});
