import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PlaceCartOrderResponse } from '../../../shared/orders/order';
import {
  type AdminReviewsResponse,
  type ListingReviewsResponse,
  type OrderReviewsResponse,
  REVIEW_MESSAGES,
} from '../../../shared/reviews/review';
import { queryRows } from '../../db/client';
import {
  deals,
  dropshippingProducts,
  orderStatusHistory,
  reviews,
  smsOutbox,
  vendorMembers,
  vendorProfiles,
} from '../../db/schema';
import { inviteReviewers } from '../../jobs/invite-reviewers';
import { orderLinkToken } from '../../lib/order-link';
import { signInAdmin } from '../../test/admin-session';
import { browser, dealOrderId, insertDeal, insertProduct } from '../../test/fixtures';
import { multipartBody, testImage } from '../../test/multipart';
import { createTestApp, signUpVerified, TEST_ORIGIN, type TestApp } from '../../test/test-app';

vi.setConfig({ testTimeout: 60_000 });

let t: TestApp;
let admin: ReturnType<typeof browser>;
beforeAll(async () => {
  t = await createTestApp({ env: { CHECKOUT_LIMIT_PER_IP: '10000' } });
  admin = browser(t, (await signInAdmin(t)).cookie);
}, 120_000);
afterAll(() => t.close());

const delivery = {
  deliveryName: 'Ama Owusu',
  deliveryPhone: '024 123 4567',
  deliveryAddress: '12 Oxford Street, Osu, Accra',
  region: 'greater-accra',
};

async function shopper() {
  const { cookie, email } = await signUpVerified(t);
  return { email, api: browser(t, cookie) };
}

/** A shopper's order of one deal, moved by the admin as far as `status`. */
async function dealOrder(
  options: {
    deal?: { id: string };
    status?: 'pending' | 'delivered';
    buyer?: { email: string; api: ReturnType<typeof browser> };
  } = {},
) {
  const buyer = options.buyer ?? (await shopper());
  const deal = options.deal ?? (await insertDeal(t.db, { name: 'Rice cooker' }));
  await buyer.api.post('/api/cart/items', { dealId: deal.id, quantity: 1 });
  const placed = await buyer.api.post('/api/cart/checkout', delivery);
  expect(placed.statusCode, placed.body).toBe(201);
  const { reference } = placed.json() as PlaceCartOrderResponse;
  if (options.status !== 'pending') {
    const id = await dealOrderId(t.db, reference);
    for (const status of ['confirmed', 'out_for_delivery', 'delivered']) {
      const moved = await admin.post(`/api/admin/orders/deal/${id}/status`, { status });
      expect(moved.statusCode, moved.body).toBe(200);
    }
  }
  const panel = await buyer.api.get(`/api/reviews/orders/${reference}`);
  expect(panel.statusCode, panel.body).toBe(200);
  const line = (panel.json() as OrderReviewsResponse).lines[0]!;
  return { ...buyer, deal, reference, lineId: line.lineId };
}

const review = (order: { reference: string; lineId: string }, rating: number, body = '') => ({
  reference: order.reference,
  lineId: order.lineId,
  rating,
  body,
});

async function submitted(order: Awaited<ReturnType<typeof dealOrder>>, rating: number, body = '') {
  const response = await order.api.post('/api/reviews', review(order, rating, body));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().review.id as string;
}

const moderate = (ids: string[], action: 'approve' | 'reject', reason = '') =>
  admin.post('/api/admin/reviews/moderate', { ids, action, reason });

async function figures(dealId: string) {
  const [row] = await t.db
    .select({ rating: deals.rating, reviews: deals.reviews })
    .from(deals)
    .where(eq(deals.id, dealId));
  return row!;
}

describe('a review of an order line', () => {
  it('is refused before the line is delivered, and a second one for the same line', async () => {
    const pending = await dealOrder({ status: 'pending' });
    const early = await pending.api.post('/api/reviews', review(pending, 5));
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(REVIEW_MESSAGES.notDelivered);

    const order = await dealOrder();
    await submitted(order, 4, 'Cooks well');
    const again = await order.api.post('/api/reviews', review(order, 1, 'Changed my mind'));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(REVIEW_MESSAGES.alreadyReviewed);
    // Two at once: one is stored, the other refused.
    const racing = await dealOrder();
    const answers = await Promise.all([
      racing.api.post('/api/reviews', review(racing, 5)),
      racing.api.post('/api/reviews', review(racing, 3)),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const panel = (
      await order.api.get(`/api/reviews/orders/${order.reference}`)
    ).json() as OrderReviewsResponse;
    expect(panel.lines[0]).toMatchObject({
      delivered: true,
      review: { rating: 4, body: 'Cooks well', status: 'pending', statusLabel: 'Waiting for approval' },
    });
  });

  it("is only the line's buyer's: another shopper gets the order's 404, the order link's token works", async () => {
    const order = await dealOrder();
    const stranger = await shopper();
    const refused = await stranger.api.post('/api/reviews', review(order, 1, 'Never bought it'));
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.message).toBe(REVIEW_MESSAGES.orderNotFound);
    expect((await stranger.api.get(`/api/reviews/orders/${order.reference}`)).statusCode).toBe(404);
    const guest = browser(t);
    expect((await guest.post('/api/reviews', review(order, 1))).statusCode).toBe(404);
    const wrongToken = await guest.post('/api/reviews', { ...review(order, 1), token: 'not-the-token' });
    expect(wrongToken.statusCode).toBe(404);
    const withLink = await guest.post('/api/reviews', {
      ...review(order, 5, 'From the SMS link'),
      token: orderLinkToken(t.config.authSecret, order.reference),
    });
    expect(withLink.statusCode, withLink.body).toBe(201);
  });

  it('refuses a rating outside 1 to 5 and a photo that is not an upload of the shop, storing nothing', async () => {
    const order = await dealOrder();
    for (const rating of [0, 6, 4.5]) {
      const response = await order.api.post('/api/reviews', review(order, rating));
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields.rating).toBe('Please choose from 1 to 5 stars');
    }
    const foreign = await order.api.post('/api/reviews', {
      ...review(order, 5),
      photoUrls: ['https://evil.example/uploads/images/x-640.webp'],
    });
    expect(foreign.statusCode).toBe(400);
    const four = await order.api.post('/api/reviews', {
      ...review(order, 5),
      photoUrls: ['/uploads/a.webp', '/uploads/b.webp', '/uploads/c.webp', '/uploads/d.webp'],
    });
    expect(four.statusCode).toBe(400);
    const stored = await t.db.select().from(reviews).where(eq(reviews.orderLineId, order.lineId));
    expect(stored).toEqual([]);
  });
});

describe('the photos of a review', () => {
  async function upload(
    order: { reference: string },
    files: Buffer[],
    options: { cookie?: string; token?: string },
  ) {
    const { payload, contentType } = multipartBody(
      files.map((data, index) => ({
        filename: `p${index}.jpg`,
        contentType: 'image/jpeg',
        data,
        field: 'photos',
      })),
    );
    const query = new URLSearchParams({
      reference: order.reference,
      ...(options.token && { token: options.token }),
    });
    return t.app.inject({
      method: 'POST',
      url: `/api/reviews/photos?${query}`,
      headers: {
        origin: TEST_ORIGIN,
        'content-type': contentType,
        ...(options.cookie && { cookie: options.cookie }),
      },
      payload,
    });
  }

  it("are the order's buyer's to send, up to three, stored as the shop's uploads and kept with the review", async () => {
    const { cookie, email } = await signUpVerified(t);
    const api = browser(t, cookie);
    const order = await dealOrder({ buyer: { api, email } });
    const photo = await testImage('jpeg');
    const stranger = await signUpVerified(t);
    expect((await upload(order, [photo], { cookie: stranger.cookie })).statusCode).toBe(404);
    expect((await upload(order, [photo, photo, photo, photo], { cookie })).statusCode).toBe(400);
    const sent = await upload(order, [photo, photo], { cookie });
    expect(sent.statusCode, sent.body).toBe(200);
    const { urls } = sent.json() as { urls: string[] };
    expect(urls).toHaveLength(2);
    const withLink = await upload(order, [photo], {
      token: orderLinkToken(t.config.authSecret, order.reference),
    });
    expect(withLink.statusCode, withLink.body).toBe(200);
    const response = await api.post('/api/reviews', { ...review(order, 5), photoUrls: urls });
    expect(response.statusCode, response.body).toBe(201);
    const [stored] = await t.db
      .select({ photoUrls: reviews.photoUrls })
      .from(reviews)
      .where(eq(reviews.orderLineId, order.lineId));
    expect(stored!.photoUrls).toEqual(urls);
  });
});

describe('the rating of a listing', () => {
  it('is the mean of its approved reviews and their number; a rejected review never counts', async () => {
    const deal = await insertDeal(t.db, { name: 'Standing fan' });
    expect(await figures(deal.id)).toEqual({ rating: 0, reviews: 0 });
    const ids = [];
    for (const stars of [5, 4, 2]) ids.push(await submitted(await dealOrder({ deal }), stars));
    // Waiting reviews count for nothing.
    expect(await figures(deal.id)).toEqual({ rating: 0, reviews: 0 });

    const rejected = await moderate([ids[2]!], 'reject', 'Talks about another product');
    expect(rejected.statusCode, rejected.body).toBe(200);
    const approved = await moderate([ids[0]!, ids[1]!], 'approve');
    expect(approved.json()).toEqual({ changed: 2 });
    expect(await figures(deal.id)).toEqual({ rating: 4.5, reviews: 2 });

    // Approved later, the rejected one counts; rejected again, it no longer does.
    await moderate([ids[2]!], 'approve');
    const all = await figures(deal.id);
    expect(all.reviews).toBe(3);
    expect(all.rating).toBeCloseTo(11 / 3, 5);
    await moderate([ids[2]!], 'reject', 'Talks about another product');
    expect(await figures(deal.id)).toEqual({ rating: 4.5, reviews: 2 });

    const [mean] = await queryRows<{ mean: number; n: number }>(
      t.db,
      sql`SELECT avg(rating)::real AS mean, count(*)::int AS n FROM reviews WHERE deal_id = ${deal.id} AND status = 'approved'`,
    );
    expect(await figures(deal.id)).toEqual({ rating: mean!.mean, reviews: mean!.n });

    // The page lists the approved ones only, newest first, each a verified purchase.
    const page = (
      await browser(t).get(`/api/reviews?kind=deal&id=${deal.id}`)
    ).json() as ListingReviewsResponse;
    expect(page.total).toBe(2);
    expect(page.reviews.map((entry) => entry.rating)).toEqual([4, 5]);
    expect(page.reviews.every((entry) => entry.verifiedPurchase && entry.authorName === 'Ama O.')).toBe(true);
    // The deal's own answer carries the figures.
    expect((await browser(t).get(`/api/deals/${deal.id}`)).json().deal).toMatchObject({
      rating: 4.5,
      reviews: 2,
    });
  });

  it('refuses a rejection without a reason, and writes each decision to the activity log', async () => {
    const id = await submitted(await dealOrder(), 3);
    const noReason = await moderate([id], 'reject');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields.reason).toBe('Please say why the review is not published');
    await moderate([id], 'approve');
    const log = (await admin.get('/api/admin/activity')).json();
    expect(log.entries[0]).toMatchObject({ action: 'review.approve', entityId: id });
    expect(log.entries[0].sentence).toMatch(/published a review of 'Rice cooker'/);
    const pending = (await admin.get('/api/admin/reviews?status=approved')).json() as AdminReviewsResponse;
    expect(pending.reviews.some((entry) => entry.id === id)).toBe(true);
  });

  it('of a product is kept the same way, and the catalogue sorts and filters by it', async () => {
    const best = await insertProduct(t.db, { name: 'Best kettle', category: 'Ratings test' });
    const worst = await insertProduct(t.db, { name: 'Worst kettle', category: 'Ratings test' });
    const unrated = await insertProduct(t.db, { name: 'New kettle', category: 'Ratings test' });
    // Reviews written straight to the table, moderated through the admin.
    const written = await t.db
      .insert(reviews)
      .values([
        { listingKind: 'dropshipping', productId: best.id, authorName: 'Kofi B.', rating: 5 },
        { listingKind: 'dropshipping', productId: best.id, authorName: 'Esi L.', rating: 4 },
        { listingKind: 'dropshipping', productId: worst.id, authorName: 'Yaw O.', rating: 2 },
      ])
      .returning({ id: reviews.id });
    await moderate(
      written.map((row) => row.id),
      'approve',
    );
    const [row] = await t.db
      .select({ rating: dropshippingProducts.rating, reviews: dropshippingProducts.reviews })
      .from(dropshippingProducts)
      .where(eq(dropshippingProducts.id, best.id));
    expect(row).toEqual({ rating: 4.5, reviews: 2 });

    const names = async (query: string) =>
      (
        (await browser(t).get(`/api/catalogue/products?category=Ratings+test&${query}`)).json().products as {
          name: string;
        }[]
      ).map((product) => product.name);
    expect(await names('sort=rating')).toEqual(['Best kettle', 'Worst kettle', 'New kettle']);
    expect(await names('sort=rating&rating=4')).toEqual(['Best kettle']);
    expect(await names('seed=3&rating=4')).toEqual(['Best kettle']);
    expect(await names('q=kettle&sort=rating&rating=4')).toEqual(['Best kettle']);
    expect((await browser(t).get('/api/catalogue/products?rating=3')).statusCode).toBe(400);
    expect((await browser(t).get('/api/catalogue/products?sort=price')).statusCode).toBe(400);
    void unrated;
  });
});

describe('review text', () => {
  it('with a script in it is stored and answered as the text typed, never as markup', async () => {
    const text = '<script>alert("x")</script> & <b>bold</b>';
    const order = await dealOrder();
    const id = await submitted(order, 5, text);
    await moderate([id], 'approve');
    const [stored] = await t.db.select({ body: reviews.body }).from(reviews).where(eq(reviews.id, id));
    expect(stored!.body).toBe(text);
    const page = (
      await browser(t).get(`/api/reviews?kind=deal&id=${order.deal.id}`)
    ).json() as ListingReviewsResponse;
    expect(page.reviews[0]!.body).toBe(text);
  });
});

describe('the reply to a review', () => {
  async function vendorWithMember(name: string) {
    const member = await shopper();
    const [user] = await queryRows<{ id: string }>(
      t.db,
      sql`SELECT id FROM users WHERE email = ${member.email}`,
    );
    const [vendor] = await t.db
      .insert(vendorProfiles)
      .values({
        reference: `VEN-${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
        userId: user!.id,
        status: 'verified',
        businessName: name,
        businessEmail: member.email,
      })
      .returning();
    await t.db.insert(vendorMembers).values({ vendorId: vendor!.id, userId: user!.id });
    return { ...member, vendor: vendor! };
  }

  it("is the listing's vendor's, once; the shop answers only its own listings'", async () => {
    const seller = await vendorWithMember('Kumasi Kitchens');
    const other = await vendorWithMember('Tema Traders');
    const deal = await insertDeal(t.db, { name: 'Blender', vendorId: seller.vendor.id });
    const id = await submitted(await dealOrder({ deal }), 4);
    // Not yet published: nothing to answer.
    const early = await seller.api.post(`/api/seller/reviews/${id}/reply`, { reply: 'Thank you!' });
    expect(early.statusCode).toBe(409);
    await moderate([id], 'approve');

    const byShop = await admin.post(`/api/admin/reviews/${id}/reply`, { reply: 'Thanks from the shop' });
    expect(byShop.statusCode).toBe(403);
    expect(byShop.json().error.message).toBe(REVIEW_MESSAGES.vendorListing);
    const byOther = await other.api.post(`/api/seller/reviews/${id}/reply`, { reply: 'Buy ours instead' });
    expect(byOther.statusCode).toBe(404);
    const byShopper = await (await shopper()).api.post(`/api/seller/reviews/${id}/reply`, { reply: 'Hi' });
    expect(byShopper.statusCode).toBe(403);

    const first = await seller.api.post(`/api/seller/reviews/${id}/reply`, { reply: 'Thank you, Ama!' });
    expect(first.statusCode, first.body).toBe(200);
    const second = await seller.api.post(`/api/seller/reviews/${id}/reply`, { reply: 'Thanks again' });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe(REVIEW_MESSAGES.alreadyReplied);

    const page = (
      await browser(t).get(`/api/reviews?kind=deal&id=${deal.id}`)
    ).json() as ListingReviewsResponse;
    expect(page.reviews[0]!.reply).toMatchObject({ by: 'Kumasi Kitchens', text: 'Thank you, Ama!' });
    const listed = (await seller.api.get('/api/seller/reviews')).json() as AdminReviewsResponse;
    expect(listed.reviews.map((entry) => entry.id)).toEqual([id]);
    expect(((await other.api.get('/api/seller/reviews')).json() as AdminReviewsResponse).reviews).toEqual([]);

    // The shop's own listing: the admin answers, once.
    const own = await submitted(await dealOrder(), 5);
    await moderate([own], 'approve');
    const shopReply = await admin.post(`/api/admin/reviews/${own}/reply`, { reply: 'Thank you!' });
    expect(shopReply.statusCode, shopReply.body).toBe(200);
    expect(shopReply.json().reply.by).toBe('GhanaMart');
    expect((await admin.post(`/api/admin/reviews/${own}/reply`, { reply: 'Again' })).statusCode).toBe(409);
    expect((await seller.api.post(`/api/seller/reviews/${own}/reply`, { reply: 'Mine?' })).statusCode).toBe(
      404,
    );
  });
});

describe('a helpful vote', () => {
  it('counts once per shopper, and orders the "most helpful" list', async () => {
    const deal = await insertDeal(t.db, { name: 'Iron' });
    const older = await submitted(await dealOrder({ deal }), 5, 'Older');
    const newer = await submitted(await dealOrder({ deal }), 4, 'Newer');
    await moderate([older, newer], 'approve');
    const voter = await shopper();
    expect((await browser(t).post(`/api/reviews/${older}/helpful`)).statusCode).toBe(401);
    expect((await voter.api.post(`/api/reviews/${older}/helpful`)).json()).toEqual({
      helpfulCount: 1,
      voted: true,
    });
    expect((await voter.api.post(`/api/reviews/${older}/helpful`)).json()).toEqual({
      helpfulCount: 1,
      voted: true,
    });
    const bodies = async (sort: string) =>
      (
        (
          await browser(t).get(`/api/reviews?kind=deal&id=${deal.id}&sort=${sort}`)
        ).json() as ListingReviewsResponse
      ).reviews.map((entry) => entry.body);
    expect(await bodies('newest')).toEqual(['Newer', 'Older']);
    expect(await bodies('helpful')).toEqual(['Older', 'Newer']);
  });
});

describe('the invitation to review', () => {
  it('goes a day after delivery, once per line, and not for a line reviewed already', async () => {
    const order = await dealOrder();
    const reviewed = await dealOrder();
    await submitted(reviewed, 5);
    const deps = {
      publicUrl: 'https://shop.example',
      orderLinkSecret: t.config.authSecret,
      mailDomain: 'example.com',
    };
    const [delivered] = await t.db
      .select({ at: orderStatusHistory.createdAt })
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.lineId));
    const at = (hours: number) => ({ now: new Date(delivered!.at.getTime() + hours * 3600_000) });
    expect((await inviteReviewers(t.db, deps, at(2))).invited).toBe(0);
    const day = await inviteReviewers(t.db, deps, at(25));
    expect(day.invited).toBeGreaterThanOrEqual(1);
    const texts = await t.db.select({ text: smsOutbox.text }).from(smsOutbox);
    const invitations = texts.filter((row) => row.text.includes(`/orders/${order.reference}?token=`));
    expect(invitations).toHaveLength(1);
    expect(texts.some((row) => row.text.includes(`/orders/${reviewed.reference}?token=`))).toBe(false);
    expect((await inviteReviewers(t.db, deps, at(26))).invited).toBe(0);
  });
});
