import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_ADMIN_DELIVERY_JOB_RELEASE,
  API_ADMIN_FAILED_MESSAGES,
  API_ADMIN_ORDERS,
  API_RIDER_JOB,
  API_RIDER_JOB_DELIVERY,
  API_RIDER_JOB_STEPS,
  API_RIDER_JOBS,
  API_RIDER_PHOTOS,
  API_TRACK_REQUEST,
  apiPath,
} from '../../../shared/api-paths';
import { IDEMPOTENCY_KEY_HEADER } from '../../../shared/idempotency';
import type { OrderPageResponse } from '../../../shared/orders/order-page';
import type { TrackResponse } from '../../../shared/requests/track-messages';
import type { RiderDay, RiderJobResponse } from '../../../shared/riders/rider-jobs';
import {
  cashHandins,
  deliveryJobEvents,
  deliveryJobs,
  orders,
  smsOutbox,
  users,
  vendorLedgerEntries,
  vendorMembers,
  vendorProfiles,
} from '../../db/schema';
import { deliveryCode } from '../../lib/delivery-code';
import { signInAdmin } from '../../test/admin-session';
import { browser, insertDeal, insertDealOrderLines } from '../../test/fixtures';
import { multipartBody, testImage } from '../../test/multipart';
import { registeredRoutes } from '../../test/registered-routes';
import { insertDeliveryJob } from '../../test/rider-rows';
import { signInRider } from '../../test/riders';
import { uniqueGhanaPhone } from '../../test/sms-gateway-stub';
import { createTestApp, signUpVerified, TEST_ORIGIN, type TestApp } from '../../test/test-app';

const logLines: string[] = [];
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ deps: { logStream: { write: (line: string) => void logLines.push(line) } } });
  // A whole app on a fresh database: slow when the machine is busy.
}, 120_000);
afterAll(async () => {
  await t.close();
});

const id = (path: string, jobId: string) => apiPath(path as typeof API_RIDER_JOB, { id: jobId });
const now = () => new Date().toISOString();
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** An update as the rider's phone sends it: its own key, so that a resend lands once. */
function send(cookie: string, url: string, body: object, key = crypto.randomUUID()) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { origin: TEST_ORIGIN, cookie, [IDEMPOTENCY_KEY_HEADER]: key },
    payload: body,
  });
}

async function smsTo(phone: string) {
  return t.db.select().from(smsOutbox).where(eq(smsOutbox.to, phone)).orderBy(asc(smsOutbox.createdAt));
}

describe('every /api/rider/* route', () => {
  it('refuses no session (401), a customer or a vendor (403) and a suspended rider (403)', async () => {
    const routes = registeredRoutes(t).filter(
      (route) => route.pattern.startsWith('/api/rider/') && route.method !== 'HEAD',
    );
    expect(routes.map((route) => `${route.method} ${route.pattern}`).sort()).toEqual([
      'GET /api/rider/jobs',
      'GET /api/rider/jobs/:id',
      'POST /api/rider/jobs/:id/delivery',
      'POST /api/rider/jobs/:id/steps',
      'POST /api/rider/photos',
    ]);
    const customer = await signUpVerified(t);
    const vendor = await signUpVerified(t);
    const [vendorUser] = await t.db.select().from(users).where(eq(users.email, vendor.email));
    const [profile] = await t.db
      .insert(vendorProfiles)
      .values({
        reference: 'VEN-RIDER1',
        userId: vendorUser!.id,
        status: 'verified',
        businessName: 'Osu Traders',
        businessEmail: vendor.email,
      })
      .returning();
    await t.db.insert(vendorMembers).values({ vendorId: profile!.id, userId: vendorUser!.id });
    const suspended = await signInRider(t, { status: 'suspended' });
    for (const route of routes) {
      const ask = (cookie?: string) =>
        t.app.inject({
          method: route.method,
          url: route.url,
          headers: { origin: TEST_ORIGIN, ...(cookie && { cookie }) },
          ...(route.jsonBody && { payload: {} }),
        });
      const where = `${route.method} ${route.pattern}`;
      expect((await ask()).statusCode, where).toBe(401);
      expect((await ask(customer.cookie)).statusCode, where).toBe(403);
      expect((await ask(vendor.cookie)).statusCode, where).toBe(403);
      const refused = await ask(suspended.cookie);
      expect(refused.statusCode, where).toBe(403);
      expect(refused.json().error.message, where).toMatch(/suspended/);
    }
  });

  it("answers 404 for another rider's job, and for a job not yet assigned to this rider", async () => {
    const kofi = await signInRider(t, { name: 'Kofi Boateng' });
    const yaw = await signInRider(t, { name: 'Yaw Asante' });
    const kofisJob = await insertDeliveryJob(t.db, { riderId: kofi.rider.id });
    // Named for Yaw by dispatch but not yet handed to him.
    const notYet = await insertDeliveryJob(t.db, { riderId: yaw.rider.id, status: 'unassigned' });
    const unassigned = await insertDeliveryJob(t.db);
    for (const job of [kofisJob, notYet, unassigned]) {
      const read = await browser(t, yaw.cookie).get(id(API_RIDER_JOB, job.id));
      expect(read.statusCode).toBe(404);
      expect(read.json().error.message).toBe('We could not find this job among yours.');
      const step = await send(yaw.cookie, id(API_RIDER_JOB_STEPS, job.id), {
        step: 'picked_up',
        happenedAt: now(),
      });
      expect(step.statusCode).toBe(404);
      const deliver = await send(yaw.cookie, id(API_RIDER_JOB_DELIVERY, job.id), {
        code: '1234',
        cashCollected: '120.00',
        happenedAt: now(),
      });
      expect(deliver.statusCode).toBe(404);
    }
    const day: RiderDay = (await browser(t, yaw.cookie).get(API_RIDER_JOBS)).json();
    expect(day.jobs).toEqual([]);
    const [unchanged] = await t.db.select().from(deliveryJobs).where(eq(deliveryJobs.id, kofisJob.id));
    expect([unchanged!.status, unchanged!.codeAttempts]).toEqual(['assigned', 0]);
  });
});

describe("the rider's day", () => {
  it("lists today's jobs in order with the receiver's phone, hidden once the job is closed", async () => {
    const rider = await signInRider(t);
    const later = await insertDeliveryJob(t.db, {
      riderId: rider.rider.id,
      windowStart: new Date(Date.now() + 3 * 3600_000),
    });
    const sooner = await insertDeliveryJob(t.db, {
      riderId: rider.rider.id,
      windowStart: new Date(Date.now() + 3600_000),
    });
    const done = await insertDeliveryJob(t.db, {
      riderId: rider.rider.id,
      status: 'delivered',
      deliveredAt: new Date(),
      cashCollected: '45.50',
    });
    const day: RiderDay = (await browser(t, rider.cookie).get(API_RIDER_JOBS)).json();
    expect(day.riderFirstName).toBe('Kwame');
    expect(day.jobs.map((job) => job.id)).toEqual([sooner.id, later.id, done.id]);
    expect(day.jobs[0]!.receiverPhone).toBe('0551234567');
    expect(day.jobs[2]!.receiverPhone).toBeNull();
    expect(day.cashHeld).toBe('45.50');
    // A hand-in the office recorded is no longer held; an older day's cash not handed in still is.
    await insertDeliveryJob(t.db, {
      riderId: rider.rider.id,
      status: 'delivered',
      deliveredAt: new Date(Date.now() - 3 * 86_400_000),
      cashCollected: '20.00',
    });
    await t.db.insert(cashHandins).values({
      riderId: rider.rider.id,
      day: new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10),
      kind: 'cash',
      amount: '15.00',
    });
    const afterHandin: RiderDay = (await browser(t, rider.cookie).get(API_RIDER_JOBS)).json();
    expect(afterHandin.jobs).toHaveLength(3);
    expect(afterHandin.cashHeld).toBe('50.50');
    const closed: RiderJobResponse = (await browser(t, rider.cookie).get(id(API_RIDER_JOB, done.id))).json();
    expect(closed.job.receiverPhone).toBeNull();
  });
});

describe('steps', () => {
  it('refuses an out-of-order step in words and texts the receiver the code once', async () => {
    const rider = await signInRider(t, { name: 'Kwame Mensah' });
    const phone = uniqueGhanaPhone();
    const job = await insertDeliveryJob(t.db, { riderId: rider.rider.id, receiverPhone: phone.typed });
    const steps = id(API_RIDER_JOB_STEPS, job.id);
    const early = await send(rider.cookie, steps, { step: 'out_for_delivery', happenedAt: now() });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(
      'This job is to pick up, so it cannot be marked on the way: it must be "picked up" or "not delivered" first.',
    );
    expect((await send(rider.cookie, steps, { step: 'picked_up', happenedAt: now() })).statusCode).toBe(200);
    expect(
      (await send(rider.cookie, steps, { step: 'out_for_delivery', happenedAt: now() })).statusCode,
    ).toBe(200);
    const code = deliveryCode(t.config.authSecret, job.id);
    expect((await smsTo(phone.e164)).map((sms) => sms.text)).toEqual([
      `GhanaMart: Kwame is on the way with your parcel, give code ${code} at the door.`,
    ]);
    const noReason = await send(rider.cookie, steps, { step: 'failed', happenedAt: now() });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields.reason).toBe('Choose why it was not delivered.');
    const next = new Date(Date.now() + 86_400_000).toISOString();
    const failed = await send(rider.cookie, steps, {
      step: 'failed',
      reason: 'no_one_home',
      nextAttemptAt: next,
      happenedAt: now(),
    });
    expect(failed.statusCode).toBe(200);
    expect((failed.json() as RiderJobResponse).job).toMatchObject({
      status: 'failed',
      failureReason: 'no_one_home',
    });
    // The second attempt: no second "on the way" text.
    expect(
      (await send(rider.cookie, steps, { step: 'out_for_delivery', happenedAt: now() })).statusCode,
    ).toBe(200);
    const texts = (await smsTo(phone.e164)).map((sms) => sms.text);
    expect(texts).toHaveLength(2);
    expect(texts[1]).toMatch(
      /^GhanaMart: we could not deliver DLV-\w+ \(no one home\)\. We will come again /,
    );
    const future = await send(rider.cookie, steps, {
      step: 'failed',
      reason: 'refused',
      happenedAt: new Date(Date.now() + 3600_000).toISOString(),
    });
    expect(future.statusCode).toBe(400);
  });

  it('applies an update queued offline once, at the time the rider made it', async () => {
    const rider = await signInRider(t);
    const job = await insertDeliveryJob(t.db, { riderId: rider.rider.id });
    const steps = id(API_RIDER_JOB_STEPS, job.id);
    const madeAt = minutesAgo(40);
    const key = crypto.randomUUID();
    const first = await send(rider.cookie, steps, { step: 'picked_up', happenedAt: madeAt }, key);
    const again = await send(rider.cookie, steps, { step: 'picked_up', happenedAt: madeAt }, key);
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const events = await t.db.select().from(deliveryJobEvents).where(eq(deliveryJobEvents.jobId, job.id));
    expect(events).toHaveLength(1);
    expect(events[0]!.happenedAt.toISOString()).toBe(madeAt);
  });
});

describe('proof of delivery', () => {
  async function onTheWayDealOrder() {
    const shopper = await signUpVerified(t);
    const [owner] = await t.db.select().from(users).where(eq(users.email, shopper.email));
    const deal = await insertDeal(t.db);
    const phone = uniqueGhanaPhone();
    const [line] = await insertDealOrderLines(t.db, [
      {
        userId: owner!.id,
        dealId: deal.id,
        dealName: 'Rice cooker',
        unitPrice: '120.00',
        quantity: 1,
        totalAmount: '120.00',
        deliveryName: 'Ama Owusu',
        deliveryPhone: phone.typed,
        deliveryAddress: '12 Oxford Street, Osu',
        status: 'confirmed',
      },
    ]);
    const rider = await signInRider(t, { name: 'Kwame Mensah' });
    const job = await insertDeliveryJob(t.db, {
      riderId: rider.rider.id,
      kind: 'deal_order',
      subjectReference: line!.checkoutReference,
      receiverPhone: phone.typed,
      cashDue: '120.00',
    });
    const steps = id(API_RIDER_JOB_STEPS, job.id);
    await send(rider.cookie, steps, { step: 'picked_up', happenedAt: minutesAgo(30) });
    await send(rider.cookie, steps, { step: 'out_for_delivery', happenedAt: minutesAgo(20) });
    return {
      shopper,
      rider,
      job,
      reference: line!.checkoutReference,
      phone,
      code: deliveryCode(t.config.authSecret, job.id),
    };
  }

  it('limits wrong codes: the sixth try is refused even with the right code until an admin releases it', async () => {
    const { rider, job, code } = await onTheWayDealOrder();
    const wrong = code === '0000' ? '1111' : '0000';
    const deliver = (typed: string) =>
      send(rider.cookie, id(API_RIDER_JOB_DELIVERY, job.id), {
        code: typed,
        cashCollected: '120.00',
        happenedAt: now(),
      });
    for (let attempt = 1; attempt <= 4; attempt++) {
      const refused = await deliver(wrong);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error.fields.code).toBe(
        5 - attempt === 1
          ? 'That code is not right. One more wrong code locks the job.'
          : `That code is not right. ${5 - attempt} tries left before the job locks.`,
      );
    }
    expect((await deliver(wrong)).statusCode).toBe(423);
    const sixth = await deliver(code);
    expect(sixth.statusCode).toBe(423);
    expect(sixth.json().error.message).toMatch(/locked/);
    const admin = await signInAdmin(t);
    const release = await browser(t, admin.cookie).post(
      apiPath(API_ADMIN_DELIVERY_JOB_RELEASE, { id: job.id }),
    );
    expect(release.statusCode).toBe(200);
    const noReason = await send(rider.cookie, id(API_RIDER_JOB_DELIVERY, job.id), {
      code,
      cashCollected: '100.00',
      happenedAt: now(),
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields.cashReason).toBe(
      'The cash collected differs from what was due: say why.',
    );
    const delivered = await send(rider.cookie, id(API_RIDER_JOB_DELIVERY, job.id), {
      code,
      cashCollected: '120.00',
      happenedAt: minutesAgo(5),
      latitude: 5.556,
      longitude: -0.1969,
    });
    expect(delivered.statusCode).toBe(200);
    expect((delivered.json() as RiderJobResponse).job).toMatchObject({
      status: 'delivered',
      receiverPhone: null,
      cashCollected: '120.00',
    });
    const [stored] = await t.db.select().from(deliveryJobs).where(eq(deliveryJobs.id, job.id));
    expect([stored!.proofKind, stored!.proofLatitude, stored!.proofLongitude]).toEqual([
      'code',
      5.556,
      -0.1969,
    ]);
  });

  it('shows the shopper the rider, the code on the order page only, and the proof once delivered', async () => {
    const { shopper, rider, job, reference, phone, code } = await onTheWayDealOrder();
    const page: OrderPageResponse = (await browser(t, shopper.cookie).get(`/api/orders/${reference}`)).json();
    expect(page.order.lines[0]!.status).toBe('out_for_delivery');
    expect(page.order.deliveryProgress).toMatchObject({ riderFirstName: 'Kwame', onTheWay: true, code });
    const track = async () =>
      (await browser(t).post(API_TRACK_REQUEST, { reference, contact: phone.typed })).json() as TrackResponse;
    const tracked = await track();
    expect(tracked.request.order!.delivery).toMatchObject({ riderFirstName: 'Kwame', onTheWay: true });
    expect(JSON.stringify(tracked)).not.toContain(code);
    const deliveredAt = minutesAgo(2);
    await send(rider.cookie, id(API_RIDER_JOB_DELIVERY, job.id), {
      code,
      cashCollected: '120.00',
      happenedAt: deliveredAt,
    });
    const after: OrderPageResponse = (
      await browser(t, shopper.cookie).get(`/api/orders/${reference}`)
    ).json();
    expect(after.order.lines[0]!.status).toBe('delivered');
    expect(after.order.deliveryProgress).toMatchObject({ proof: 'code', deliveredAt, code: null });
    expect((await track()).request.order!.delivery).toMatchObject({ deliveredAt, proof: 'code' });
    const [line] = await t.db.select().from(orders).where(eq(orders.checkoutReference, reference));
    expect(line!.status).toBe('delivered');
    expect((await smsTo(phone.e164)).at(-1)!.text).toMatch(
      new RegExp(`^GhanaMart: ${reference} was delivered at `),
    );
  });

  it("credits a vendor's line the rider delivered to the vendor's ledger, once", async () => {
    const { rider, job, reference, code } = await onTheWayDealOrder();
    const seller = await signUpVerified(t);
    const [sellerUser] = await t.db.select().from(users).where(eq(users.email, seller.email));
    const [vendor] = await t.db
      .insert(vendorProfiles)
      .values({
        reference: 'VEN-RIDER2',
        userId: sellerUser!.id,
        status: 'verified',
        businessName: 'Kaneshie Kitchens',
        businessEmail: seller.email,
      })
      .returning();
    await t.db.update(orders).set({ vendorId: vendor!.id }).where(eq(orders.checkoutReference, reference));
    const key = crypto.randomUUID();
    const body = { code, cashCollected: '120.00', happenedAt: minutesAgo(1) };
    expect((await send(rider.cookie, id(API_RIDER_JOB_DELIVERY, job.id), body, key)).statusCode).toBe(200);
    // The phone sends it again after a lost answer: the line is credited once.
    expect((await send(rider.cookie, id(API_RIDER_JOB_DELIVERY, job.id), body, key)).statusCode).toBe(200);
    const ledger = await t.db
      .select()
      .from(vendorLedgerEntries)
      .where(eq(vendorLedgerEntries.vendorId, vendor!.id));
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({
      kind: 'sale',
      lineKind: 'deal',
      orderReference: reference,
      grossPesewas: 12_000,
    });
  });

  it("refuses in words a delivery or a step sent again once the day's cash was handed in", async () => {
    const { rider, job, code } = await onTheWayDealOrder();
    const body = { code, cashCollected: '120.00', happenedAt: minutesAgo(1) };
    expect((await send(rider.cookie, id(API_RIDER_JOB_DELIVERY, job.id), body)).statusCode).toBe(200);
    const [delivered] = await t.db.select().from(deliveryJobs).where(eq(deliveryJobs.id, job.id));
    const day = delivered!.deliveredAt!.toLocaleDateString('en-CA', { timeZone: 'Africa/Accra' });
    await t.db.insert(cashHandins).values({ riderId: rider.rider.id, day, kind: 'cash', amount: '120.00' });
    const again = await send(rider.cookie, id(API_RIDER_JOB_DELIVERY, job.id), {
      ...body,
      cashCollected: '100.00',
      cashReason: 'Gave change',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toMatch(/^This job is delivered, so it cannot be marked delivered/);
    const step = await send(rider.cookie, id(API_RIDER_JOB_STEPS, job.id), {
      step: 'failed',
      reason: 'refused',
      happenedAt: now(),
    });
    expect(step.statusCode).toBe(409);
    const [after] = await t.db.select().from(deliveryJobs).where(eq(deliveryJobs.id, job.id));
    expect(after!.cashCollected).toBe('120.00');
  });

  it('never writes the code in a log line or an admin list', async () => {
    const { rider, job, reference, phone, code } = await onTheWayDealOrder();
    await send(rider.cookie, id(API_RIDER_JOB_DELIVERY, job.id), {
      code: code === '0000' ? '1111' : '0000',
      cashCollected: '120.00',
      happenedAt: now(),
    });
    // The receiver's text failed for good: the admin's failed messages list shows it.
    await t.db
      .update(smsOutbox)
      .set({ status: 'failed', lastError: 'gateway down' })
      .where(and(eq(smsOutbox.to, phone.e164)));
    const admin = await signInAdmin(t);
    const failed = await browser(t, admin.cookie).get(API_ADMIN_FAILED_MESSAGES);
    expect(failed.body).toContain('give code ••••');
    expect(failed.body).not.toContain(`code ${code}`);
    const list = await browser(t, admin.cookie).get(`${API_ADMIN_ORDERS}?kind=deal&q=${reference}`);
    expect(list.json().orders[0].riderDelivery).toMatchObject({ riderName: 'Kwame Mensah', wrongCodes: 1 });
    expect(list.body).not.toContain(code);
    await send(rider.cookie, id(API_RIDER_JOB_DELIVERY, job.id), {
      code,
      cashCollected: '120.00',
      happenedAt: now(),
    });
    expect(logLines.some((line) => line.includes('delivery job delivered'))).toBe(true);
    expect(logLines.some((line) => line.includes('wrong delivery code'))).toBe(true);
    for (const line of logLines) expect(line).not.toMatch(new RegExp(`\\b${code}\\b`));
  });
});

describe('a photo instead of the code', () => {
  it('is taken only when the receiver could not be texted a code, and is flagged to the admin', async () => {
    const rider = await signInRider(t);
    const upload = async () => {
      const { payload, contentType } = multipartBody([
        { filename: 'door.jpg', contentType: 'image/jpeg', data: await testImage('jpeg'), field: 'photo' },
      ]);
      return t.app.inject({
        method: 'POST',
        url: API_RIDER_PHOTOS,
        headers: { origin: TEST_ORIGIN, cookie: rider.cookie, 'content-type': contentType },
        payload,
      });
    };
    const onTheWay = async (receiverPhone: string) => {
      const job = await insertDeliveryJob(t.db, { riderId: rider.rider.id, receiverPhone, cashDue: '0' });
      await send(rider.cookie, id(API_RIDER_JOB_STEPS, job.id), { step: 'picked_up', happenedAt: now() });
      await send(rider.cookie, id(API_RIDER_JOB_STEPS, job.id), {
        step: 'out_for_delivery',
        happenedAt: now(),
      });
      return job;
    };
    const uploaded = await upload();
    expect(uploaded.statusCode).toBe(200);
    const [photoUrl] = uploaded.json().urls as string[];

    // The receiver got a code by SMS: the code it must be.
    const texted = await onTheWay(uniqueGhanaPhone().typed);
    const refused = await send(rider.cookie, id(API_RIDER_JOB_DELIVERY, texted.id), {
      photoUrl,
      cashCollected: '0.00',
      happenedAt: now(),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.code).toBe(
      'Enter the code the receiver gives you, or take a photo when the receiver has no phone.',
    );

    // A receiver with no Ghana phone: no code was sent, the photo proves it.
    const noPhone = await onTheWay('+44 20 7946 0958');
    const job: RiderJobResponse = (await browser(t, rider.cookie).get(id(API_RIDER_JOB, noPhone.id))).json();
    expect(job.job.photoAllowed).toBe(true);
    const foreign = await send(rider.cookie, id(API_RIDER_JOB_DELIVERY, noPhone.id), {
      photoUrl: 'https://example.com/uploads/images/a-640.webp',
      cashCollected: '0.00',
      happenedAt: now(),
    });
    expect(foreign.statusCode).toBe(400);
    const delivered = await send(rider.cookie, id(API_RIDER_JOB_DELIVERY, noPhone.id), {
      photoUrl,
      cashCollected: '0.00',
      happenedAt: now(),
    });
    expect(delivered.statusCode).toBe(200);
    const [stored] = await t.db.select().from(deliveryJobs).where(eq(deliveryJobs.id, noPhone.id));
    expect([stored!.proofKind, stored!.proofPhotoUrl]).toEqual(['photo', photoUrl]);
  });
});
