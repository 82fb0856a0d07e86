import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Product } from '../../shared/catalogue/product';
import type { DealEvent } from '../../shared/deals/deal';
import type { Database } from '../db/client';
import { emailOutbox, users } from '../db/schema';
import { upsertAdmin } from '../modules/auth/admin-users';
import { type AppInstance, startAppInstance } from '../test/app-instance';
import { openEventStream } from '../test/event-stream';
import { insertDeal, insertProduct } from '../test/fixtures';
import { type SmtpStub, startSmtpStub } from '../test/smtp-stub';
import { firstLink, openTestDatabase, TEST_ORIGIN, uniqueEmail } from '../test/test-app';

// Two instances of the shop, each a process of its own on its own port, on
// one PostgreSQL database (migrated once, here, before they start), as behind a load balancer.
// Whatever one instance does, the other sees: sessions, rate limits, deal changes.
const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('two app instances on one PostgreSQL (needs TEST_DATABASE_URL)', () => {
  let database: Database;
  let a: AppInstance;
  let b: AppInstance;
  let smtp: SmtpStub;
  beforeAll(async () => {
    smtp = await startSmtpStub();
    let databaseUrl = '';
    database = await openTestDatabase({
      via: (url) => {
        databaseUrl = url;
        return url;
      },
    });
    const env = {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: '3',
      PUBLIC_URL: TEST_ORIGIN,
      AUTH_SECRET: 'many-instances-secret-0123456789-abcdefghij',
      PAYMENT_PROVIDER: 'simulated',
      SEED_DEMO_DATA: 'false',
      TRACK_LIMIT_PER_IP: '4',
      // Both instances run the background jobs (WORKERS=internal, the default) and deliver e-mail
      // to one SMTP server: each message must reach it once.
      SMTP_URL: smtp.url,
    };
    // Started together, as a deployment does: both find the database without an admin.
    [a, b] = await Promise.all([startAppInstance(env), startAppInstance(env)]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.close();
    await smtp?.close();
  });

  const send = (instance: AppInstance, method: string, path: string, body?: unknown, cookie?: string) =>
    fetch(`${instance.url}${path}`, {
      method,
      headers: {
        origin: TEST_ORIGIN,
        ...(body !== undefined && { 'content-type': 'application/json' }),
        ...(cookie && { cookie }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
    });
  const cookieOf = (response: Response) => {
    const session = response.headers.getSetCookie().find((c) => /session_token=[^;]/.test(c));
    if (!session) throw new Error(`no session cookie (${response.status})`);
    return session.split(';')[0]!;
  };

  it('starts both on a fresh database, with one first admin', async () => {
    expect(await database.db.select().from(users).where(eq(users.role, 'admin'))).toHaveLength(1);
    expect(a.output() + b.output()).not.toMatch(/error/i);
  });

  it('keeps a session made on A valid on B, and signing out on B ends it on A', async () => {
    const email = uniqueEmail('instances');
    const password = 'secret123';
    const signUp = await send(a, 'POST', '/api/auth/sign-up/email', {
      email,
      password,
      name: 'Abena',
      callbackURL: '/',
    });
    expect(signUp.status).toBe(200);
    // The verification link e-mailed by A is opened on B.
    const [message] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
    const link = new URL(firstLink(message!.text));
    const verified = await send(b, 'GET', link.pathname + link.search);
    expect(verified.status).toBeLessThan(400);

    const signIn = await send(a, 'POST', '/api/auth/sign-in/email', { email, password });
    expect(signIn.status).toBe(200);
    const cookie = cookieOf(signIn);
    const onB = await send(b, 'GET', '/api/auth/get-session', undefined, cookie);
    expect(((await onB.json()) as { user: { email: string } }).user.email).toBe(email);
    expect((await send(b, 'GET', '/api/cart', undefined, cookie)).status).toBe(200);

    expect((await send(b, 'POST', '/api/auth/sign-out', {}, cookie)).status).toBe(200);
    expect((await send(a, 'GET', '/api/cart', undefined, cookie)).status).toBe(401);
  });

  it('shares rate limits: lookups counted on A and B together', async () => {
    const submitted = await send(a, 'POST', '/api/requests/contact', {
      name: 'Kwame Mensah',
      email: uniqueEmail('limits'),
      phone: '024 123 4567',
      subject: 'Delivery to Kumasi',
      message: 'Do you deliver to Kumasi on Saturdays?',
    });
    expect(submitted.status).toBe(201);
    const { reference } = (await submitted.json()) as { reference: string };
    const lookup = (instance: AppInstance) =>
      send(instance, 'POST', '/api/requests/track', { reference, contact: '024 123 4567' });
    // TRACK_LIMIT_PER_IP is 4: two lookups on each instance, then the fifth is refused on either.
    for (const instance of [a, b, a, b]) expect((await lookup(instance)).status).toBe(200);
    for (const instance of [a, b]) {
      const refused = await lookup(instance);
      expect(refused.status).toBe(429);
      expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(
        /^Too many lookups\./,
      );
    }
  });

  it('sends a deal changed through A to an event stream open on B', async () => {
    const deal = await insertDeal(database.db, { discountPrice: '149.99' });
    const admin = { username: 'instances_admin', password: 'a-long-admin-password' };
    await upsertAdmin(database.db, admin);
    const signIn = await send(a, 'POST', '/api/auth/sign-in/username', admin);
    expect(signIn.status).toBe(200);

    const stream = await openEventStream(`${b.url}/api/deals/events`);
    try {
      expect(await stream.nextComment()).toBe('connected');
      const edit = await send(
        a,
        'PATCH',
        `/api/admin/deals/${deal.id}`,
        {
          name: deal.name,
          description: deal.description,
          originalPrice: '200',
          discountPrice: '99',
          vendor: deal.vendor,
          category: deal.category,
          verified: deal.verified,
          flashSale: deal.flashSale,
          rating: String(deal.rating),
          imageUrls: [deal.imageUrl],
        },
        cookieOf(signIn),
      );
      expect(edit.status, await edit.clone().text()).toBe(200);
      const event = await stream.next(10_000);
      expect(event.event).toBe('update');
      expect(JSON.parse(event.data) as DealEvent).toEqual({
        type: 'update',
        deal: expect.objectContaining({ id: deal.id, discountPrice: '99.00' }),
      });
    } finally {
      stream.close();
    }
  });

  it("serves a product edited through A on B's next reads of its category, its page and similar products", async () => {
    const row = await insertProduct(database.db, { category: 'Electronics', price: '50.00' });
    const other = await insertProduct(database.db, { category: 'Electronics', price: '20.00' });
    const read = async (path: string) => {
      const response = await send(b, 'GET', path);
      expect(response.status).toBe(200);
      return (await response.json()) as { products?: Product[]; product?: Product };
    };
    const prices = async () => ({
      category: (await read(`/api/catalogue/products?seed=8&category=Electronics`)).products!.find(
        (product) => product.id === row.id,
      )?.price,
      product: (await read(`/api/catalogue/products/${row.id}`)).product!.price,
      similar: (await read(`/api/catalogue/products/${other.id}/similar`)).products!.find(
        (product) => product.id === row.id,
      )?.price,
    });
    const before = { category: '50.00', product: '50.00', similar: '50.00' };
    // Read twice: B now holds them cached.
    expect(await prices()).toEqual(before);
    expect(await prices()).toEqual(before);

    const admin = { username: 'catalogue_admin', password: 'a-long-admin-password' };
    await upsertAdmin(database.db, admin);
    const signIn = await send(a, 'POST', '/api/auth/sign-in/username', admin);
    expect(signIn.status).toBe(200);
    const edit = await send(
      a,
      'PUT',
      `/api/admin/products/${row.id}`,
      {
        name: row.name,
        description: row.description,
        price: '42.00',
        originalPrice: '80.00',
        rating: '4.5',
        reviews: '0',
        imageUrls: 'https://cdn.example.com/earbuds.jpg',
        videoUrl: '',
        supplier: row.supplier,
        country: row.country,
        category: 'Electronics',
        shippingTime: row.shippingTime,
        inStock: true,
        minOrderQuantity: '1',
        isActive: true,
        colors: '',
        sizes: '',
      },
      cookieOf(signIn),
    );
    expect(edit.status, await edit.clone().text()).toBe(200);
    // B hears the change notice a moment after A's write.
    await vi.waitFor(
      async () => expect(await prices()).toEqual({ category: '42.00', product: '42.00', similar: '42.00' }),
      { timeout: 5000, interval: 20 },
    );
  });

  it('runs the jobs enqueued through A once, with the workers of both instances running', async () => {
    // Each contact request queues its confirmation (a deliver-email job) in the request's own
    // transaction on A; the delivery jobs of A and B race for them.
    const emails = Array.from({ length: 8 }, () => uniqueEmail('jobs-once'));
    for (const email of emails) {
      const response = await send(a, 'POST', '/api/requests/contact', {
        name: 'Ama Owusu',
        email,
        phone: '024 123 4567',
        subject: 'Delivery to Tamale',
        message: 'Do you deliver to Tamale?',
      });
      expect(response.status).toBe(201);
    }
    const deadline = Date.now() + 30_000;
    const delivered = async () => {
      const rows = await database.db.select().from(emailOutbox);
      return rows.filter((row) => emails.includes(row.to) && row.status === 'sent');
    };
    while ((await delivered()).length < emails.length && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const rows = await delivered();
    expect(rows).toHaveLength(emails.length);
    for (const row of rows) expect(row.attempts).toBe(1);
    for (const email of emails) expect(smtp.to(email)).toHaveLength(1);
  });
});
