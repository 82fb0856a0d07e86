import { PAGE_PATHS } from '../src/shared/routes';
import { insertDeal } from './deal-data';
import { expect, test } from './fixtures';
import { findProduct } from './product-data';

/**
 * No page may scroll sideways on a small phone (320 px) or a common one (375 px), signed in or
 * not: every path of the router (src/shared/routes.ts), with a real deal and product behind the
 * ":id" paths, plus the admin login. The measure is the one a thumb feels: the document is no
 * wider than the window.
 *
 * Phone widths are set on a desktop-emulated page: with mobile emulation, Chromium widens the
 * window to fit overflowing content, which would hide the very overflow measured here.
 */
const WIDTHS = [320, 375] as const;

test.skip(({ isMobile }) => isMobile, 'sets its own phone widths on a desktop page');
test.describe.configure({ mode: 'parallel' });

async function everyRoute(request: Parameters<typeof insertDeal>[0]): Promise<string[]> {
  const deal = await insertDeal(request, { reviews: 0 });
  const product = await findProduct(request, (candidate) => candidate.inStock, 'in stock');
  const ids: Record<string, string> = {
    '/product/:id': deal.id,
    '/dropshipping-product/:id': product.id,
    '/dropshipping-checkout/:id': product.id,
  };
  const paths = PAGE_PATHS.map((path) => (path.includes(':id') ? path.replace(':id', ids[path]!) : path));
  return [...paths, '/admin'];
}

for (const width of WIDTHS) {
  for (const signedIn of [false, true]) {
    test(`no page scrolls sideways at ${width} px, ${signedIn ? 'signed in' : 'signed out'}`, async ({
      page,
      request,
      shopper,
    }) => {
      test.setTimeout(240_000);
      await page.setViewportSize({ width, height: 740 });
      if (signedIn) {
        const response = await page.request.post('/api/auth/sign-in/email', { data: shopper });
        expect(response.ok()).toBeTruthy();
      }
      const overflowing: string[] = [];
      for (const path of await everyRoute(request)) {
        await page.goto(path);
        await expect(page.locator('h1').first()).toBeVisible();
        if (signedIn && !path.startsWith('/admin')) {
          // The header shows the account, not "Sign In": the signed-in layout is the one measured.
          await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toHaveCount(0);
        }
        await page.evaluate(() => document.fonts.ready);
        const { scrollWidth, innerWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          innerWidth: window.innerWidth,
        }));
        if (scrollWidth > innerWidth) overflowing.push(`${path}: ${scrollWidth} px in ${innerWidth} px`);
      }
      expect(overflowing).toEqual([]);
    });
  }
}
