import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  API_ADMIN_DEALS,
  API_ADMIN_LISTINGS,
  API_ADMIN_LISTINGS_REVIEW,
  API_ADMIN_PRODUCTS,
  API_ADMIN_SELLERS,
  API_ADMIN_VENDOR_REVIEW,
  API_ADMIN_VENDOR_STANDING,
  API_PRODUCT,
  API_PRODUCTS,
  API_SELLER_PREFIX,
  API_SELLER_UPLOAD_IMAGES,
  apiPath,
} from '../../../shared/api-paths';
import { DEAL_NOT_FOUND_MESSAGE } from '../../../shared/deals/deal';
import type { SellerListing } from '../../../shared/sellers/listing';
import {
  adminActivity,
  deals,
  dropshippingProducts,
  listingRevisions,
  orders,
  vendorProfiles,
} from '../../db/schema';
import { signInAdmin } from '../../test/admin-session';
import { browser } from '../../test/fixtures';
import { registeredRoutes } from '../../test/registered-routes';
import { createTestApp, signUpVerified, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: ReturnType<typeof browser>;
beforeAll(async () => {
  t = await createTestApp();
  admin = browser(t, (await signInAdmin(t)).cookie);
});
afterAll(() => t.close());

type Browser = ReturnType<typeof browser>;

/** A customer who registers a business; verified unless told otherwise. */
async function vendor(options: { businessName?: string; verify?: boolean } = {}) {
  const signedUp = await signUpVerified(t);
  const api = browser(t, signedUp.cookie);
  const businessEmail = `biz-${crypto.randomUUID()}@example.com`;
  const response = await api.post('/api/vendors', {
    businessName: options.businessName ?? 'Makola Fabrics',
    businessEmail,
    categoryIds: [],
  });
  expect(response.statusCode, response.body).toBe(201);
  const [profile] = await t.db
    .select()
    .from(vendorProfiles)
    .where(eq(vendorProfiles.reference, response.json().reference));
  if (options.verify !== false) {
    const verified = await admin.post(apiPath(API_ADMIN_VENDOR_REVIEW, { id: profile!.id }), {
      decision: 'verify',
    });
    expect(verified.statusCode).toBe(200);
  }
  return { api, id: profile!.id, businessEmail };
}

const IMAGE = '/uploads/2026/11/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa-640.webp';
const dealFields = (overrides: Record<string, unknown> = {}) => ({
  name: 'Kente stole',
  description: 'Hand woven in Bonwire.',
  category: 'Fashion',
  originalPrice: '300.00',
  discountPrice: '250.00',
  flashSale: false,
  imageUrls: [IMAGE],
  ...overrides,
});

async function propose(api: Browser, fields = dealFields()): Promise<SellerListing> {
  const response = await api.post('/api/seller/listings', { kind: 'deal', fields, submit: true });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().listing;
}

async function approve(ids: string[]) {
  const response = await admin.post(API_ADMIN_LISTINGS_REVIEW, { decision: 'approve', ids });
  expect(response.statusCode, response.body).toBe(200);
}

const delivery = {
  deliveryName: 'Ama Owusu',
  deliveryPhone: '024 123 4567',
  deliveryAddress: '12 Oxford Street, Osu, Accra',
  region: 'greater-accra',
};

describe('every /api/seller/* route', () => {
  const routes = () =>
    registeredRoutes(t).filter(
      (route) => route.pattern.startsWith(API_SELLER_PREFIX) && route.method !== 'HEAD',
    );

  it('is in the table', () => {
    expect(routes().length).toBeGreaterThanOrEqual(7);
  });

  it('answers 401 without a session, 403 to a customer and to an unverified, rejected or suspended vendor', async () => {
    const customer = browser(t, (await signUpVerified(t)).cookie);
    const pending = await vendor({ verify: false });
    const rejected = await vendor({ verify: false });
    await admin.post(apiPath(API_ADMIN_VENDOR_REVIEW, { id: rejected.id }), {
      decision: 'reject',
      reason: 'No business papers',
    });
    const suspended = await vendor();
    const suspension = await admin.post(apiPath(API_ADMIN_VENDOR_STANDING, { id: suspended.id }), {
      action: 'suspend',
      reason: 'Too many late parcels',
    });
    expect(suspension.statusCode).toBe(200);
    const anonymous = browser(t);
    for (const route of routes()) {
      const send = (who: Browser) =>
        route.pattern === API_SELLER_UPLOAD_IMAGES
          ? who.post(route.url, {})
          : (
              who[route.method.toLowerCase() as 'get'] as (
                url: string,
                body?: unknown,
              ) => ReturnType<Browser['get']>
            )(route.url, {});
      const label = `${route.method} ${route.pattern}`;
      expect((await send(anonymous)).statusCode, label).toBe(401);
      expect((await send(customer)).statusCode, label).toBe(403);
      expect((await send(pending.api)).statusCode, label).toBe(403);
      const refusedRejected = await send(rejected.api);
      expect(refusedRejected.statusCode, label).toBe(403);
      expect(refusedRejected.json().error.message).toContain('No business papers');
      const refusedSuspended = await send(suspended.api);
      expect(refusedSuspended.statusCode, label).toBe(403);
      expect(refusedSuspended.json().error.message).toContain('Too many late parcels');
    }
  });

  it('finds nothing of another vendor: its listings and order lines are 404', async () => {
    const owner = await vendor({ businessName: 'Owner Goods' });
    const other = await vendor({ businessName: 'Other Goods' });
    const listing = await propose(owner.api);
    await approve([listing.id]);
    const shopper = browser(t, (await signUpVerified(t)).cookie);
    const placed = await shopper.post('/api/orders', {
      dealId: (await liveDealOf(listing.id)).id,
      quantity: 1,
      ...delivery,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const lineId = placed.json().order.id as string;

    expect((await other.api.get(`/api/seller/listings/${listing.id}`)).statusCode).toBe(404);
    expect(
      (
        await other.api.put(`/api/seller/listings/${listing.id}`, {
          kind: 'deal',
          fields: dealFields(),
          submit: true,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await other.api.post(`/api/seller/orders/deal/${lineId}`, { action: 'confirm' })).statusCode,
    ).toBe(404);
    expect((await other.api.get('/api/seller/orders')).json().lines).toEqual([]);
    expect((await other.api.get('/api/seller/listings')).json().listings).toEqual([]);
    // The owner sees the line, without the shopper's address or phone.
    const lines = (await owner.api.get('/api/seller/orders')).json().lines;
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      shopperName: 'Ama Owusu',
      deliveryArea: 'Greater Accra',
      sellerStatus: 'awaiting',
    });
    expect(JSON.stringify(lines)).not.toContain('Oxford');
    expect(JSON.stringify(lines)).not.toContain('4567');
  });
});

async function liveDealOf(revisionId: string) {
  const listing = (await t.db.query.listingRevisions.findFirst({
    where: (revision, { eq: equals }) => equals(revision.id, revisionId),
  }))!;
  const [deal] = await t.db.select().from(deals).where(eq(deals.id, listing.listingId!));
  return deal!;
}

describe('listings under review', () => {
  it('a new listing is out of the shop until approved; a rejection gives the reason; the vendor fixes it', async () => {
    const seller = await vendor({ businessName: 'Bonwire Weavers' });
    const listing = await propose(seller.api, dealFields({ name: 'Kente stole, first try' }));
    expect(listing).toMatchObject({ status: 'pending', live: false });
    const shown = async () =>
      (await browser(t).get('/api/deals')).json().deals.map((deal: { name: string }) => deal.name);
    expect(await shown()).not.toContain('Kente stole, first try');

    const queue = (await admin.get(API_ADMIN_LISTINGS)).json().revisions;
    expect(queue.find((entry: { id: string }) => entry.id === listing.id)).toMatchObject({
      vendor: { businessName: 'Bonwire Weavers' },
      liveFields: null,
    });
    const rejected = await admin.post(API_ADMIN_LISTINGS_REVIEW, {
      decision: 'reject',
      ids: [listing.id],
      reason: 'The photo is blurred',
    });
    expect(rejected.statusCode).toBe(200);
    const mine = (await seller.api.get(`/api/seller/listings/${listing.id}`)).json().listing;
    expect(mine).toMatchObject({ status: 'rejected', rejectionReason: 'The photo is blurred' });
    const rejection = await t.lastEmailTo(seller.businessEmail);
    expect(rejection!.subject).toBe('Your listing was not approved: Kente stole, first try');
    expect(rejection!.text).toContain('The reason: The photo is blurred');
    expect(rejection!.text).toContain('/seller/listings');

    const fixed = await seller.api.put(`/api/seller/listings/${listing.id}`, {
      kind: 'deal',
      fields: dealFields({ name: 'Kente stole' }),
      submit: true,
    });
    expect(fixed.json().listing).toMatchObject({ status: 'pending', rejectionReason: null });
    await approve([listing.id]);
    const approval = await t.lastEmailTo(seller.businessEmail);
    expect(approval!.subject).toBe('Your listing is approved: Kente stole');
    expect(approval!.text).toContain('Shoppers see it in the shop now.');
    const deal = await liveDealOf(listing.id);
    expect(deal).toMatchObject({ name: 'Kente stole', vendor: 'Bonwire Weavers', vendorId: seller.id });
    expect(deal.sellerSlug).toMatch(/^bonwire-weavers-[a-z0-9]{6}$/);
    const store = await browser(t).get(`/api/stores/${deal.sellerSlug}`);
    expect(store.statusCode).toBe(200);
    expect(store.json().deals.map((d: { name: string }) => d.name)).toEqual(['Kente stole']);
    const [entry] = await t.db.select().from(adminActivity).where(eq(adminActivity.entityId, listing.id));
    expect(entry).toBeDefined();
  });

  it('a vendor cannot set a listing’s status: a status sent with the form is ignored', async () => {
    const seller = await vendor();
    const response = await seller.api.post('/api/seller/listings', {
      kind: 'deal',
      fields: dealFields({ status: 'approved' }),
      status: 'approved',
      submit: false,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().listing.status).toBe('draft');
    const reviewed = await seller.api.post('/api/admin/listings/review', {
      decision: 'approve',
      ids: [response.json().listing.id],
    });
    expect(reviewed.statusCode).toBe(403);
    expect(
      (await seller.api.get(`/api/seller/listings/${response.json().listing.id}`)).json().listing.status,
    ).toBe('draft');
  });

  it('an order is charged the approved price while a change of price waits for review', async () => {
    const seller = await vendor();
    const listing = await propose(seller.api, dealFields({ discountPrice: '250.00' }));
    await approve([listing.id]);
    const deal = await liveDealOf(listing.id);
    const change = await seller.api.put(`/api/seller/listings/${listing.id}`, {
      kind: 'deal',
      fields: dealFields({ discountPrice: '10.00' }),
      submit: true,
    });
    expect(change.statusCode, change.body).toBe(200);
    expect(change.json().listing).toMatchObject({ status: 'pending', listingId: deal.id });
    // The live deal is as approved; the queue shows the change against it.
    expect((await browser(t).get(`/api/deals/${deal.id}`)).json().deal.discountPrice).toBe('250.00');
    const queued = (await admin.get(API_ADMIN_LISTINGS))
      .json()
      .revisions.find((entry: { id: string }) => entry.id === change.json().listing.id);
    expect(queued.liveFields.discountPrice).toBe('250.00');
    expect(queued.fields.discountPrice).toBe('10.00');

    const shopper = browser(t, (await signUpVerified(t)).cookie);
    const placed = await shopper.post('/api/orders', {
      dealId: deal.id,
      quantity: 2,
      ...delivery,
      unitPrice: '1.00',
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json()).toMatchObject({ subtotal: '500.00' });
    const [line] = await t.db.select().from(orders).where(eq(orders.id, placed.json().order.id));
    expect(line).toMatchObject({ unitPrice: '250.00', vendorId: seller.id, sellerStatus: 'awaiting' });

    await approve([change.json().listing.id]);
    expect((await browser(t).get(`/api/deals/${deal.id}`)).json().deal.discountPrice).toBe('10.00');
    // The seller center lists the listing once, at its newest version.
    const listed = (await seller.api.get('/api/seller/listings')).json().listings;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ status: 'approved', price: '10.00' });
  });
});

describe('catalogue products under review', () => {
  it('an approved product is in the catalogue with the vendor as its supplier and seller', async () => {
    const seller = await vendor({ businessName: 'Tamale Shea Co' });
    const response = await seller.api.post('/api/seller/listings', {
      kind: 'product',
      submit: true,
      fields: {
        name: 'Shea butter, 500 g',
        description: 'Unrefined, from Tamale.',
        price: '45',
        originalPrice: '60',
        imageUrls: 'https://images.example.com/shea.jpg',
        videoUrl: '',
        country: 'USA',
        category: 'Health & Beauty',
        shippingTime: '3-5 days',
        inStock: true,
        minOrderQuantity: '1',
        colors: '',
        sizes: '',
        supplier: 'Someone else',
        rating: 5,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json().listing;
    await approve([id]);
    const [revision] = await t.db.select().from(listingRevisions).where(eq(listingRevisions.id, id));
    const product = await browser(t).get(`/api/catalogue/products/${revision!.listingId}`);
    expect(product.statusCode).toBe(200);
    expect(product.json().product).toMatchObject({
      name: 'Shea butter, 500 g',
      price: '45.00',
      supplier: 'Tamale Shea Co',
      // The rating sent is ignored: a new product has no published reviews yet (ADR 070).
      rating: 0,
      reviews: 0,
    });
    expect(product.json().product.sellerSlug).toMatch(/^tamale-shea-co-/);
  });
});

describe("a suspended vendor's listings", () => {
  const productFields = (name: string) => ({
    name,
    description: 'Unrefined, from Tamale.',
    price: '45',
    originalPrice: '60',
    imageUrls: 'https://images.example.com/shea.jpg',
    videoUrl: '',
    country: 'USA',
    category: 'Health & Beauty',
    shippingTime: '3-5 days',
    inStock: true,
    minOrderQuantity: '1',
    colors: '',
    sizes: '',
  });
  const proposeProduct = async (api: Browser, name: string) => {
    const response = await api.post('/api/seller/listings', {
      kind: 'product',
      fields: productFields(name),
      submit: true,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().listing.id as string;
  };
  const productOf = async (revisionId: string) => {
    const [revision] = await t.db.select().from(listingRevisions).where(eq(listingRevisions.id, revisionId));
    return revision!.listingId!;
  };
  const standing = async (id: string, body: Record<string, unknown>) => {
    const response = await admin.post(apiPath(API_ADMIN_VENDOR_STANDING, { id }), body);
    expect(response.statusCode, response.body).toBe(200);
  };
  const soon = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 2000, interval: 20 });

  it('leave the shop while it is suspended and come back when it is reinstated, except what the admin hid', async () => {
    const seller = await vendor({ businessName: 'Suspended Shea' });
    const listing = await propose(seller.api, dealFields({ name: 'Suspended kente stole' }));
    const shownId = await proposeProduct(seller.api, 'Suspended shea butter');
    const hiddenId = await proposeProduct(seller.api, 'Suspended shea soap');
    await approve([listing.id, shownId, hiddenId]);
    // One message for the batch, naming each listing.
    const approval = await t.lastEmailTo(seller.businessEmail);
    expect(approval!.subject).toBe('3 of your listings are approved');
    expect(approval!.text).toContain('• Suspended shea soap');
    const deal = await liveDealOf(listing.id);
    const shownProduct = await productOf(shownId);
    const hiddenProduct = await productOf(hiddenId);
    // The admin hides one product before the suspension, as the product form's "Shown in the shop" does.
    await t.db
      .update(dropshippingProducts)
      .set({ isActive: false })
      .where(eq(dropshippingProducts.id, hiddenProduct));

    const shopper = browser(t, (await signUpVerified(t)).cookie);
    const dealNames = async () =>
      (await shopper.get('/api/deals')).json().deals.map((d: { name: string }) => d.name) as string[];
    const catalogueIds = async () =>
      (await shopper.get(`${API_PRODUCTS}?q=suspended%20shea`))
        .json()
        .products.map((p: { id: string }) => p.id);
    const productStatus = async (id: string) => (await shopper.get(apiPath(API_PRODUCT, { id }))).statusCode;
    const store = async () => shopper.get(`/api/stores/${deal.sellerSlug}`);
    // Manage Deals lists it all along, saying whether the suspension keeps it out of the shop.
    const hiddenForAdmin = async () => ({
      deal: (await admin.get(API_ADMIN_DEALS)).json().deals.find((d: { id: string }) => d.id === deal.id)
        .hiddenBySuspension,
      product: (await admin.get(`${API_ADMIN_PRODUCTS}?q=suspended%20shea%20butter`)).json().products[0]
        .hiddenBySuspension,
    });
    expect(await hiddenForAdmin()).toEqual({ deal: false, product: false });
    expect(await dealNames()).toContain('Suspended kente stole');
    expect(await catalogueIds()).toEqual([shownProduct]);
    expect(await productStatus(shownProduct)).toBe(200);

    await standing(seller.id, { action: 'suspend', reason: 'Counterfeit goods reported' });
    expect(await dealNames()).not.toContain('Suspended kente stole');
    expect(await hiddenForAdmin()).toEqual({ deal: true, product: true });
    const page = await shopper.get(`/api/deals/${deal.id}`);
    expect(page.statusCode).toBe(404);
    expect(page.json().error.message).toBe(DEAL_NOT_FOUND_MESSAGE);
    expect((await store()).statusCode).toBe(404);
    await soon(async () => expect(await productStatus(shownProduct)).toBe(404));
    await soon(async () => expect(await catalogueIds()).toEqual([]));
    const order = await shopper.post('/api/orders', { dealId: deal.id, quantity: 1, ...delivery });
    expect(order.statusCode).toBe(404);
    expect(order.json().error.message).toBe(DEAL_NOT_FOUND_MESSAGE);
    const cart = await shopper.post('/api/cart/items', { dealId: deal.id, quantity: 1 });
    expect(cart.json().error.message).toBe(DEAL_NOT_FOUND_MESSAGE);
    expect(await t.db.select().from(orders).where(eq(orders.dealId, deal.id))).toHaveLength(0);

    await standing(seller.id, { action: 'reinstate' });
    expect(await dealNames()).toContain('Suspended kente stole');
    expect(await hiddenForAdmin()).toEqual({ deal: false, product: false });
    expect((await shopper.get(`/api/deals/${deal.id}`)).statusCode).toBe(200);
    await soon(async () => expect(await productStatus(shownProduct)).toBe(200));
    await soon(async () => expect(await catalogueIds()).toEqual([shownProduct]));
    expect(await productStatus(hiddenProduct)).toBe(404);
    const reopened = (await store()).json();
    expect(reopened.deals.map((d: { id: string }) => d.id)).toEqual([deal.id]);
    expect(reopened.products.map((p: { id: string }) => p.id)).toEqual([shownProduct]);
    const placed = await shopper.post('/api/orders', { dealId: deal.id, quantity: 1, ...delivery });
    expect(placed.statusCode, placed.body).toBe(201);
  });
});

describe('order lines and the score', () => {
  it('the vendor confirms and readies its line; the admin sees the score; a late line is flagged', async () => {
    const seller = await vendor();
    const listing = await propose(seller.api);
    await approve([listing.id]);
    const deal = await liveDealOf(listing.id);
    const shopper = browser(t, (await signUpVerified(t)).cookie);
    const onTime = (await shopper.post('/api/orders', { dealId: deal.id, quantity: 1, ...delivery })).json()
      .order.id;
    const late = (await shopper.post('/api/orders', { dealId: deal.id, quantity: 1, ...delivery })).json()
      .order.id;
    await t.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 72 * 3600_000) })
      .where(eq(orders.id, late));

    expect((await seller.api.post(`/api/seller/orders/deal/${onTime}`, { action: 'ready' })).statusCode).toBe(
      409,
    );
    expect(
      (await seller.api.post(`/api/seller/orders/deal/${onTime}`, { action: 'confirm' })).json().line,
    ).toMatchObject({
      sellerStatus: 'confirmed',
    });
    const ready = await seller.api.post(`/api/seller/orders/deal/${onTime}`, { action: 'ready' });
    expect(ready.json().line).toMatchObject({ sellerStatus: 'ready', late: false });

    const sellers = (await admin.get(API_ADMIN_SELLERS)).json();
    expect(sellers.readyWithinHours).toBe(48);
    expect(sellers.lateLines.map((line: { id: string }) => line.id)).toContain(late);
    expect(sellers.sellers.find((entry: { id: string }) => entry.id === seller.id).score).toMatchObject({
      linesDue: 2,
      readyOnTime: 1,
      late: 1,
      onTimePercent: 50,
    });
    const me = (await seller.api.get('/api/seller/me')).json();
    expect(me.score).toMatchObject({ onTimePercent: 50, declined: 0 });

    const declined = await seller.api.post(`/api/seller/orders/deal/${late}`, { action: 'decline' });
    expect(declined.json().line.sellerStatus).toBe('declined');
    expect((await seller.api.get('/api/seller/me')).json().score).toMatchObject({
      declined: 1,
      cancellationPercent: 50,
    });
  });
});
