import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { createAdmin, logInAsAdmin } from './admin-fixtures';
import { expect, test } from './fixtures';

/**
 * A vendor's money, at both sizes: a delivered line is credited less commission, the vendor adds an
 * MTN MoMo payout account, the admin pays it out, the balance is zero and the vendor got its SMS.
 */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

async function expectNoAxeViolations(page: Page) {
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).setLegacyMode(true).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`)).toEqual([]);
}

test('a vendor adds a MoMo account, the admin pays the balance out, and the vendor is told by SMS', async ({
  page,
  request,
  browser,
  signedIn,
}, testInfo) => {
  test.setTimeout(180_000);
  const phone = `024${String(Date.now() + process.pid).slice(-7)}`;
  const businessName = `Osu Kettles ${testInfo.project.name} ${Date.now().toString(36)}`;
  const made = await request.post('/__e2e/selling-vendors', {
    data: { email: signedIn.email, phone, businessName, total: '180.00' },
  });
  expect(made.ok()).toBeTruthy();
  const { orderId } = (await made.json()) as { orderId: string };

  // An admin, in a browser of their own, delivers the line (the shop delivers; the vendor is credited).
  const { baseURL, viewport, isMobile, hasTouch } = test.info().project.use;
  const adminContext = await browser.newContext({ baseURL, viewport, isMobile, hasTouch });
  const admin = await adminContext.newPage();
  await logInAsAdmin(admin, await createAdmin(request));
  const delivered = await admin.request.post(`/api/admin/orders/deal/${orderId}/status`, {
    data: { status: 'delivered', note: null },
  });
  expect(delivered.ok()).toBeTruthy();

  // The vendor's Money page: GH₵180.00 less the default 10% commission.
  await page.goto('/seller/money');
  await expect(page.getByRole('heading', { level: 1, name: 'Money' })).toBeVisible();
  await expect(
    page
      .getByRole('navigation', { name: 'Seller center' })
      .filter({ visible: true })
      .getByRole('link', { name: 'Money' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('seller-balance')).toHaveText('GH₵162.00');
  const entries = page.getByTestId('ledger-entries');
  await expect(entries).toContainText('Sale delivered');
  await expect(entries).toContainText('GH₵180.00 less GH₵18.00 (10%)');
  await expect(page.getByRole('link', { name: /^Week of .+ \(CSV\)$/ })).toBeVisible();

  // The payout account: MTN MoMo, in words (never a code).
  const form = page.getByRole('form', { name: 'Payout account' });
  await expect(form.getByRole('radio', { name: 'Mobile money' })).toBeChecked();
  await expect(form.getByLabel('Network')).toContainText('MTN MoMo');
  await expect(form.getByLabel('Network')).toContainText('Telecel Cash');
  await expect(form.getByLabel('Network')).toContainText('AT Money');
  await form.getByLabel('Network').selectOption({ label: 'MTN MoMo' });
  await form.getByLabel('Mobile money number').fill(phone);
  await form.getByLabel('Name on the account').fill('Kwame Osei');
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Save payout account' }).click();
  await expect(page.getByText('Payout account saved')).toBeVisible();
  const account = page.getByRole('region', { name: 'Payout account' });
  await expect(account).toContainText('Mobile money: MTN MoMo');
  await expect(account).toContainText(`${phone.slice(0, 3)} *** ${phone.slice(-4)}`);
  await expect(page.locator('body')).not.toContainText('mobile_money');
  await page.screenshot({
    path: testInfo.outputPath(`seller-money-${testInfo.project.name}.png`),
    fullPage: true,
  });

  // The admin pays the vendor out from the Payouts view.
  await admin.goto('/admin/payouts');
  await expect(admin.getByRole('heading', { level: 1, name: 'Payouts' })).toBeVisible();
  const card = admin
    .getByTestId('vendor-balance')
    .filter({ has: admin.getByRole('heading', { name: businessName }) });
  await expect(card).toContainText('GH₵162.00');
  await expect(card).toContainText('Mobile money: MTN MoMo');
  await expectNoAxeViolations(admin);
  await admin.screenshot({
    path: testInfo.outputPath(`admin-payouts-${testInfo.project.name}.png`),
    fullPage: true,
  });
  await card.getByRole('button', { name: 'Pay out' }).click();
  await expect(admin.getByText('Payout sent')).toBeVisible();
  await expect(card).toContainText('GH₵0.00');
  await expect(card).toContainText('Last payout GH₵162.00, paid');
  await adminContext.close();

  // The vendor's balance is zero, the payout paid, and the SMS in the dev outbox.
  await page.reload();
  await expect(page.getByTestId('seller-balance')).toHaveText('GH₵0.00');
  await expect(page.getByRole('region', { name: 'Payouts' })).toContainText('Paid');
  const mailbox = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(phone)}`);
  const { sms } = (await mailbox.json()) as { sms: { text: string }[] };
  expect(sms.map((message) => message.text)).toContain(
    `GhanaMart: we have paid GHS 162.00 to your MTN MoMo ${phone.slice(0, 3)} *** ${phone.slice(-4)}.`,
  );
  await expectNoAxeViolations(page);
  await page.screenshot({
    path: testInfo.outputPath(`seller-money-paid-${testInfo.project.name}.png`),
    fullPage: true,
  });
});
