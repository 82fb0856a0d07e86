import type { BrowserContext, Page } from '@playwright/test';
import { expect, test, uniqueEmail } from './fixtures';
import { cartButton, createDeal, openCart, toast } from './shop-helpers';

// ADR 046: submissions made offline wait on the device and are sent
// once when the connection returns; payments are never queued.

const REFERENCE = /MSG-[2-9A-HJ-NP-Z]{6}/;

async function fillContact(page: Page, email: string) {
  const form = page.locator('form');
  await form.getByLabel('Full Name').fill('Kwame Mensah');
  await form.getByLabel('Email Address').fill(email);
  await form.getByLabel('Phone Number').fill('024 123 4567');
  await form.getByLabel('Subject').fill('Delivery to Kumasi');
  await form.getByLabel('Message').fill('Do you deliver to Kumasi on Saturdays?');
  // The form's rules load on first focus: loaded before the connection goes.
  await page.waitForLoadState('networkidle');
  return form;
}

/**
 * How many submissions wait in the outbox, or outcomes wait to be shown (IndexedDB, which the page
 * and the service worker share: docs/decisions/046). Read after the app has created it.
 */
function outboxCount(page: Page, store: 'items' | 'outcomes' = 'items'): Promise<number> {
  return page.evaluate(
    (name) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('gm-outbox');
        // Not created yet: leave it for the app to create, with its stores.
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve(0);
        open.onsuccess = () => {
          const db = open.result;
          const count = db.transaction(name).objectStore(name).count();
          count.onsuccess = () => {
            db.close();
            resolve(count.result);
          };
          count.onerror = () => reject(count.error);
        };
      }),
    store,
  );
}

/** The POSTs to `path` of the pages and, in Chromium, of the service worker (it sends too). */
function countPosts(context: BrowserContext, path: string) {
  const posts: string[] = [];
  context.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) {
      posts.push(request.headers()['idempotency-key'] ?? '');
    }
  });
  return posts;
}

test.describe('offline submissions', () => {
  test('a contact request typed offline is sent once on reconnection and its reference appears', async ({
    page,
    context,
    request,
  }) => {
    const posts = countPosts(context, '/api/requests/contact');
    await page.goto('/contact');
    const email = uniqueEmail('offline-contact');
    const form = await fillContact(page, email);

    await context.setOffline(true);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved on this device' })).toContainText(
      'will be sent when the connection returns',
    );
    expect(await outboxCount(page)).toBe(1);

    await context.setOffline(false);
    const status = page.getByRole('status').filter({ hasText: 'Your reference' });
    await expect(status).toContainText(REFERENCE);
    const reference = (await status.textContent())!.match(REFERENCE)![0];
    expect(await outboxCount(page)).toBe(0);
    expect(await outboxCount(page, 'outcomes')).toBe(0);

    // Exactly one row, one e-mail; every send carried one key.
    const stored = await (
      await request.get(`/__e2e/service-requests?email=${encodeURIComponent(email)}`)
    ).json();
    expect(stored.references).toEqual([reference]);
    const mailbox = await (await request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`)).json();
    expect(JSON.stringify(mailbox).match(new RegExp(reference, 'g'))?.length).toBeGreaterThanOrEqual(1);
    expect(new Set(posts).size).toBe(1);
    expect(posts[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('a request queued offline and left behind lands with a lasting notice of its reference', async ({
    page,
    context,
    request,
  }) => {
    await page.goto('/contact');
    const email = uniqueEmail('offline-left');
    const form = await fillContact(page, email);
    await context.setOffline(true);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Saved on this device', { exact: true })).toBeVisible();

    // The shopper goes elsewhere in the app before the connection returns.
    await page.evaluate(() => {
      history.pushState(null, '', '/about');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByText('Saved on this device', { exact: true })).toBeHidden();
    await context.setOffline(false);

    const notice = page.locator('[data-sonner-toast]').filter({ hasText: 'Your message was sent' });
    await expect(notice).toContainText(REFERENCE);
    const reference = (await notice.textContent())!.match(REFERENCE)![0];
    const stored = await (
      await request.get(`/__e2e/service-requests?email=${encodeURIComponent(email)}`)
    ).json();
    expect(stored.references).toEqual([reference]);
  });

  test("a guest's request queued offline and sent after signing in is stored as a guest's", async ({
    page,
    context,
    request,
    shopper,
  }) => {
    await page.goto('/contact');
    const email = uniqueEmail('offline-guest');
    const form = await fillContact(page, email);
    await context.setOffline(true);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Saved on this device', { exact: true })).toBeVisible();

    // Before the connection returns, the shopper signs in on this browser (in another tab, say).
    const signIn = await page.request.post('/api/auth/sign-in/email', { data: shopper });
    expect(signIn.ok()).toBeTruthy();
    const session = await (await page.request.get('/api/auth/get-session')).json();
    expect(session.user.email).toBe(shopper.email);

    await context.setOffline(false);
    const status = page.getByRole('status').filter({ hasText: 'Your reference' });
    await expect(status).toContainText(REFERENCE);
    const reference = (await status.textContent())!.match(REFERENCE)![0];
    // Sent without the cookie: a guest's row, not the account's.
    const stored = await (
      await request.get(`/__e2e/service-requests?email=${encodeURIComponent(email)}`)
    ).json();
    expect(stored).toEqual({ references: [reference], userIds: [null] });
  });

  test('a cart change made offline shows at once and is applied when back', async ({
    page,
    context,
    request,
    signedIn: _,
  }) => {
    const deal = await createDeal(request, { label: 'Offline Fan', price: '30.00' });
    const added = await page.request.post('/api/cart/items', { data: { dealId: deal.id, quantity: 1 } });
    expect(added.ok()).toBeTruthy();
    await page.goto(`/product/${deal.id}`);
    const drawer = await openCart(page);
    await expect(drawer.getByTestId('cart-total')).toHaveText('GH₵30.00');

    await context.setOffline(true);
    await drawer.getByRole('button', { name: `Increase quantity of ${deal.name}` }).click();
    await expect(drawer.getByTestId('cart-total')).toHaveText('GH₵60.00');
    await expect(cartButton(page)).toHaveAttribute('aria-label', 'Cart, 2 items');

    await context.setOffline(false);
    await expect
      .poll(async () => (await (await page.request.get('/api/cart')).json()).items[0]?.quantity)
      .toBe(2);
    await expect(drawer.getByTestId('cart-total')).toHaveText('GH₵60.00');
  });

  test('the pay button offline says that paying needs a connection', async ({
    page,
    context,
    request,
    signedIn: _,
  }) => {
    const deal = await createDeal(request, { label: 'Offline Kettle', price: '40.00' });
    const added = await page.request.post('/api/cart/items', { data: { dealId: deal.id, quantity: 1 } });
    expect(added.ok()).toBeTruthy();
    await page.goto('/deals');
    const drawer = await openCart(page);
    await drawer.getByRole('button', { name: 'Checkout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Complete Your Order' });
    await dialog.getByRole('radio', { name: /Mobile Money/ }).check();
    await expect(dialog.getByRole('button', { name: 'Pay Now' })).toBeEnabled();

    await context.setOffline(true);
    const pay = dialog.getByRole('button', { name: 'Pay Now' });
    await expect(pay).toBeDisabled();
    await expect(pay).toHaveAccessibleDescription(/Paying needs a connection/);
    await expect(dialog.getByText('Paying needs a connection')).toBeVisible();

    await context.setOffline(false);
    await expect(pay).toBeEnabled();
  });
});

test.describe('offline submissions with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a request queued offline survives a reload and is sent once when the connection returns', async ({
    page,
    context,
    request,
  }) => {
    const posts = countPosts(context, '/api/requests/contact');
    await page.goto('/contact');
    await page.evaluate(async () => navigator.serviceWorker.ready);
    // Controlled by the worker, the page's chunks are kept for an offline reload.
    await page.reload();
    const email = uniqueEmail('offline-reload');
    const form = await fillContact(page, email);

    await context.setOffline(true);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Saved on this device', { exact: true })).toBeVisible();
    await page.reload();
    // The queue holds the message, not the form: nothing there to send a second time.
    await expect(page.getByLabel('Full Name')).toHaveValue('');
    const waiting = page
      .locator('[data-sonner-toast]')
      .filter({ hasText: 'Your message is waiting for a connection' });
    await expect(waiting).toBeVisible();
    expect(await outboxCount(page)).toBe(1);

    await context.setOffline(false);
    const notice = page.locator('[data-sonner-toast]').filter({ hasText: 'Your message was sent' });
    await expect(notice).toContainText(REFERENCE);
    await expect(waiting).toHaveCount(0);
    const reference = (await notice.textContent())!.match(REFERENCE)![0];
    const stored = await (
      await request.get(`/__e2e/service-requests?email=${encodeURIComponent(email)}`)
    ).json();
    expect(stored.references).toEqual([reference]);
    expect(posts).toHaveLength(1);
    expect(await outboxCount(page)).toBe(0);
    expect(await outboxCount(page, 'outcomes')).toBe(0);
  });

  test('a request queued offline is sent by the worker with every page of the shop closed, and the next visit shows its reference', async ({
    page,
    context,
    request,
  }) => {
    const posts = countPosts(context, '/api/requests/contact');
    await page.goto('/contact');
    await page.evaluate(async () => navigator.serviceWorker.ready);
    const origin = new URL(page.url()).origin;
    const email = uniqueEmail('offline-closed');
    const form = await fillContact(page, email);

    await context.setOffline(true);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Saved on this device', { exact: true })).toBeVisible();
    expect(await outboxCount(page)).toBe(1);

    // Chromium fires Background Sync itself when it sees the network come back, but when is its own
    // choice (backoff, its view of an emulated connection, a headless run): the test does not wait
    // on it and fires the worker's sync event itself through the DevTools protocol, as the browser
    // does (the worker runs it even with the page's registration of the tag left out). A second
    // firing finds nothing left to send. The session lives in a blank tab, no page of the shop.
    const blank = await context.newPage();
    const devtools = await context.newCDPSession(blank);
    const registration = new Promise<string>((resolve) => {
      devtools.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((found) => found.scopeURL === `${origin}/` && !found.isDeleted);
        if (ours) resolve(ours.registrationId);
      });
    });
    await devtools.send('ServiceWorker.enable');
    const registrationId = await registration;

    await page.close();
    await context.setOffline(false);
    await devtools.send('ServiceWorker.dispatchSyncEvent', {
      origin,
      registrationId,
      tag: 'gm-outbox',
      lastChance: false,
    });
    const stored = async () =>
      (await (await request.get(`/__e2e/service-requests?email=${encodeURIComponent(email)}`)).json()) as {
        references: string[];
      };
    await expect.poll(async () => (await stored()).references).toHaveLength(1);

    // The shopper opens the shop again: the notice says what was sent meanwhile, once.
    const next = await context.newPage();
    await next.goto('/');
    const notice = next.locator('[data-sonner-toast]').filter({ hasText: 'Your message was sent' });
    await expect(notice).toContainText(REFERENCE);
    const reference = (await notice.textContent())!.match(REFERENCE)![0];
    expect((await stored()).references).toEqual([reference]);
    expect(posts).toHaveLength(1);
    expect(await outboxCount(next)).toBe(0);
    expect(await outboxCount(next, 'outcomes')).toBe(0);
  });

  test('cart changes made offline survive a reload and are applied once when the connection returns', async ({
    page,
    context,
    request,
    signedIn: _,
  }) => {
    const lamp = await createDeal(request, { label: 'Offline Lamp', price: '30.00' });
    const mat = await createDeal(request, { label: 'Offline Mat', price: '12.00' });
    const radio = await createDeal(request, { label: 'Offline Radio', price: '25.00' });
    for (const deal of [lamp, mat]) {
      const added = await page.request.post('/api/cart/items', { data: { dealId: deal.id, quantity: 1 } });
      expect(added.ok()).toBeTruthy();
    }
    const adds = countPosts(context, '/api/cart/items');
    await page.goto(`/product/${radio.id}`);
    await page.evaluate(async () => navigator.serviceWorker.ready);
    // Controlled by the worker, the page's chunks are kept for an offline reload.
    await page.reload();
    await expect(cartButton(page)).toHaveAttribute('aria-label', 'Cart, 2 items');
    // Offline: a quantity up and a removal in the drawer (its code loaded while online, as for a
    // shopper who looked at their cart), then an add; each shown at once where it can be.
    const drawer = await openCart(page);
    await context.setOffline(true);
    await drawer.getByRole('button', { name: `Increase quantity of ${lamp.name}` }).click();
    await drawer.getByRole('button', { name: `Remove ${mat.name} from cart` }).click();
    await expect(drawer.getByRole('listitem', { name: mat.name })).toHaveCount(0);
    await expect(drawer.getByTestId('cart-total')).toHaveText('GH₵60.00');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('gm-paused-changes') ?? 'null')))
      .toMatchObject({ mutations: [{}, {}, {}] });
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('gm-paused-changes') ?? 'null'));
    expect(saved.mutations.map((change: { mutationKey: string[] }) => change.mutationKey[2])).toEqual([
      'quantity',
      'remove',
      'add',
    ]);
    const addKey: string = saved.mutations[2].state.variables.idempotencyKey;

    // The tab is reloaded before the connection returns: offline, the page cannot read the session,
    // so it shows no cart, and says the changes wait.
    await page.reload();
    const waiting = toast(page, 'Your cart changes are waiting for a connection');
    await expect(waiting).toBeVisible();

    await context.setOffline(false);
    await expect
      .poll(async () => {
        const cart = (await (await page.request.get('/api/cart')).json()) as {
          items: { dealId: string; quantity: number }[];
        };
        return cart.items.map(({ dealId, quantity }) => ({ dealId, quantity }));
      })
      .toEqual([
        { dealId: lamp.id, quantity: 2 },
        { dealId: radio.id, quantity: 1 },
      ]);
    await expect(waiting).toHaveCount(0);
    // The add was sent once, with the key it was given offline.
    expect(adds).toEqual([addKey]);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('gm-paused-changes'))).toBeNull();

    const after = await openCart(page);
    await expect(after.getByRole('listitem', { name: mat.name })).toHaveCount(0);
    const quantity = (name: string) => after.getByRole('group', { name: `Quantity of ${name}` });
    await expect(quantity(lamp.name)).toHaveText(`Quantity of ${lamp.name}: 2`);
    await expect(quantity(radio.name)).toHaveText(`Quantity of ${radio.name}: 1`);
    await expect(after.getByTestId('cart-total')).toHaveText('GH₵85.00');
  });
});
