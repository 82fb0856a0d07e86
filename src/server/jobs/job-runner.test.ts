import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutOrderCreated, PaymentStarted } from '../../shared/checkout/checkout-messages';
import { createSmtpMailer } from '../adapters/mail/smtp-mailer';
import { isSimulatedProvider } from '../adapters/payments/simulated-provider';
import { createHubtelSms } from '../adapters/sms/hubtel-sms';
import { type Database, openPostgres, queryRows } from '../db/client';
import { dropshippingOrders, emailOutbox } from '../db/schema';
import { browser, insertProduct } from '../test/fixtures';
import { type SmsGatewayStub, startSmsGatewayStub, uniqueGhanaPhone } from '../test/sms-gateway-stub';
import { type SmtpStub, startSmtpStub } from '../test/smtp-stub';
import { createTestApp, type TestApp, uniqueEmail } from '../test/test-app';
import { type JobRunner, startJobRunner } from './job-runner';

let t: TestApp;
let smtp: SmtpStub;
let gateway: SmsGatewayStub;
beforeAll(async () => {
  t = await createTestApp({ env: { CHECKOUT_LIMIT_PER_IP: '10000' } });
  smtp = await startSmtpStub();
  gateway = await startSmsGatewayStub();
});
afterAll(async () => {
  await smtp.close();
  await gateway.close();
  await t.close();
});

const quiet = { info() {}, warn() {}, error() {} };

function runner(database: Database, clock?: () => Date) {
  return startJobRunner({
    database,
    config: t.config,
    mailer: createSmtpMailer(smtp.url, 'shop@example.com'),
    sms: createHubtelSms({
      clientId: 'id',
      clientSecret: 'secret',
      senderId: 'GhanaMart',
      baseUrl: gateway.url,
    }),
    paymentProvider: t.paymentProvider,
    log: quiet,
    clock,
  });
}

/** Polls until `check` holds; fails after the deadline (no fixed sleeps). */
async function eventually(check: () => Promise<boolean> | boolean, what: string, deadlineMs = 30_000) {
  const end = Date.now() + deadlineMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const contact = (email: string) =>
  browser(t).post('/api/requests/contact', {
    name: 'Kwame Mensah',
    email,
    phone: '024 123 4567',
    subject: 'Delivery to Kumasi',
    message: 'Do you deliver to Kumasi on Saturdays?',
  });

describe('the job runner in the app process', () => {
  it("texts a request's reference soon after it commits, once", async () => {
    const jobs = await runner(t.database);
    try {
      const phone = uniqueGhanaPhone();
      const submitted = await browser(t).post('/api/requests/contact', {
        name: 'Kwame Mensah',
        email: uniqueEmail('sms'),
        phone: phone.typed,
        subject: 'Delivery to Kumasi',
        message: 'Do you deliver to Kumasi on Saturdays?',
      });
      expect(submitted.statusCode).toBe(201);
      await eventually(() => gateway.to(phone.e164).length > 0, 'the SMS to arrive');
      expect(gateway.to(phone.e164)[0]!.text).toContain(submitted.json().reference);
      await eventually(async () => (await jobs.queueDepths())['sms-outbox'] === 0, 'an empty SMS outbox');
      expect(gateway.to(phone.e164)).toHaveLength(1);
    } finally {
      await jobs.stop();
    }
  });

  it('delivers a message soon after its request commits, and stops cleanly', async () => {
    const jobs = await runner(t.database);
    try {
      const email = uniqueEmail('soon');
      expect((await contact(email)).statusCode).toBe(201);
      await eventually(() => smtp.to(email).length > 0, 'the confirmation to arrive');
      const depths = await jobs.queueDepths();
      expect(Object.keys(depths).sort()).toEqual([
        'clean-up',
        'deliver-email',
        'deliver-sms',
        'email-outbox',
        'invite-reviewers',
        'reconcile-payments',
        'reconcile-payouts',
        'sms-outbox',
      ]);
    } finally {
      await jobs.stop();
    }
  });
});

describe('the queues of an earlier version', () => {
  it('get the heartbeat that frees a dead run, when the runner starts', async () => {
    const earlier = await runner(t.database);
    // As created before the heartbeat existed: a dead run held its queue until it expired.
    await earlier.boss.updateQueue('deliver-email', { heartbeatSeconds: null });
    expect((await earlier.boss.getQueue('deliver-email'))?.heartbeatSeconds ?? null).toBeNull();
    await earlier.stop();
    const jobs = await runner(t.database);
    try {
      for (const name of [
        'deliver-email',
        'deliver-sms',
        'reconcile-payments',
        'reconcile-payouts',
        'clean-up',
      ]) {
        const queue = await jobs.boss.getQueue(name);
        expect(queue, name).toMatchObject({ policy: 'stately', heartbeatSeconds: 15, retryLimit: 0 });
      }
    } finally {
      await jobs.stop();
    }
  });
});

// Skipped on PGlite: it is one process's database (its folder is locked), so two workers can only
// share PostgreSQL (CI runs this file on it).
describe.skipIf(!process.env.TEST_DATABASE_URL)('two workers on one PostgreSQL (skipped on PGlite)', () => {
  let other: Database;
  let a: JobRunner;
  let b: JobRunner;
  beforeAll(async () => {
    other = await openPostgres(t.database.url!, 3);
    // Both see payments started 20 minutes ago as due for a check.
    const later = () => new Date(Date.now() + 20 * 60_000);
    a = await runner(t.database, later);
    b = await runner(other, later);
  });
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await other?.close();
  });

  it('stores each schedule once and delivers each message once', async () => {
    const [schedules] = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM pgboss.schedule WHERE name IN ('deliver-email', 'reconcile-payments', 'clean-up')`,
    );
    expect(schedules!.n).toBe(3);

    const emails = Array.from({ length: 10 }, () => uniqueEmail('twice'));
    for (const email of emails) expect((await contact(email)).statusCode).toBe(201);
    await eventually(() => emails.every((email) => smtp.to(email).length > 0), 'every confirmation');
    await Promise.all([a.nudge('deliver-email'), b.nudge('deliver-email')]);
    await eventually(async () => (await a.queueDepths())['email-outbox'] === 0, 'an empty outbox');
    for (const email of emails) expect(smtp.to(email)).toHaveLength(1);
  });

  it('settles a payment the shopper never came back from once, with one confirmation', async () => {
    const product = await insertProduct(t.db, { price: '80.00' });
    const email = uniqueEmail('reconciled');
    const order = (
      await browser(t).post('/api/checkout/orders', {
        productId: product.id,
        quantity: 1,
        fullName: 'Ama Owusu',
        phone: '024 123 4567',
        address: '12 Oxford Street, Osu',
        city: 'Accra',
        email,
        paymentMethod: 'mobile_money',
      })
    ).json() as CheckoutOrderCreated;
    const payment = (
      await browser(t).post(`/api/checkout/orders/${order.orderId}/payment`, {
        resumeToken: order.resumeToken,
      })
    ).json() as PaymentStarted;
    if (!isSimulatedProvider(t.paymentProvider)) throw new Error('expected the simulated provider');
    await t.paymentProvider.settle(payment.reference, 'success');

    await Promise.all([
      a.nudge('reconcile-payments'),
      b.nudge('reconcile-payments'),
      a.nudge('reconcile-payments'),
      b.nudge('reconcile-payments'),
    ]);
    await eventually(async () => {
      const [row] = await t.db
        .select()
        .from(dropshippingOrders)
        .where(eq(dropshippingOrders.id, order.orderId));
      return row?.status === 'paid';
    }, 'the order to be paid');
    await eventually(() => smtp.to(email).length > 0, 'the order confirmation');
    const queued = await t.db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.to, email),
          eq(emailOutbox.subject, `Your GhanaMart order ${payment.reference} is confirmed`),
        ),
      );
    expect(queued).toHaveLength(1);
    expect(smtp.to(email)).toHaveLength(1);
  });
});
