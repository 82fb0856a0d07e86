import sharp from 'sharp';
import { createAdmin, logInAsAdmin } from './admin-fixtures';
import { expect, test } from './fixtures';

/** A small real picture, made here rather than shipped. */
async function picture(name: string, colour: string) {
  const buffer = await sharp({ create: { width: 120, height: 90, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

test('an admin creates a deal with two photos, sees it live on /deals, edits it and deletes it', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const unique = `${Date.now().toString(36)}${test.info().project.name}`;
  // Markup in a name is text: shown as typed, never run.
  const name = `Solar Lantern <img src=x onerror="window.__xss=1"> ${unique}`;
  const renamed = `Solar Lantern Pro ${unique}`;

  const shop = await context.newPage();
  await shop.goto('/deals');
  await expect(shop.getByRole('heading', { level: 1, name: 'Flash Deals' })).toBeVisible();
  const shopCard = (text: string) =>
    shop.getByRole('list', { name: 'Deals' }).getByRole('article').filter({ hasText: text });

  await logInAsAdmin(page, await createAdmin(request));
  await expect(page.getByRole('link', { name: /Manage Deals/ })).toContainText(/\d+ deals?/);
  await page.getByRole('link', { name: /Create New Deal/ }).click();
  await expect(page).toHaveURL(/\/admin\/deals\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create New Deal' })).toBeVisible();

  // The spec's defaults.
  // No rating to type: a deal's rating is its published reviews' (docs/decisions/070).
  await expect(page.getByLabel('Rating')).toHaveCount(0);
  await expect(page.getByLabel('Verified vendor')).toBeChecked();
  await expect(page.getByLabel('Flash sale')).not.toBeChecked();

  // Required fields, checked in the browser by the shared schema.
  await page.getByRole('button', { name: 'Create Deal' }).click();
  await expect(page.getByText('Product name is required')).toBeVisible();
  await expect(page.getByText('Vendor location is required')).toBeVisible();

  // Seven photos are refused before any is sent.
  const seven = await Promise.all(Array.from({ length: 7 }, (_, i) => picture(`p${i}.jpg`, '#16a34a')));
  await page.getByLabel('Add images').setInputFiles(seven);
  await expect(page.getByText('Too many images')).toBeVisible();
  await expect(page.getByText('You can only upload up to 6 images.')).toBeVisible();

  // A file that is not an image is refused by the server, whatever its name says.
  await page.getByLabel('Add images').setInputFiles([
    {
      name: 'cat.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('<html><script>alert(1)</script></html>'),
    },
  ]);
  await expect(page.getByText('Failed to upload image')).toBeVisible();
  await expect(page.getByText('Images must be JPEG, PNG or WebP files.')).toBeVisible();
  await expect(page.getByText('Images (0 of 6)')).toBeVisible();

  await page.getByLabel('Product name').fill(name);
  await page
    .getByLabel('Description')
    .fill('<script>window.__xss=2</script> Charges by day. javascript:alert(3)');
  await page.getByLabel('Vendor name').fill('Kumasi Lights');
  await page.getByLabel('Vendor location').fill('Kumasi');
  await page.getByLabel('Category').selectOption('Home & Garden');
  await page.getByLabel('Original price (GH₵)').fill('250');
  await page.getByLabel('Discount price (GH₵)').fill('200');
  await expect(page.getByText('Discount: 20% off')).toBeVisible();
  await page
    .getByLabel('Add images')
    .setInputFiles([await picture('front.jpg', '#d97706'), await picture('back.jpg', '#2563eb')]);
  await expect(page.getByRole('img', { name: 'Upload 1, the main one' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Upload 2' })).toBeVisible();
  await expect(page.getByText('Images (2 of 6)')).toBeVisible();

  await page.getByRole('button', { name: 'Create Deal' }).click();
  await expect(page.getByText('Deal created successfully!')).toBeVisible();
  // The form resets.
  await expect(page.getByLabel('Product name')).toHaveValue('');
  await expect(page.getByText('Images (0 of 6)')).toBeVisible();

  // The open shop page shows the deal without a reload, its name as text.
  await expect(shopCard(unique)).toBeVisible();
  await expect(shopCard(unique)).toContainText('<img src=x onerror="window.__xss=1">');
  await expect(shopCard(unique)).toContainText('-20%');

  // The deal's own page shows the description as typed.
  const href = await shopCard(unique).getByRole('link').first().getAttribute('href');
  const detail = await context.newPage();
  await detail.goto(href!);
  await expect(
    detail.getByText('<script>window.__xss=2</script> Charges by day. javascript:alert(3)'),
  ).toBeVisible();
  expect(await detail.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  await detail.close();

  // Manage Deals: search, the count badge, the card.
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await page.getByRole('link', { name: /Manage Deals/ }).click();
  await expect(page).toHaveURL(/\/admin\/deals$/);
  await page.getByLabel('Search deals').fill(unique);
  await expect(page.getByTestId('deal-count')).toHaveText('1 deal');
  const card = page.getByRole('listitem').filter({ hasText: unique });
  await expect(card).toContainText(name);
  await expect(card).toContainText('2 of 6 images');

  // Edit Deal: a copy; Cancel discards it.
  await card.getByRole('button', { name: `Edit ${name}` }).click();
  let dialog = page.getByRole('dialog', { name: 'Edit Deal' });
  await expect(dialog.getByLabel('Product name')).toHaveValue(name);
  await dialog.getByLabel('Product name').fill('Discarded name');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText(name);

  await card.getByRole('button', { name: `Edit ${name}` }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Deal' });
  await dialog.getByLabel('Product name').fill(' ');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Product name is required')).toBeVisible();
  await dialog.getByLabel('Product name').fill(renamed);
  await dialog.getByLabel('Flash sale').check();
  const [first, second] = await Promise.all([
    dialog.getByRole('img', { name: 'Upload 1, the main one' }).getAttribute('src'),
    dialog.getByRole('img', { name: 'Upload 2' }).getAttribute('src'),
  ]);
  await dialog.getByRole('button', { name: 'Later image 1' }).click();
  await expect(dialog.getByRole('img', { name: 'Upload 1, the main one' })).toHaveAttribute('src', second!);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Deal updated successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByLabel('Search deals').fill(renamed);
  const edited = page.getByRole('listitem').filter({ hasText: renamed });
  await expect(edited).toContainText('Flash sale');
  // Its rating is its published reviews': none yet.
  await expect(edited).toContainText('No published reviews yet');
  // The shop's open page follows the edit, the new main image first.
  await expect(shopCard(renamed)).toBeVisible();
  await expect(shopCard(renamed).locator('img').first()).toHaveAttribute('src', second!);
  expect(first).not.toBe(second);

  // Delete after a confirmation.
  await edited.getByRole('button', { name: `Delete ${renamed}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this deal?' });
  await expect(confirm).toContainText('This cannot be undone.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deal deleted successfully')).toBeVisible();
  await expect(page.getByText('No deals found matching your search.')).toBeVisible();
  await expect(shopCard(unique)).toHaveCount(0);

  // Nothing written in a deal ran anywhere.
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  expect(await shop.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
});
