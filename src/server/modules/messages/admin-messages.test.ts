import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FailedMessagesPage } from '../../../shared/admin/failed-messages';
import { queueEmail } from '../../adapters/mail/queue-email';
import { createSmtpMailer } from '../../adapters/mail/smtp-mailer';
import { createHubtelSms } from '../../adapters/sms/hubtel-sms';
import { queueSms } from '../../adapters/sms/queue-sms';
import { adminActivity, emailOutbox, smsOutbox } from '../../db/schema';
import { deliverEmail } from '../../jobs/deliver-email';
import { deliverSms } from '../../jobs/deliver-sms';
import { signInAdmin } from '../../test/admin-session';
import { browser } from '../../test/fixtures';
import { type SmsGatewayStub, startSmsGatewayStub, uniqueGhanaPhone } from '../../test/sms-gateway-stub';
import { type SmtpStub, startSmtpStub } from '../../test/smtp-stub';
import { createTestApp, type TestApp, uniqueEmail } from '../../test/test-app';

let t: TestApp;
let smtp: SmtpStub;
let gateway: SmsGatewayStub;
let admin: { username: string; cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  smtp = await startSmtpStub();
  gateway = await startSmsGatewayStub();
  admin = await signInAdmin(t);
});
afterAll(async () => {
  await smtp.close();
  await gateway.close();
  await t.close();
});

const quiet = { info() {}, warn() {}, error() {} };
const deliverAt = (now: Date) =>
  deliverEmail(t.db, createSmtpMailer(smtp.url, 'shop@example.com'), quiet, { now, maxAttempts: 1 });

const deliverSmsAt = (now: Date) =>
  deliverSms(
    t.db,
    createHubtelSms({ clientId: 'id', clientSecret: 'secret', senderId: 'GhanaMart', baseUrl: gateway.url }),
    quiet,
    { now, maxAttempts: 1 },
  );

describe('/admin/messages', () => {
  it('lists a failed SMS beside failed e-mails, and Retry sends it once', async () => {
    const phone = uniqueGhanaPhone();
    await queueSms(t.db, { to: phone.typed, text: 'GhanaMart: your order ORD-SMSF01 is now Shipped.' });
    gateway.setFailing(true);
    await deliverSmsAt(new Date(Date.now() + 60_000));
    gateway.setFailing(false);
    const page = (
      await browser(t, admin.cookie).get('/api/admin/messages/failed')
    ).json() as FailedMessagesPage;
    const failed = page.messages.find((message) => message.to === phone.e164);
    expect(failed).toMatchObject({
      channel: 'sms',
      subject: 'GhanaMart: your order ORD-SMSF01 is now Shipped.',
      attempts: 1,
    });
    expect(failed!.lastError).toContain('HTTP 503');

    const retried = await browser(t, admin.cookie).post(`/api/admin/messages/${failed!.id}/retry`);
    expect(retried.statusCode, retried.body).toBe(200);
    const [row] = await t.db.select().from(smsOutbox).where(eq(smsOutbox.id, failed!.id));
    expect(row).toMatchObject({ status: 'pending', attempts: 0 });
    const [activity] = await t.db
      .select()
      .from(adminActivity)
      .where(and(eq(adminActivity.action, 'message.retry'), eq(adminActivity.entityId, failed!.id)));
    expect(activity).toMatchObject({ entityType: 'sms', adminUsername: admin.username });
    expect((await browser(t, admin.cookie).post(`/api/admin/messages/${failed!.id}/retry`)).statusCode).toBe(
      409,
    );
    await deliverSmsAt(new Date(Date.now() + 120_000));
    await deliverSmsAt(new Date(Date.now() + 180_000));
    expect(gateway.to(phone.e164)).toHaveLength(1);
  });

  it('lists a permanently failed message with its error, and Retry sends it again once', async () => {
    const email = uniqueEmail('failing');
    await queueEmail(t.db, { to: email, subject: 'Your order ORD-FAIL01', text: 'Thank you' });
    smtp.setFailing(true);
    await deliverAt(new Date(Date.now() + 60_000));
    smtp.setFailing(false);

    const list = await browser(t, admin.cookie).get('/api/admin/messages/failed');
    expect(list.statusCode, list.body).toBe(200);
    const page = list.json() as FailedMessagesPage;
    const failed = page.messages.find((message) => message.to === email);
    expect(failed).toMatchObject({ channel: 'email', subject: 'Your order ORD-FAIL01', attempts: 1 });
    expect(failed!.lastError).toContain('Mailbox temporarily unavailable');
    expect(page.total).toBeGreaterThanOrEqual(1);

    const retried = await browser(t, admin.cookie).post(`/api/admin/messages/${failed!.id}/retry`);
    expect(retried.statusCode, retried.body).toBe(200);
    const [row] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, failed!.id));
    expect(row).toMatchObject({ status: 'pending', attempts: 0 });
    const activity = await t.db
      .select()
      .from(adminActivity)
      .where(and(eq(adminActivity.action, 'message.retry'), eq(adminActivity.entityId, failed!.id)));
    expect(activity).toHaveLength(1);
    expect(activity[0]!.adminUsername).toBe(admin.username);

    // A second click (another admin) is refused; the message is no longer in the list.
    const again = await browser(t, admin.cookie).post(`/api/admin/messages/${failed!.id}/retry`);
    expect(again.statusCode).toBe(409);
    const after = (
      await browser(t, admin.cookie).get('/api/admin/messages/failed')
    ).json() as FailedMessagesPage;
    expect(after.messages.some((message) => message.id === failed!.id)).toBe(false);

    await deliverAt(new Date(Date.now() + 120_000));
    expect(smtp.to(email)).toHaveLength(1);
  });

  it('answers 404 for an unknown message', async () => {
    const unknown = await browser(t, admin.cookie).post(
      '/api/admin/messages/00000000-0000-4000-8000-000000000000/retry',
    );
    expect(unknown.statusCode).toBe(404);
    expect((await browser(t, admin.cookie).post('/api/admin/messages/nope/retry')).statusCode).toBe(404);
  });
});
