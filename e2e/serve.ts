// The server the browser tests drive: a fresh embedded database with a small seeded catalogue, plus
// test-only routes that write straight to the database (as an admin or another instance would).
import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import {
  cartCheckouts,
  deals,
  deliveryJobs,
  dropshippingOrders,
  emailOutbox,
  orders,
  serviceRequests,
  smsOutbox,
  users,
} from '../src/server/db/schema';
import { upsertAdmin } from '../src/server/modules/auth/admin-users';
import { insertDeliveryJob, makeRider } from '../src/server/test/rider-rows';

// A spec may start a server of its own beside the suite's (public-url.spec.ts): its own data and address.
const dataDir = path.resolve(import.meta.dirname, '../tmp', process.env.E2E_DATA_NAME ?? 'e2e-data');
fs.rmSync(dataDir, { recursive: true, force: true });
const port = process.env.E2E_PORT ?? '4173';
Object.assign(process.env, {
  NODE_ENV: 'test',
  PORT: port,
  HOST: '127.0.0.1',
  // The address the browser tests open, so that no page is sent to another (lib/public-address.ts).
  PUBLIC_URL: process.env.E2E_PUBLIC_URL ?? `http://127.0.0.1:${port}`,
  DATA_DIR: dataDir,
  DEV_MAILBOX: 'true',
  SEED_DEMO_DATA: process.env.E2E_SEED_DEMO_DATA ?? 'true',
  SEED_PRODUCTS: process.env.E2E_SEED_PRODUCTS ?? '400',
  // Every test signs in from 127.0.0.1.
  AUTH_LIMIT_PER_IP: '100000',
  CHECKOUT_LIMIT_PER_IP: '100000',
  REQUEST_LIMIT_PER_IP: '100000',
  TRACK_LIMIT_PER_IP: '100000',
  LOG_LEVEL: 'warn',
});
const { runServer } = await import('../src/server/main');

await runServer((app, { db }) => {
  // A deal row inserted, changed or deleted directly in the database (the trigger notifies).
  app.post('/__e2e/deals', async (request) => {
    const [row] = await db
      .insert(deals)
      .values(request.body as typeof deals.$inferInsert)
      .returning();
    return { id: row!.id };
  });
  app.patch('/__e2e/deals/:id', async (request) => {
    const { id } = request.params as { id: string };
    await db
      .update(deals)
      .set(request.body as Partial<typeof deals.$inferInsert>)
      .where(eq(deals.id, id));
    return { ok: true };
  });
  // An admin with a known password (the first admin's is random and printed once).
  app.post('/__e2e/admins', async (request) => {
    const { username, password } = request.body as { username: string; password: string };
    await upsertAdmin(db, { username, password });
    return { username };
  });
  // An e-mail the delivery job gave up on (as after MAIL_MAX_ATTEMPTS failed SMTP sends).
  app.post('/__e2e/failed-messages', async (request) => {
    const { to, subject } = request.body as { to: string; subject: string };
    const [row] = await db
      .insert(emailOutbox)
      .values({
        to,
        subject,
        text: 'Your order is confirmed.',
        status: 'failed',
        attempts: 8,
        lastError: '451 Mailbox temporarily unavailable',
      })
      .returning();
    return { id: row!.id };
  });
  // An SMS the delivery job gave up on (the gateway kept refusing it).
  app.post('/__e2e/failed-sms', async (request) => {
    const { to, text } = request.body as { to: string; text: string };
    const [row] = await db
      .insert(smsOutbox)
      .values({ to, text, status: 'failed', attempts: 8, lastError: 'SMS gateway answered HTTP 503' })
      .returning();
    return { id: row!.id };
  });
  // The service requests stored for an e-mail address: a submission queued offline is stored once,
  // as who made it (the user's id, or null for a guest).
  app.get('/__e2e/service-requests', async (request) => {
    const { email } = request.query as { email: string };
    const rows = await db
      .select({ reference: serviceRequests.reference, userId: serviceRequests.userId })
      .from(serviceRequests)
      .where(eq(serviceRequests.email, email));
    return { references: rows.map((row) => row.reference), userIds: rows.map((row) => row.userId) };
  });
  // The drop-shipping orders saved for an e-mail address: an order sent offline is saved once.
  app.get('/__e2e/dropshipping-orders', async (request) => {
    const { email } = request.query as { email: string };
    const rows = await db
      .select({ id: dropshippingOrders.id, status: dropshippingOrders.status })
      .from(dropshippingOrders)
      .where(eq(dropshippingOrders.email, email));
    return { orders: rows };
  });
  // What the rider's app writes when a deal order is delivered and its cash taken (the rider's side
  // of docs/decisions/067 is another view): the job delivered now, with the cash collected.
  app.post('/__e2e/delivered', async (request) => {
    const { reference, cashCollected } = request.body as { reference: string; cashCollected: string };
    const rows = await db
      .update(deliveryJobs)
      .set({ status: 'delivered', deliveredAt: new Date(), cashCollected })
      .where(and(eq(deliveryJobs.kind, 'deal_order'), eq(deliveryJobs.subjectReference, reference)))
      .returning({ id: deliveryJobs.id });
    return { updated: rows.length };
  });
  // A signed-up account made a rider, as an admin's approval does (the admin side is tested on its own).
  app.post('/__e2e/riders', async (request) => {
    const { email, name } = request.body as { email: string; name: string };
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const rider = await makeRider(db, user!.id, { name });
    return { id: rider.id };
  });
  // A deal order confirmed and handed to a rider, as the dispatch does: the job carries the order's
  // receiver, address and total.
  app.post('/__e2e/delivery-jobs', async (request) => {
    const { reference, riderId } = request.body as { reference: string; riderId: string };
    const [checkout] = await db.select().from(cartCheckouts).where(eq(cartCheckouts.reference, reference));
    const [line] = await db.select().from(orders).where(eq(orders.checkoutReference, reference));
    await db.update(orders).set({ status: 'confirmed' }).where(eq(orders.checkoutReference, reference));
    const job = await insertDeliveryJob(db, {
      kind: 'deal_order',
      subjectReference: reference,
      riderId,
      receiverName: line!.deliveryName,
      receiverPhone: line!.deliveryPhone,
      dropoffAddress: line!.deliveryAddress,
      landmark: checkout!.landmark,
      gpsAddress: checkout!.gpsAddress,
      cashDue: checkout!.totalAmount,
    });
    return { id: job.id, cashDue: job.cashDue };
  });
  // A job's status and steps as the server has them: an update sent offline lands once.
  app.get('/__e2e/delivery-jobs/:id', async (request) => {
    const { id } = request.params as { id: string };
    const [job] = await db.select().from(deliveryJobs).where(eq(deliveryJobs.id, id));
    return { status: job!.status, codeAttempts: job!.codeAttempts, cashCollected: job!.cashCollected };
  });
  app.delete('/__e2e/deals/:id', async (request) => {
    const { id } = request.params as { id: string };
    await db.delete(deals).where(eq(deals.id, id));
    return { ok: true };
  });
});
