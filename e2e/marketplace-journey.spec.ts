import { expect, test } from './fixtures';
import { expectAxeClean } from './rider-steps';
import {
  addMomoAccount,
  approveListing,
  deliverOrder,
  listDeal,
  maskedPhone,
  openAdmin,
  openSellerCenter,
  orderDeal,
  orderLine,
  payoutCard,
  proposalIn,
  readyLine,
  registerVendor,
  rejectListing,
  renameListing,
  shot,
  uniqueSuffix,
  verifyVendor,
} from './seller-steps';

// The marketplace from end to end (ADR 066 and 068), at both sizes: a shopper registers a business,
// the shop verifies it, reviews its deal, sells and delivers it, and pays the vendor its share to
// mobile money.
test('a shopper becomes a vendor, sells a reviewed deal, and is paid its share to MTN MoMo', async ({
  page,
  browser,
  request,
  signedIn: _,
}) => {
  // Three people in three browsers, a dozen steps each.
  test.setTimeout(300_000);
  const unique = uniqueSuffix();
  const businessName = `Bonwire Weavers ${unique}`;
  const phone = `024${String(Date.now() + process.pid).slice(-7)}`;
  const firstName = `Kente stole ${unique}`;
  const fixedName = `Kente stole, hand woven ${unique}`;

  // The shopper (this page's session) registers a business; until it is verified the seller center says why.
  await registerVendor(page, { name: businessName, phone });
  await page.goto('/seller/listings');
  await expect(page.getByText('still being verified')).toBeVisible();

  // An admin verifies it; the vendor finds the seller center and lists a deal with two pictures.
  const admin = await openAdmin(browser, request);
  await verifyVendor(admin, businessName);
  await openSellerCenter(page);
  await expect(
    page.getByRole('navigation', { name: 'Seller center' }).filter({ visible: true }),
  ).toContainText('Money');
  await page.getByRole('link', { name: 'New deal', exact: true }).click();
  await page.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByText('Product name is required')).toBeVisible();
  await page.goto('/seller/listings');
  await listDeal(page, { name: firstName, originalPrice: '220', price: '180.00' });
  const myListing = page.getByRole('listitem').filter({ hasText: unique });
  await expect(myListing).toContainText('Waiting for review');
  await shot(page, 'seller-listings');
  expect(JSON.stringify(await (await request.get('/api/deals')).json())).not.toContain(unique);

  // The admin sees both pictures and rejects it with a reason; the vendor reads why and fixes it.
  await admin.goto('/admin/listings');
  await expect(proposalIn(admin, firstName)).toContainText(businessName);
  await expect(proposalIn(admin, firstName).getByRole('img')).toHaveCount(2);
  await rejectListing(admin, firstName, 'Please show the stole unfolded in the first photo.');
  await page.reload();
  await expect(myListing).toContainText(
    'Why it was rejected: Please show the stole unfolded in the first photo.',
  );
  await renameListing(page, { from: firstName, to: fixedName });

  // The admin approves the fixed listing: it is in /deals, sold by the vendor, and on its store page.
  await approveListing(admin, fixedName);
  await page.goto('/deals');
  const card = page.getByRole('article').filter({ hasText: fixedName });
  await card.getByRole('link', { name: `Sold by ${businessName}` }).click();
  await expect(page).toHaveURL(/\/store\/bonwire-weavers-/);
  await expect(page.getByRole('heading', { level: 1, name: businessName })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: fixedName })).toBeVisible();
  await shot(page, 'store-page');

  // A shopper orders it; the vendor reads the buyer's name and region, never the address or phone,
  // and marks the line ready; the shop delivers it.
  const reference = await orderDeal(browser, request, fixedName);
  await page.goto('/seller/orders');
  const line = orderLine(page, reference);
  await expect(line).toContainText('Yaa Asantewaa');
  await expect(line).toContainText('Ashanti');
  await expect(line).not.toContainText('Palace Road');
  await expect(line).not.toContainText('765');
  await readyLine(page, reference);
  await page.getByRole('link', { name: 'Score' }).filter({ visible: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your score' })).toBeVisible();
  await deliverOrder(admin, reference);
  await page.goto('/seller/orders');
  await expect(line).toContainText('Delivered');

  // The ledger: GH₵180.00 less the default 10% commission.
  await page
    .getByRole('navigation', { name: 'Seller center' })
    .filter({ visible: true })
    .getByRole('link', { name: 'Money' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Money' })).toBeVisible();
  await expect(page.getByTestId('seller-balance')).toHaveText('GH₵162.00');
  const entries = page.getByTestId('ledger-entries');
  await expect(entries).toContainText('Sale delivered');
  await expect(entries).toContainText('GH₵180.00 less GH₵18.00 (10%)');
  await expect(page.getByRole('link', { name: /^Week of .+ \(CSV\)$/ })).toBeVisible();

  // The vendor adds an MTN MoMo account; the admin pays the balance out from Payouts.
  await addMomoAccount(page, phone);
  await expectAxeClean(page);
  await admin.goto('/admin/payouts');
  await expect(admin.getByRole('heading', { level: 1, name: 'Payouts' })).toBeVisible();
  const balance = payoutCard(admin, businessName);
  await expect(balance).toContainText('GH₵162.00');
  await expect(balance).toContainText('Mobile money: MTN MoMo');
  await expectAxeClean(admin);
  await shot(admin, 'admin-payouts');
  await balance.getByRole('button', { name: 'Pay out' }).click();
  await expect(admin.getByText('Payout sent')).toBeVisible();
  await expect(balance).toContainText('GH₵0.00');
  await expect(balance).toContainText('Last payout GH₵162.00, paid');
  await admin.context().close();

  // The vendor's balance is zero, the payout paid, and the SMS in the dev outbox.
  await page.reload();
  await expect(page.getByTestId('seller-balance')).toHaveText('GH₵0.00');
  await expect(page.getByRole('region', { name: 'Payouts' })).toContainText('Paid');
  const mailbox = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(phone)}`);
  const { sms } = (await mailbox.json()) as { sms: { text: string }[] };
  expect(sms.map((message) => message.text)).toContain(
    `GhanaMart: we have paid GHS 162.00 to your MTN MoMo ${maskedPhone(phone)}.`,
  );
  await shot(page, 'seller-money-paid');
});
