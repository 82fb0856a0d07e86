import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_ADMIN_CASH,
  API_ADMIN_CASH_HANDINS,
  API_ADMIN_DISPATCH,
  API_ADMIN_DISPATCH_ASSIGN,
  API_ADMIN_DISPATCH_EVENTS,
  API_ADMIN_DISPATCH_PAYMENT_LINK,
  apiPath,
} from '../../../shared/api-paths';
import type { CashResponse, DispatchJob, DispatchResponse } from '../../../shared/riders/rider-words';
import { isSimulatedProvider, type SimulatedProvider } from '../../adapters/payments/simulated-provider';
import {
  adminActivity,
  cartCheckouts,
  deliveryJobEvents,
  deliveryJobs,
  dropshippingOrders,
  orders,
  paymentAttempts,
  riders,
  smsOutbox,
  users,
} from '../../db/schema';
import { isCashHandedIn } from '../../lib/database-errors';
import { createReference } from '../../lib/reference';
import { signInAdmin } from '../../test/admin-session';
import { openEventStream } from '../../test/event-stream';
import { browser, insertDealOrderLines } from '../../test/fixtures';
import { createTestApp, firstLink, signUpVerified, TEST_ORIGIN, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: ReturnType<typeof browser>;
let provider: SimulatedProvider;
let shopperId: string;
let adminCookie: string;
let base: string;
let shopper: ReturnType<typeof browser>;
beforeAll(async () => {
  t = await createTestApp({
    env: { SHOP_PICKUP_ADDRESS: 'Shop 12, Kaneshie Market', SHOP_PICKUP_CITY: 'Accra' },
  });
  if (!isSimulatedProvider(t.paymentProvider)) throw new Error('expected the simulated provider');
  provider = t.paymentProvider;
  adminCookie = (await signInAdmin(t)).cookie;
  admin = browser(t, adminCookie);
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  const account = await signUpVerified(t);
  shopper = browser(t, account.cookie);
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, account.email));
  shopperId = user!.id;
}, 120_000);
afterAll(() => t.close());

/** A rider of a zone, straight in the database (approval has its own tests). */
async function insertRider(
  options: { region?: string; status?: 'active' | 'suspended'; name?: string } = {},
) {
  const id = crypto.randomUUID();
  await t.db.insert(users).values({
    id,
    name: options.name ?? 'Kofi Rider',
    email: `${id}@example.com`,
    emailVerified: true,
    role: 'rider',
  });
  const [rider] = await t.db
    .insert(riders)
    .values({
      userId: id,
      phone: '0241234567',
      vehicle: 'Motorcycle',
      region: options.region ?? 'greater-accra',
      cities: ['Accra'],
      status: options.status ?? 'active',
    })
    .returning();
  return rider!;
}

/** A pay-on-delivery deal order of `total` cedis in `status`. */
async function dealOrder(total: string, status = 'confirmed') {
  const [line] = await insertDealOrderLines(t.db, [
    {
      userId: shopperId,
      dealId: crypto.randomUUID(),
      dealName: 'Rice cooker',
      unitPrice: total,
      quantity: 1,
      totalAmount: total,
      deliveryName: 'Ama Mensah',
      deliveryPhone: '024 555 0101',
      deliveryAddress: 'House 4, Ring Road, Osu',
      status,
    },
  ]);
  await t.db
    .update(cartCheckouts)
    .set({ region: 'greater-accra', landmark: 'Behind the Total station', gpsAddress: 'GA-183-8164' })
    .where(eq(cartCheckouts.reference, line!.checkoutReference));
  return line!.checkoutReference;
}

async function dispatch(): Promise<DispatchResponse> {
  const response = await admin.get(API_ADMIN_DISPATCH);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const jobOf = (list: DispatchResponse, reference: string) =>
  list.jobs.find((job) => job.subjectReference === reference) as DispatchJob;
const assign = (jobIds: string[], riderId: string) =>
  admin.post(API_ADMIN_DISPATCH_ASSIGN, { jobIds, riderId });

/** What the rider's app does once delivered (the other half of the feature): written here directly. */
async function deliver(jobId: string, collected: string, deliveredAt: Date, reason: string | null = null) {
  await t.db
    .update(deliveryJobs)
    .set({ status: 'delivered', deliveredAt, cashCollected: collected, cashReason: reason })
    .where(eq(deliveryJobs.id, jobId));
}

describe('/api/admin/dispatch', () => {
  it('makes one job per confirmed deal order, idempotently, with the cash to collect and where to go', async () => {
    const reference = await dealOrder('250.50');
    const pending = await dealOrder('99.00', 'pending');
    const [first, second] = await Promise.all([dispatch(), dispatch()]);
    expect(jobOf(first, reference)).toBeDefined();
    expect(second.jobs.filter((job) => job.subjectReference === reference)).toHaveLength(1);
    const job = jobOf(await dispatch(), reference);
    expect(job).toMatchObject({
      kind: 'deal_order',
      kindLabel: 'Deal order',
      // Collected where the shop says it keeps its stock (SHOP_PICKUP_ADDRESS).
      pickupAddress: 'Shop 12, Kaneshie Market',
      pickupCity: 'Accra',
      status: 'unassigned',
      statusLabel: 'Waiting for a rider',
      receiverName: 'Ama Mensah',
      dropoffAddress: 'House 4, Ring Road, Osu',
      dropoffRegion: 'Greater Accra',
      landmark: 'Behind the Total station',
      gpsAddress: 'GA-183-8164',
      cashDue: '250.50',
    });
    expect(jobOf(await dispatch(), pending)).toBeUndefined();
    const rows = await t.db.select().from(deliveryJobs).where(eq(deliveryJobs.subjectReference, reference));
    expect(rows).toHaveLength(1);
  });

  it('makes a job for a drop-shipping order in Ghana, with nothing to collect', async () => {
    const reference = createReference('DSP');
    await t.db.insert(dropshippingOrders).values({
      reference,
      productId: crypto.randomUUID(),
      productName: 'Sneakers',
      productPrice: '300.00',
      quantity: 1,
      totalAmount: '300.00',
      fullName: 'Kwame Boateng',
      email: 'kwame@example.com',
      phone: '020 111 2222',
      address: 'Adum, near the post office',
      city: 'Kumasi',
      paymentMethod: 'mobile_money',
      status: 'in_ghana',
      paidAt: new Date(),
    });
    expect(jobOf(await dispatch(), reference)).toMatchObject({ cashDue: '0.00', dropoffCity: 'Kumasi' });
  });

  it('assigns several jobs to an active rider, reassigns, and refuses a suspended rider', async () => {
    const a = await dealOrder('10.00');
    const b = await dealOrder('20.00');
    const kofi = await insertRider({ name: 'Kofi Asante' });
    const esi = await insertRider({ name: 'Esi Owusu' });
    const idle = await insertRider({ name: 'Yaw Idle', status: 'suspended' });
    const list = await dispatch();
    expect(list.riders.map((rider) => rider.id)).toEqual(expect.arrayContaining([kofi.id, esi.id]));
    expect(list.riders.map((rider) => rider.id)).not.toContain(idle.id);
    const ids = [jobOf(list, a).id, jobOf(list, b).id];

    const refused = await assign(ids, idle.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('This rider is suspended: choose an active rider.');
    expect(jobOf(await dispatch(), a).status).toBe('unassigned');

    const assigned = await assign(ids, kofi.id);
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json()).toEqual({ assigned: 2 });
    const after = await dispatch();
    expect(jobOf(after, a)).toMatchObject({ status: 'assigned', riderId: kofi.id, riderName: 'Kofi Asante' });
    expect(jobOf(after, b)).toMatchObject({ status: 'assigned', riderId: kofi.id });

    const moved = await assign([ids[1]!], esi.id);
    expect(moved.statusCode).toBe(200);
    expect(jobOf(await dispatch(), b)).toMatchObject({ riderId: esi.id, riderName: 'Esi Owusu' });
    const events = await t.db.select().from(deliveryJobEvents).where(eq(deliveryJobEvents.jobId, ids[1]!));
    expect(events.map((event) => event.note)).toEqual(['Assigned to Kofi Asante', 'Reassigned to Esi Owusu']);
    const logged = await t.db
      .select()
      .from(adminActivity)
      .where(and(eq(adminActivity.entityId, b), eq(adminActivity.action, 'delivery_job.reassign')));
    expect(logged).toHaveLength(1);
    const activity = (await admin.get('/api/admin/activity')).json();
    const sentences = JSON.stringify(activity);
    expect(sentences).toContain(`gave the delivery of ${a} to Kofi Asante`);
    expect(sentences).toContain(`moved the delivery of ${b} to Esi Owusu`);

    // The order's timeline shows who carries it: the shopper the first name, the admin the notes too.
    const page = (await shopper.get(`/api/orders/${b}`)).json().order;
    expect(page.deliveryProgress).toMatchObject({ riderFirstName: 'Esi', statusLabel: 'Assigned' });
    expect(page.deliveryProgress.steps.map((step: { label: string }) => step.label)).toEqual([
      'Given to rider Kofi',
      'Given to rider Esi',
    ]);
    expect(JSON.stringify(page.deliveryProgress)).not.toContain('Asante');
    const [checkout] = await t.db.select().from(cartCheckouts).where(eq(cartCheckouts.reference, b));
    const adminOrder = (await admin.get(`/api/admin/orders/deal/${checkout!.id}`)).json().order;
    expect(adminOrder.riderDelivery).toMatchObject({ riderName: 'Esi Owusu', statusLabel: 'Assigned' });
    expect(adminOrder.deliverySteps.map((step: { note: string }) => step.note)).toEqual([
      'Assigned to Kofi Asante',
      'Reassigned to Esi Owusu',
    ]);

    // On its way: it stays with its rider.
    await t.db.update(deliveryJobs).set({ status: 'out_for_delivery' }).where(eq(deliveryJobs.id, ids[0]!));
    const late = await assign([ids[0]!], esi.id);
    expect(late.statusCode).toBe(409);
    const unknown = await assign([crypto.randomUUID()], esi.id);
    expect(unknown.statusCode).toBe(404);
    const empty = await assign([], esi.id);
    expect(empty.statusCode).toBe(400);
  });

  it('tells an open dispatch view live that a job changed, without its details', async () => {
    const stream = await openEventStream(`${base}${API_ADMIN_DISPATCH_EVENTS}`, {
      headers: { cookie: adminCookie, origin: TEST_ORIGIN },
    });
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(await stream.nextComment()).toBe('connected');
    const reference = await dealOrder('12.00');
    const job = jobOf(await dispatch(), reference);
    const rider = await insertRider();
    await assign([job.id], rider.id);
    const event = await stream.next();
    expect(event).toEqual({ event: 'change', data: '{}' });
    stream.close();
  });

  it('cancels a job not on its way yet when its order is cancelled', async () => {
    const reference = await dealOrder('15.00');
    const job = jobOf(await dispatch(), reference);
    await t.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.checkoutReference, reference));
    expect(jobOf(await dispatch(), reference)).toMatchObject({ id: job.id, status: 'cancelled' });
  });

  it('texts the receiver a mobile-money link that pays the order and leaves nothing to collect', async () => {
    const reference = await dealOrder('120.00');
    const job = jobOf(await dispatch(), reference);
    const sent = await admin.post(apiPath(API_ADMIN_DISPATCH_PAYMENT_LINK, { id: job.id }));
    expect(sent.statusCode, sent.body).toBe(200);
    const texts = await t.db.select().from(smsOutbox).where(eq(smsOutbox.to, '+233245550101'));
    const text = texts.find((sms) => sms.text.includes(reference))!.text;
    expect(text).toContain('GH₵120.00');
    expect(firstLink(text)).toContain('/payments/simulated');
    await provider.settle(sent.json().reference, 'success');
    const verified = await browser(t).post(`/api/cart/payments/${sent.json().reference}/verify`, {});
    expect(verified.statusCode, verified.body).toBe(200);
    const [checkout] = await t.db.select().from(cartCheckouts).where(eq(cartCheckouts.reference, reference));
    expect(checkout!.paidAt).not.toBeNull();
    expect(checkout!.paymentMethod).toBe('mobile_money');
    const [line] = await t.db.select().from(orders).where(eq(orders.checkoutReference, reference));
    expect(line!.status).toBe('confirmed');
    expect(jobOf(await dispatch(), reference).cashDue).toBe('0.00');
    const again = await admin.post(apiPath(API_ADMIN_DISPATCH_PAYMENT_LINK, { id: job.id }));
    expect(again.statusCode).toBe(409);
  });

  it('owes back a door payment made after the cash was taken', async () => {
    const reference = await dealOrder('60.00');
    const job = jobOf(await dispatch(), reference);
    const sent = await admin.post(apiPath(API_ADMIN_DISPATCH_PAYMENT_LINK, { id: job.id }));
    expect(sent.statusCode, sent.body).toBe(200);
    const rider = await insertRider();
    await assign([job.id], rider.id);
    await deliver(job.id, '60.00', new Date());
    await provider.settle(sent.json().reference, 'success');
    await browser(t).post(`/api/cart/payments/${sent.json().reference}/verify`, {});
    const [checkout] = await t.db.select().from(cartCheckouts).where(eq(cartCheckouts.reference, reference));
    expect(checkout!.paidAt).toBeNull();
    const [attempt] = await t.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.reference, sent.json().reference));
    expect(attempt).toMatchObject({
      status: 'refund_due',
      failureMessage: 'Succeeded after the order was delivered and paid in cash: refund due',
    });
  });
});

describe('/api/admin/cash', () => {
  it('shows expected, collected and handed in exactly, takes part then the rest, and freezes the day', async () => {
    const rider = await insertRider({ name: 'Abena Cash' });
    const day = '2026-03-02';
    const refs = [await dealOrder('100.10'), await dealOrder('0.20'), await dealOrder('45.35')];
    const list = await dispatch();
    const ids = refs.map((reference) => jobOf(list, reference).id);
    expect((await assign(ids, rider.id)).statusCode).toBe(200);
    await deliver(ids[0]!, '100.10', new Date(`${day}T09:00:00Z`));
    await deliver(ids[1]!, '0.20', new Date(`${day}T12:00:00Z`));
    await deliver(ids[2]!, '40.00', new Date(`${day}T23:59:00Z`), 'Receiver paid only 40 cedis');

    const read = async () => {
      const response = await admin.get(`${API_ADMIN_CASH}?day=${day}`);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json() as CashResponse;
      return { body, mine: body.days.find((figure) => figure.riderId === rider.id)! };
    };
    const { mine, body } = await read();
    expect(mine).toMatchObject({
      deliveries: 3,
      expected: '145.65',
      collected: '140.30',
      handedIn: '0.00',
      held: '140.30',
      short: '5.35',
      settled: false,
    });
    expect(mine.reasons).toEqual([`${refs[2]}: Receiver paid only 40 cedis`]);
    expect(body.open.some((figure) => figure.riderId === rider.id && figure.day === day)).toBe(true);

    const handin = (values: Record<string, unknown>) =>
      admin.post(API_ADMIN_CASH_HANDINS, { riderId: rider.id, day, ...values });
    expect((await handin({ kind: 'cash', amount: '140.31' })).statusCode).toBe(409);
    expect((await handin({ kind: 'cash', amount: '1.234' })).statusCode).toBe(400);
    expect((await handin({ kind: 'write_off', amount: '5.35' })).json().error.fields.note).toBe(
      'Please say why the shortfall is written off',
    );
    expect((await handin({ kind: 'cash', amount: '100.00' })).statusCode).toBe(201);
    expect((await read()).mine).toMatchObject({ handedIn: '100.00', held: '40.30', settled: false });

    // The day is frozen now: the rider's figures of that day cannot change.
    const changed = await t.db
      .update(deliveryJobs)
      .set({ cashCollected: '45.35' })
      .where(eq(deliveryJobs.id, ids[2]!))
      .then(
        () => 'changed',
        (error: unknown) => (isCashHandedIn(error) ? 'refused' : error),
      );
    // Refused by the database, answered 409 with words by the app's error handler.
    expect(changed).toBe('refused');

    expect((await handin({ kind: 'cash', amount: '40.30' })).statusCode).toBe(201);
    expect(
      (await handin({ kind: 'write_off', amount: '5.35', note: 'Receiver refused part' })).statusCode,
    ).toBe(201);
    const settled = await read();
    expect(settled.mine).toMatchObject({
      handedIn: '140.30',
      writtenOff: '5.35',
      held: '0.00',
      short: '0.00',
      settled: true,
    });
    expect(settled.mine.handins.map((h) => [h.kind, h.amount])).toEqual([
      ['cash', '100.00'],
      ['cash', '40.30'],
      ['write_off', '5.35'],
    ]);
    expect(settled.body.open.some((figure) => figure.riderId === rider.id)).toBe(false);
    expect((await handin({ kind: 'cash', amount: '0.01' })).statusCode).toBe(409);
    const logged = await t.db.select().from(adminActivity).where(eq(adminActivity.action, 'cash.handin'));
    expect(logged.length).toBeGreaterThanOrEqual(2);
  });

  it('reopens a handed-in day when another delivery of that day arrives later', async () => {
    const rider = await insertRider();
    const reference = await dealOrder('30.00');
    const job = jobOf(await dispatch(), reference);
    await assign([job.id], rider.id);
    await deliver(job.id, '30.00', new Date('2026-03-03T10:00:00Z'));
    const handin = await admin.post(API_ADMIN_CASH_HANDINS, {
      riderId: rider.id,
      day: '2026-03-03',
      kind: 'cash',
      amount: '30.00',
    });
    expect(handin.statusCode).toBe(201);
    // Another job that day may still be delivered later (a late offline update): the day reopens.
    const more = await dealOrder('5.00');
    const next = jobOf(await dispatch(), more);
    await assign([next.id], rider.id);
    await deliver(next.id, '5.00', new Date('2026-03-03T18:00:00Z'));
    const day = (await admin.get(`${API_ADMIN_CASH}?day=2026-03-03`)).json() as CashResponse;
    expect(day.days.find((figure) => figure.riderId === rider.id)).toMatchObject({
      held: '5.00',
      settled: false,
    });
  });
});
