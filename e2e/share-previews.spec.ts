import { expect, test } from './fixtures';
import { cedis, findProduct, productPath } from './product-data';
import { toast } from './shop-helpers';

/** The meta tags a link preview reads, from the page's HTML as the server sends it. */
async function cardTags(html: string) {
  const tags: Record<string, string> = {};
  for (const [, key, value] of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)" \/>/g)) {
    tags[key!] = value!.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#39;', "'");
  }
  return tags;
}

test.describe('share previews and the share menu', () => {
  test("a product page carries the product's own Open Graph tags and a 1200 x 630 picture", async ({
    page,
    request,
    baseURL,
  }) => {
    const product = await findProduct(request, (p) => p.inStock, 'in stock');
    const url = `${baseURL}${productPath(product)}`;

    // What WhatsApp's crawler reads: the HTML, before any JavaScript.
    const response = await request.get(productPath(product));
    expect(response.status()).toBe(200);
    const tags = await cardTags(await response.text());
    expect(tags).toMatchObject({
      'og:title': product.name,
      'og:type': 'product',
      'og:url': url,
      'og:image:width': '1200',
      'og:image:height': '630',
      'og:image:alt': `${product.name}, ${cedis(product.price)}`,
      'twitter:card': 'summary_large_image',
    });
    const picture = await request.get(tags['og:image']!);
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toBe('image/jpeg');

    // The page in the browser keeps them, beside its own title.
    await page.goto(productPath(product));
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', url);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', product.name);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', tags['og:image']!);
    await expect(page).toHaveTitle(`${product.name} | GhanaMart`);
  });

  test('the Share menu offers WhatsApp with the name and link, and Copy link', async ({
    page,
    request,
    context,
    isPhone,
  }, testInfo) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const product = await findProduct(request, (p) => p.inStock, 'in stock');
    await page.goto(productPath(product));
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();

    const share = page.getByRole('button', { name: 'Share', exact: true });
    await expect(share).toHaveAttribute('aria-expanded', 'false');
    await share.click();
    await expect(share).toHaveAttribute('aria-expanded', 'true');
    const whatsapp = page.getByRole('link', { name: 'Share on WhatsApp', exact: true });
    await expect(whatsapp).toBeVisible();
    await expect(whatsapp).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`${product.name} ${page.url()}`)}`,
    );
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    await expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
    // Chromium on Linux has no share sheet: that entry is left out.
    await expect(page.getByRole('button', { name: 'More ways to share' })).toHaveCount(0);
    // The open menu stays inside a phone's screen.
    const box = (await page.getByRole('list').filter({ has: whatsapp }).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    if (isPhone) {
      await page.screenshot({ path: testInfo.outputPath('share-menu-375.png') });
    }

    // Escape closes it and gives the focus back to the button.
    await page.keyboard.press('Escape');
    await expect(whatsapp).toHaveCount(0);
    await expect(share).toBeFocused();

    await share.click();
    await page.getByRole('button', { name: 'Copy link', exact: true }).click();
    await expect(toast(page, 'Link copied!', 'Product link copied to clipboard')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    await expect(page.getByRole('button', { name: 'Copy link' })).toHaveCount(0);
  });
});
