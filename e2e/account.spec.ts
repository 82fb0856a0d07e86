import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, openAccountArea, signInThroughForm, test } from './fixtures';
import { createDeal, openCart, toast } from './shop-helpers';

const SCREENSHOTS = 'test-results/account-screenshots';

async function expectNoSidewaysScroll(page: Page) {
  const [scrollWidth, width] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scrollWidth).toBeLessThanOrEqual(width);
}

async function openMyAccount(page: Page, email: string, isPhone: boolean) {
  await openAccountArea(page, isPhone);
  if (isPhone) await page.getByRole('dialog').getByRole('link', { name: 'My account' }).click();
  else {
    await page.getByRole('button', { name: `Account menu for ${email}` }).click();
    await page.getByRole('menuitem', { name: 'My account' }).click();
  }
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
}

test.describe('account', () => {
  test('edit the profile, save an address on /account, and find both filled in at the next checkout', async ({
    page,
    request,
    shopper,
    isPhone,
  }, testInfo) => {
    const deal = await createDeal(request, {
      label: 'Account Kettle',
      price: '120.00',
      originalPrice: '150.00',
    });
    await page.goto('/auth');
    await signInThroughForm(page, shopper);
    await expect(page.getByText('Welcome back!')).toBeVisible();
    await openMyAccount(page, shopper.email, isPhone);

    // Profile: any Ghana format, shown and saved as +233.
    const profile = page.getByRole('form', { name: 'Profile' });
    await expect(profile.getByTestId('account-email')).toHaveText(shopper.email);
    await profile.getByLabel('Full name').fill('Ama Mensah');
    await profile.getByLabel('Phone number').fill('024-412-3456');
    await expect(profile.getByText('Saved as +233 24 412 3456')).toBeVisible();
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await expect(toast(page, 'Profile saved')).toBeVisible();
    await expect(profile.getByLabel('Phone number')).toHaveValue('+233 24 412 3456');

    // An address: the empty state, a GPS address with a mistake said in words, then saved.
    await expect(page.getByText('No saved addresses yet')).toBeVisible();
    await page.getByRole('button', { name: 'Add an address' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add an address' });
    await dialog.getByLabel('Region').selectOption({ label: 'Ashanti' });
    await dialog.getByLabel('City or town').fill('Kumasi');
    await dialog.getByLabel('Street and house').fill('12 Prempeh II Street, Adum');
    await dialog.getByLabel('Landmark (optional)').fill('Opposite the Shell station');
    await dialog.getByLabel('GhanaPost GPS address (optional)').fill('AK-03-5028');
    await dialog.getByRole('button', { name: 'Save address' }).click();
    await expect(
      dialog.getByText(
        'The middle part of a GhanaPost GPS address is 3 or 4 digits, like the 183 of GA-183-8164.',
      ),
    ).toBeVisible();
    await dialog.getByLabel('GhanaPost GPS address (optional)').fill('ak-039-5028');
    await dialog.getByRole('button', { name: 'Save address' }).click();
    await expect(toast(page, 'Address saved')).toBeVisible();
    await expect(dialog).toBeHidden();
    const saved = page.getByTestId('saved-address');
    await expect(saved).toHaveCount(1);
    await expect(saved).toContainText('GPS: AK-039-5028');
    await expect(saved).toContainText('Kumasi, Ashanti');
    await expect(saved.getByText('Default')).toBeVisible();

    await expectNoSidewaysScroll(page);
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: `${SCREENSHOTS}/${testInfo.project.name}-account.png`, fullPage: true });

    // The next checkout is filled in with them.
    const added = await page.request.post('/api/cart/items', { data: { dealId: deal.id, quantity: 1 } });
    expect(added.ok()).toBeTruthy();
    await page.goto('/deals');
    const drawer = await openCart(page);
    await drawer.getByRole('button', { name: 'Checkout' }).click();
    const checkout = page.getByRole('dialog', { name: 'Complete Your Order' });
    await expect(checkout.getByLabel('Full Name')).toHaveValue('Ama Mensah');
    await expect(checkout.getByLabel('Phone Number')).toHaveValue('+233 24 412 3456');
    await expect(checkout.getByLabel('Delivery Address')).toHaveValue(
      '12 Prempeh II Street, Adum, Opposite the Shell station, Kumasi, Ashanti, AK-039-5028',
    );
    // The region sets the delivery fee (ADR 040): the saved one is chosen.
    await expect(checkout.getByLabel('Region')).toHaveValue('ashanti');
    await checkout.getByRole('button', { name: 'Place Order (Pay on Delivery)' }).click();
    await expect(page.getByRole('dialog', { name: 'Order Placed Successfully!' })).toBeVisible();
  });

  test('edit and delete an address (after a confirmation), then sign out of all devices', async ({
    page,
    signedIn: _,
  }) => {
    for (const street of ['Adum Road 5', 'Ring Road Central']) {
      const response = await page.request.post('/api/account/addresses', {
        data: { region: 'ashanti', city: 'Kumasi', street },
      });
      expect(response.status()).toBe(201);
    }
    await page.goto('/account');
    const saved = page.getByTestId('saved-address');
    await expect(saved).toHaveCount(2);

    await saved.nth(1).getByRole('button', { name: 'Edit Ring Road Central' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit address' });
    await dialog.getByLabel('City or town').fill('Kumasi Central');
    await dialog.getByLabel('Use as my default address').check();
    await dialog.getByRole('button', { name: 'Save address' }).click();
    await expect(toast(page, 'Address updated')).toBeVisible();
    await expect(saved.first()).toContainText('Ring Road Central');
    await expect(saved.first()).toContainText('Kumasi Central, Ashanti');
    await expect(saved.first().getByText('Default')).toBeVisible();

    await saved.nth(1).getByRole('button', { name: 'Delete Adum Road 5' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this address?' });
    await confirm.getByRole('button', { name: 'Keep it' }).click();
    await expect(saved).toHaveCount(2);
    await saved.nth(1).getByRole('button', { name: 'Delete Adum Road 5' }).click();
    await confirm.getByRole('button', { name: 'Delete address' }).click();
    await expect(toast(page, 'Address deleted')).toBeVisible();
    await expect(saved).toHaveCount(1);

    await page.getByRole('button', { name: 'Sign out of all devices' }).click();
    const signOut = page.getByRole('dialog', { name: 'Sign out of all devices?' });
    await signOut.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(toast(page, 'Signed out everywhere')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\?redirect=%2Faccount$/);
    expect((await page.request.get('/api/account')).status()).toBe(401);
  });

  test('a guest is sent to sign in and comes back to the account page', async ({ page, shopper }) => {
    await page.goto('/account');
    await expect(page).toHaveURL(/\/auth\?redirect=%2Faccount$/);
    await signInThroughForm(page, shopper);
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByText('No saved addresses yet')).toBeVisible();
  });
});
