import { createAdmin, logInAsAdmin } from './admin-fixtures';
import { expect, test, uniqueEmail } from './fixtures';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('an admin updates a DHL shipment and sees its stamp', async ({ page, request }) => {
  const booked = await request.post('/api/dhl/shipments', {
    data: {
      fullName: 'Efua Admin-Test',
      contactNumber: '0244 555 123',
      email: uniqueEmail('dhl-admin'),
      pickupAddress: '7 Liberation Road, Airport Residential',
      pickupCity: 'Accra',
      preferredPickupDate: inDays(2),
      preferredPickupTime: '14:00',
      packageDescription: 'Kente cloth and shea butter gifts',
      destinationCountry: 'United Kingdom',
      destinationAddress: '221B Baker Street, Marylebone',
      destinationCity: 'London',
      needsDhlPackaging: false,
    },
  });
  expect(booked.status()).toBe(201);
  const { reference } = (await booked.json()) as { reference: string };

  const admin = await createAdmin(request);
  await logInAsAdmin(page, admin);
  await page.getByRole('link', { name: /DHL Shipment Management/ }).click();
  await expect(page.getByRole('heading', { name: 'Quick Stats' })).toBeVisible();

  const row = page.locator('li, tr').filter({ hasText: reference }).filter({ visible: true });
  await expect(row).toContainText('Pending');
  await expect(row).not.toContainText('Pickup confirmed');
  await row.getByRole('button', { name: 'Update' }).click();

  const dialog = page.getByRole('dialog', { name: `Update shipment ${reference}` });
  await dialog.getByLabel('Status').selectOption('confirmed');
  await dialog.getByLabel('DHL tracking number').fill('JD014600003828');
  await dialog.getByLabel('Quoted price (GH₵)').fill('12.345');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog.getByText('Please enter the quoted price in cedis (e.g. 250.00)')).toBeVisible();
  await dialog.getByLabel('Quoted price (GH₵)').fill('350.5');
  await dialog.getByLabel('Admin notes').fill('Pickup on Tuesday morning');
  await dialog.getByRole('button', { name: 'Save changes' }).click();

  await expect(page.getByText('DHL shipment updated successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Confirmed');
  await expect(row).toContainText('JD014600003828');
  await expect(row).toContainText('GH₵350.50');
  await expect(row).toContainText('Pickup confirmed:');

  // The log says it in a sentence, with the fields in words.
  await page.goto('/admin/activity');
  const entry = page.getByRole('listitem').filter({
    has: page.getByRole('heading', {
      level: 3,
      name: `${admin.username} updated the DHL shipment ${reference}`,
    }),
  });
  await expect(entry).toContainText(/Status:\s*Pending → Confirmed/);
  await expect(entry).toContainText(/Quoted price:\s*none → GH₵350\.50/);
});
