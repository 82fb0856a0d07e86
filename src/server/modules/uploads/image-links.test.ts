import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_FORM_MESSAGES } from '../../../shared/catalogue/admin-product';
import { DEAL_IMAGE_MESSAGE } from '../../../shared/deals/admin-deal';
import type { Storage } from '../../adapters/storage/storage';
import { deals, dropshippingProducts } from '../../db/schema';
import { signInAdmin } from '../../test/admin-session';
import { browser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Addresses no deal or product may show: other networks, other files, other schemes. */
const REFUSED_EVERYWHERE = [
  'http://169.254.169.254/latest/meta-data/',
  'https://169.254.169.254/latest/meta-data/x.jpg',
  // The same address written as one number, and in hexadecimal.
  'https://2852039166/x.jpg',
  'https://0xA9.0xFE.0xA9.0xFE/x.jpg',
  'https://[::1]/x.jpg',
  'https://localhost/x.jpg',
  'https://metadata.google.internal/computeMetadata/x.jpg',
  'https://printer.local/x.jpg',
  'https://intranet/x.jpg',
  'https://user:secret@cdn.example.com/x.jpg',
  'https://cdn.example.com:8443/x.jpg',
  'https://cdn.example.com/a/../x.jpg',
  'https://cdn.example.com/a/%2e%2e/x.jpg',
  'http://cdn.example.com/x.jpg',
  'https://cdn.example.com/product-page',
  '/uploads/../../etc/passwd',
  '/uploads/images/../../../etc/passwd.jpg',
  '/uploads/images/%2e%2e/x-640.webp',
  '/uploads/./images/x-640.webp',
  '/uploads/images/.hidden.webp',
  '/etc/passwd.jpg',
  '//evil.example/x.jpg',
  'javascript:alert(1)//x.jpg',
  'data:image/png;base64,iVBORw0KGgo=',
];

/** The shop's own uploads: what the upload route and the seed give. */
const OWN_UPLOADS = ['/uploads/images/k3q9m-640.webp', '/uploads/seed/electronics-3-640.webp'];

/** Images on other websites: a product may link to them (docs/product/admin.md, "Drop-shipping products"), a deal may not. */
const OTHER_WEBSITES = [
  'https://evil.example/x.jpg',
  'https://cdn.example.com/earbuds.jpg',
  'https://cdn.example.com/b.webp?w=640',
  'https://bucket.cdn.example.com/images/k3q9m-640.webp',
];

const NEW_DEAL = {
  name: 'Solar lantern',
  vendor: 'Kumasi Lights',
  vendorLocation: 'Kumasi',
  category: 'Home & Garden',
  originalPrice: '250',
  discountPrice: '199.99',
};

const NEW_PRODUCT = {
  name: 'Wireless earbuds',
  description: 'Bluetooth 5.3, 30 h battery.',
  price: '149.99',
  originalPrice: '199.99',
  rating: '4.5',
  reviews: '0',
  videoUrl: '',
  supplier: 'Shenzhen Audio Co.',
  country: 'China',
  category: 'Electronics',
  shippingTime: '3-5 days',
  inStock: true,
  minOrderQuantity: '1',
  isActive: true,
  colors: '',
  sizes: '',
};

async function adminOf(t: TestApp) {
  return browser(t, (await signInAdmin(t)).cookie);
}

const rows = async (t: TestApp) => ({
  deals: (await t.db.select({ n: count() }).from(deals))[0]!.n,
  products: (await t.db.select({ n: count() }).from(dropshippingProducts))[0]!.n,
});

/** The first message the answer gives for the images, whichever field (`imageUrls` or `imageUrls.0`). */
function imageMessage(body: { error?: { fields?: Record<string, string> } }) {
  return Object.entries(body.error?.fields ?? {}).find(([field]) => field.startsWith('imageUrls'))?.[1];
}

describe('image addresses with local uploads', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof adminOf>>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminOf(t);
  }, 120_000);
  afterAll(() => t.close());

  it('a deal takes only the shop’s own uploads', async () => {
    const before = await rows(t);
    for (const url of [...REFUSED_EVERYWHERE, ...OTHER_WEBSITES]) {
      const answer = await admin.post('/api/admin/deals', { ...NEW_DEAL, imageUrls: [url] });
      expect(answer.statusCode, url).toBe(400);
      expect(imageMessage(answer.json()), url).toBe(DEAL_IMAGE_MESSAGE);
      const edit = await admin.patch('/api/admin/deals/00000000-0000-4000-8000-000000000000', {
        ...NEW_DEAL,
        rating: 4,
        imageUrls: [url],
      });
      expect(edit.statusCode, url).toBe(400);
    }
    expect(await rows(t)).toEqual(before);

    const created = await admin.post('/api/admin/deals', { ...NEW_DEAL, imageUrls: OWN_UPLOADS });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().deal.imageUrls).toEqual(OWN_UPLOADS);
  });

  it('a product takes the shop’s own uploads and https links to images on public websites', async () => {
    const before = await rows(t);
    for (const url of REFUSED_EVERYWHERE) {
      const answer = await admin.post('/api/admin/products', { ...NEW_PRODUCT, imageUrls: url });
      expect(answer.statusCode, url).toBe(400);
      expect(imageMessage(answer.json()), url).toBe(PRODUCT_FORM_MESSAGES.imageLinks);
    }
    for (const videoUrl of ['https://169.254.169.254/clip.mp4', 'https://cdn.example.com/../clip.mp4']) {
      const answer = await admin.post('/api/admin/products', {
        ...NEW_PRODUCT,
        imageUrls: OWN_UPLOADS[0],
        videoUrl,
      });
      expect(answer.json().error?.fields, videoUrl).toEqual({ videoUrl: PRODUCT_FORM_MESSAGES.videoLink });
    }
    expect(await rows(t)).toEqual(before);

    for (const url of [...OWN_UPLOADS, ...OTHER_WEBSITES]) {
      const answer = await admin.post('/api/admin/products', { ...NEW_PRODUCT, imageUrls: url });
      expect(answer.statusCode, `${url}: ${answer.body}`).toBe(201);
    }
  });
});

describe('image addresses with a bucket (S3)', () => {
  const BUCKET = 'http://127.0.0.1:9000/shop-images/';
  /** Only the bucket's address matters here: nothing is read or written. */
  const bucket: Storage = {
    publicUrl: (key) => `${BUCKET}${key}`,
    put: () => Promise.reject(new Error('not in this test')),
    exists: () => Promise.resolve(false),
    get: () => Promise.resolve(undefined),
    delete: () => Promise.resolve(),
  };
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof adminOf>>;
  beforeAll(async () => {
    t = await createTestApp({ deps: { storage: bucket } });
    admin = await adminOf(t);
  }, 120_000);
  afterAll(() => t.close());

  it('a deal takes the bucket’s files, not another origin’s file of the same name', async () => {
    const own = `${BUCKET}images/k3q9m-640.webp`;
    for (const url of [
      'http://127.0.0.1:9001/shop-images/images/k3q9m-640.webp',
      `${BUCKET}images/../x.webp`,
    ]) {
      const answer = await admin.post('/api/admin/deals', { ...NEW_DEAL, imageUrls: [url] });
      expect(answer.statusCode, url).toBe(400);
    }
    const created = await admin.post('/api/admin/deals', { ...NEW_DEAL, imageUrls: [own] });
    expect(created.statusCode, created.body).toBe(201);
    // The bucket is local here (http, an address by number): a product takes its files too.
    const product = await admin.post('/api/admin/products', { ...NEW_PRODUCT, imageUrls: own });
    expect(product.statusCode, product.body).toBe(201);
  });
});
