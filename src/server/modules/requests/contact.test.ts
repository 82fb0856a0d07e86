import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceRequests } from '../../db/schema';
import { browser } from '../../test/fixtures';
import { expectFieldErrors } from '../../test/form-cases';
import { createTestApp, type TestApp, uniqueEmail } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const valid = () => ({
  name: 'Kwame Mensah',
  email: uniqueEmail('contact'),
  phone: '024 123 4567',
  subject: 'Delivery to Kumasi',
  message: 'Do you deliver to Kumasi on Saturdays?',
});
const stored = async () =>
  (await t.db.select({ n: count() }).from(serviceRequests).where(eq(serviceRequests.kind, 'contact')))[0]!.n;

describe('POST /api/requests/contact', () => {
  it('refuses each missing or invalid field with the spec’s message and stores nothing', async () => {
    await expectFieldErrors(
      t,
      '/api/requests/contact',
      valid(),
      [
        ['name', undefined, 'Name must be at least 2 characters'],
        ['name', ' K ', 'Name must be at least 2 characters'],
        ['email', '', 'Please enter a valid email address'],
        ['email', 'kwame@', 'Please enter a valid email address'],
        ['phone', '024 123', 'Please enter a valid phone number'],
        ['subject', 'Hi', 'Subject must be at least 5 characters'],
        ['message', 'Hello', 'Message must be at least 10 characters'],
        ['message', 42, 'Message must be at least 10 characters'],
      ],
      stored,
    );
  });

  it('stores the message with an MSG reference and e-mails a confirmation with a tracking link', async () => {
    const body = { ...valid(), message: '<script>alert(1)</script> Is this stored as typed?' };
    const response = await browser(t).post('/api/requests/contact', body);
    expect(response.statusCode).toBe(201);
    const { reference } = response.json();
    expect(reference).toMatch(/^MSG-[2-9A-HJ-NP-Z]{6}$/);

    const [row] = await t.db.select().from(serviceRequests).where(eq(serviceRequests.reference, reference));
    expect(row).toMatchObject({ kind: 'contact', status: 'received', name: body.name, email: body.email });
    expect(row!.details).toMatchObject({ subject: body.subject, message: body.message });

    const mail = await t.lastEmailTo(body.email);
    expect(mail?.subject).toContain(reference);
    expect(mail?.text).toContain(`/track?reference=${reference}`);
    // The e-mail's HTML escapes nothing it did not need to: the message is not echoed back at all.
    expect(mail?.html).not.toContain('<script>');
  });

  it('refuses an oversized body with 413 and stores nothing', async () => {
    const before = await stored();
    const response = await browser(t).post('/api/requests/contact', {
      ...valid(),
      message: 'x'.repeat(40_000),
    });
    expect(response.statusCode).toBe(413);
    expect(await stored()).toBe(before);
  });
});

describe('submission rate limit', () => {
  it('answers 429 with a message in words once an address has sent its share', async () => {
    const limited = await createTestApp({ env: { REQUEST_LIMIT_PER_IP: '2' } });
    try {
      const send = (ip: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/requests/contact',
          remoteAddress: ip,
          headers: { origin: 'http://localhost:3000' },
          payload: valid(),
        });
      expect((await send('10.0.0.1')).statusCode).toBe(201);
      expect((await send('10.0.0.1')).statusCode).toBe(201);
      const refused = await send('10.0.0.1');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.message).toMatch(/^Too many requests\. Please wait .+ and try again\.$/);
      expect(refused.headers['retry-after']).toBeDefined();
      // Another address is not affected.
      expect((await send('10.0.0.2')).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
