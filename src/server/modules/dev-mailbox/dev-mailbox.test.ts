import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueEmail } from '../../adapters/mail/queue-email';
import { queueSms } from '../../adapters/sms/queue-sms';
import { uniqueGhanaPhone } from '../../test/sms-gateway-stub';
import { createTestApp, type TestApp, uniqueEmail } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  // Development defaults: the outbox mailer and its mailbox (NODE_ENV=test keeps them).
  t = await createTestApp({ env: { DEV_MAILBOX: 'true' } });
}, 120_000);
afterAll(() => t.close());

const PATHS = ['/dev/mailbox', '/dev/mailbox.json'];

describe('the dev mailbox', () => {
  it('shows the SMS beside the e-mails, and finds them by the phone as typed', async () => {
    const phone = uniqueGhanaPhone();
    const email = uniqueEmail('mailbox');
    await queueEmail(t.db, { to: email, subject: 'Your order ORD-MBX001', text: 'Thank you' });
    await queueSms(t.db, { to: phone.typed, text: 'GhanaMart: order ORD-MBX001 received <b>' });
    const page = await t.app.inject({ url: '/dev/mailbox', remoteAddress: '127.0.0.1' });
    expect(page.body).toContain(`SMS to ${phone.e164}`);
    expect(page.body).toContain('GhanaMart: order ORD-MBX001 received &lt;b&gt;');
    expect(page.body).toContain(`E-mail to ${email}`);
    const json = await t.app.inject({
      url: `/dev/mailbox.json?to=${encodeURIComponent(phone.typed)}`,
      remoteAddress: '127.0.0.1',
    });
    const body = json.json() as { messages: unknown[]; sms: { to: string; text: string }[] };
    expect(body.messages).toEqual([]);
    expect(body.sms).toMatchObject([{ to: phone.e164, text: 'GhanaMart: order ORD-MBX001 received <b>' }]);
  });

  it('is served to clients on this machine (IPv4, IPv6 and IPv4-mapped loopback)', async () => {
    for (const remoteAddress of ['127.0.0.1', '127.0.0.53', '::1', '::ffff:127.0.0.1']) {
      for (const url of PATHS) {
        const response = await t.app.inject({ url, remoteAddress });
        expect(response.statusCode, `${url} from ${remoteAddress}`).toBe(200);
      }
    }
  });

  it('is 404 to any other client, whatever X-Forwarded-For claims', async () => {
    for (const remoteAddress of ['192.168.1.20', '10.0.0.5', '::ffff:192.168.1.20', '2001:db8::1']) {
      for (const url of PATHS) {
        const response = await t.app.inject({
          url,
          remoteAddress,
          headers: { 'x-forwarded-for': '127.0.0.1' },
        });
        expect(response.statusCode, `${url} from ${remoteAddress}`).toBe(404);
        expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND', message: 'Not found.' } });
        expect(response.body).not.toContain('Mailbox');
      }
    }
  });

  it('is 404 to others behind a trusted proxy too: the socket decides, not X-Forwarded-For', async () => {
    const proxied = await createTestApp({ env: { DEV_MAILBOX: 'true', TRUST_PROXY: '1' } });
    try {
      const response = await proxied.app.inject({
        url: '/dev/mailbox.json',
        remoteAddress: '10.0.0.5',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await proxied.close();
    }
  });

  it('is 404 to a request a proxy on this machine forwarded: every client would look local', async () => {
    for (const headers of [{ 'x-forwarded-for': '203.0.113.7' }, { forwarded: 'for=203.0.113.7' }]) {
      const response = await t.app.inject({ url: '/dev/mailbox.json', remoteAddress: '127.0.0.1', headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(404);
    }
  });
});
