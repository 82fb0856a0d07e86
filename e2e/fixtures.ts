import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';

export { expect };

let counter = 0;
/** An address nobody else in the run uses (tests run in parallel against one server). */
export function uniqueEmail(prefix = 'e2e'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${process.pid}.${counter}@example.com`;
}

/** The newest link e-mailed to an address, read from the dev mailbox. */
export async function lastEmailedLink(request: APIRequestContext, to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(to)}`);
      const { messages } = (await response.json()) as { messages: { text: string }[] };
      link = messages[0]?.text.match(/https?:\/\/\S+/)?.[0];
      return link;
    })
    .toBeTruthy();
  return link!;
}

export interface Shopper {
  email: string;
  password: string;
}

/**
 * Resolves once React owns a server-rendered page (ADR 043): before that its actions are drawn as
 * <summary> elements that wait for the scripts (ADR 050; before-hydration.spec.ts tests that), not the
 * buttons the tests press. The app marks <html data-hydrated> when it has mounted; a page without
 * server-rendered state needs no wait.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(
    () => !document.getElementById('ssr-state') || document.documentElement.hasAttribute('data-hydrated'),
  );
}

export const test = base.extend<{ shopper: Shopper; signedIn: Shopper; isPhone: boolean }>({
  /** `goto` and `reload` return once a server-rendered page has hydrated (with JavaScript on). */
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await waitForHydration(page);
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        await waitForHydration(page);
        return response;
      };
    }
    await use(page);
  },
  /** A verified account, created through the API (the sign-up journey itself is tested in auth.spec). */
  shopper: async ({ request }, use) => {
    const shopper = { email: uniqueEmail('shopper'), password: 'secret123' };
    const signUp = await request.post('/api/auth/sign-up/email', {
      data: { ...shopper, name: 'Shopper', callbackURL: '/' },
    });
    expect(signUp.ok()).toBeTruthy();
    const link = await lastEmailedLink(request, shopper.email);
    const verify = await request.get(link, { maxRedirects: 0 });
    expect(verify.status()).toBe(302);
    await use(shopper);
  },
  /** The page's browser context signed in as a fresh verified shopper (cookie set through the API). */
  signedIn: async ({ page, shopper }, use) => {
    const response = await page.request.post('/api/auth/sign-in/email', { data: shopper });
    expect(response.ok()).toBeTruthy();
    await use(shopper);
  },
  isPhone: async ({ viewport }, use) => {
    await use((viewport?.width ?? 1280) < 768);
  },
});

/** Opens the account controls: the header on desktop, the menu sheet on a phone. */
export async function openAccountArea(page: Page, isPhone: boolean) {
  if (isPhone) await page.getByRole('button', { name: 'Open menu' }).click();
}

export async function signInThroughForm(page: Page, shopper: Shopper) {
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}
