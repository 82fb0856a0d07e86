import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOutboxMailer } from '../adapters/mail/outbox-mailer';
import { queueEmail } from '../adapters/mail/queue-email';
import { createSmtpMailer } from '../adapters/mail/smtp-mailer';
import { emailOutbox } from '../db/schema';
import { browser } from '../test/fixtures';
import { messageIdOf, type SmtpStub, startSmtpStub } from '../test/smtp-stub';
import { createTestApp, type TestApp, uniqueEmail } from '../test/test-app';
import { deliverEmail } from './deliver-email';
import { CLAIM_LEASE_MS } from './deliver-outbox';

let t: TestApp;
let smtp: SmtpStub;
beforeAll(async () => {
  t = await createTestApp();
  smtp = await startSmtpStub();
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});
beforeEach(() => {
  smtp.setFailing(false);
  smtp.setHolding(false);
});

const quiet = { info() {}, warn() {}, error() {} };
const MINUTE = 60_000;
const at = (start: Date, ms: number) => new Date(start.getTime() + ms);

/** Runs the job once at `now` over SMTP to the stub. */
function deliverAt(now: Date, maxAttempts = 5, leaseMs?: number) {
  const mailer = createSmtpMailer(smtp.url, 'shop@example.com', 'shop.example');
  return deliverEmail(t.db, mailer, quiet, { now, maxAttempts, leaseMs });
}

/** Polls until `check` holds (no fixed sleeps). */
async function eventually(check: () => Promise<boolean> | boolean, what: string) {
  const end = Date.now() + 30_000;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function rowTo(to: string) {
  const [row] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, to));
  return row!;
}

/** Only the messages of one test are due: the others are moved out of the way. */
async function onlyDue(to: string) {
  const rows = await t.db.select().from(emailOutbox);
  for (const row of rows) {
    if (row.to !== to && row.status !== 'sent') {
      await t.db.update(emailOutbox).set({ status: 'sent' }).where(eq(emailOutbox.id, row.id));
    }
  }
}

describe('deliver-email', () => {
  it('retries while SMTP fails, with back-off, and delivers once when it is back', async () => {
    const email = uniqueEmail('contact');
    const submitted = await browser(t).post('/api/requests/contact', {
      name: 'Kwame Mensah',
      email,
      phone: '024 123 4567',
      subject: 'Delivery to Kumasi',
      message: 'Do you deliver to Kumasi on Saturdays?',
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    await onlyDue(email);
    const start = new Date();
    expect((await rowTo(email)).status).toBe('pending');

    smtp.setFailing(true);
    expect(await deliverAt(start)).toEqual({ sent: 0, retried: 1, failed: 0 });
    let row = await rowTo(email);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.lastError).toContain('Mailbox temporarily unavailable');
    expect(row.nextAttemptAt.getTime()).toBe(at(start, MINUTE).getTime());

    // Not due before its back-off has passed; the second failure waits twice as long.
    expect(await deliverAt(at(start, 30_000))).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(await deliverAt(at(start, MINUTE))).toEqual({ sent: 0, retried: 1, failed: 0 });
    row = await rowTo(email);
    expect(row.nextAttemptAt.getTime()).toBe(at(start, 3 * MINUTE).getTime());
    expect(smtp.to(email)).toHaveLength(0);

    smtp.setFailing(false);
    expect(await deliverAt(at(start, 3 * MINUTE))).toEqual({ sent: 1, retried: 0, failed: 0 });
    row = await rowTo(email);
    expect(row).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(smtp.to(email)).toHaveLength(1);
    expect(smtp.to(email)[0]!.raw).toContain('Contact message received');

    // Sent is sent: later runs leave it alone.
    await deliverAt(at(start, 60 * MINUTE));
    expect(smtp.to(email)).toHaveLength(1);
  });

  it('marks a message failed after the last attempt', async () => {
    const email = uniqueEmail('doomed');
    await queueEmail(t.db, { to: email, subject: 'Doomed', text: 'Never arrives' });
    await onlyDue(email);
    smtp.setFailing(true);
    const start = new Date();
    expect(await deliverAt(start, 2)).toEqual({ sent: 0, retried: 1, failed: 0 });
    expect(await deliverAt(at(start, MINUTE), 2)).toEqual({ sent: 0, retried: 0, failed: 1 });
    expect(await rowTo(email)).toMatchObject({ status: 'failed', attempts: 2 });
    smtp.setFailing(false);
    expect(await deliverAt(at(start, 24 * 60 * MINUTE), 2)).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(smtp.to(email)).toHaveLength(0);
  });

  it('never sends a message whose transaction rolled back', async () => {
    const email = uniqueEmail('rolled-back');
    await expect(
      t.db.transaction(async (tx) => {
        await queueEmail(tx, { to: email, subject: 'Your order', text: 'Thank you' });
        throw new Error('the order could not be saved');
      }),
    ).rejects.toThrow('the order could not be saved');
    await deliverAt(at(new Date(), MINUTE));
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, email))).toHaveLength(0);
    expect(smtp.to(email)).toHaveLength(0);
  });

  it('sends again a message whose sender died holding it, once its claim has run out', async () => {
    const email = uniqueEmail('crash');
    await queueEmail(t.db, { to: email, subject: 'Crash', text: 'Claimed, then the process died' });
    await onlyDue(email);
    const start = new Date();
    // What a claim leaves behind when the process dies before sending or marking.
    await t.db
      .update(emailOutbox)
      .set({ status: 'sending', attempts: 1, nextAttemptAt: at(start, CLAIM_LEASE_MS) })
      .where(eq(emailOutbox.to, email));
    expect(await deliverAt(at(start, CLAIM_LEASE_MS - 1000))).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(await deliverAt(at(start, CLAIM_LEASE_MS))).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(await rowTo(email)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(smtp.to(email)).toHaveLength(1);
  });

  it("sends every attempt at a message under one Message-ID, its outbox row's id", async () => {
    const email = uniqueEmail('message-id');
    await queueEmail(t.db, { to: email, subject: 'Same id', text: 'Twice tried, once delivered' });
    await onlyDue(email);
    const { id } = await rowTo(email);
    const start = new Date();
    smtp.setFailing(true);
    expect(await deliverAt(start)).toEqual({ sent: 0, retried: 1, failed: 0 });
    smtp.setFailing(false);
    expect(await deliverAt(at(start, MINUTE))).toEqual({ sent: 1, retried: 0, failed: 0 });
    const ids = smtp.attemptsTo(email).map((mail) => messageIdOf(mail.raw));
    expect(ids).toEqual([`<${id}@shop.example>`, `<${id}@shop.example>`]);
  });

  it('renews its claim while a send lasts, and stops the send when another run has taken the message', async () => {
    const email = uniqueEmail('held');
    await queueEmail(t.db, { to: email, subject: 'Held', text: 'The server takes its time' });
    await onlyDue(email);
    const leaseMs = 1500;
    smtp.setHolding(true);
    const first = deliverAt(new Date(), 5, leaseMs);
    await eventually(() => smtp.attemptsTo(email).length === 1, 'the server to hold the message');
    const claimed = (await rowTo(email)).nextAttemptAt.getTime();
    // The server still has not answered after the first lease would have run out: the claim was
    // renewed, and a second run finds nothing due.
    await eventually(async () => (await rowTo(email)).nextAttemptAt.getTime() > claimed, 'a renewal');
    expect(await deliverAt(new Date(claimed + 1), 5, leaseMs)).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(smtp.attemptsTo(email)).toHaveLength(1);

    // As if this run had lost the message to another one: its next renewal stops the send.
    await t.db
      .update(emailOutbox)
      .set({ attempts: sql`${emailOutbox.attempts} + 1` })
      .where(eq(emailOutbox.to, email));
    expect(await first).toEqual({ sent: 0, retried: 1, failed: 0 });
    expect(smtp.to(email)).toHaveLength(0);
    expect(await rowTo(email)).toMatchObject({ status: 'sending', attempts: 2 });
  });

  it('hands each message to one of several concurrent runs only', async () => {
    const emails = Array.from({ length: 12 }, () => uniqueEmail('many'));
    for (const to of emails) await queueEmail(t.db, { to, subject: 'Many', text: 'One each' });
    const now = at(new Date(), MINUTE);
    const reports = await Promise.all([deliverAt(now), deliverAt(now), deliverAt(now)]);
    expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBeGreaterThanOrEqual(emails.length);
    for (const to of emails) expect(smtp.to(to)).toHaveLength(1);
  });

  it('without SMTP, marks messages delivered to the outbox, where they stay readable', async () => {
    const email = uniqueEmail('outbox');
    await queueEmail(t.db, { to: email, subject: 'Kept', text: 'In the outbox' });
    await deliverEmail(t.db, createOutboxMailer(), quiet, { now: at(new Date(), MINUTE), maxAttempts: 5 });
    expect(await rowTo(email)).toMatchObject({ status: 'sent', attempts: 1 });
    expect((await t.lastEmailTo(email))?.subject).toBe('Kept');
  });
});
