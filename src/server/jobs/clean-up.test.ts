import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, rateLimits, sessions, simulatedPayments, users, verifications } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';
import { cleanUp } from './clean-up';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe('clean-up', () => {
  it('removes expired sessions, verification tokens, old rate-limit rows, old simulated payments and day-old idempotency keys only', async () => {
    const now = new Date();
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const ahead = (ms: number) => new Date(now.getTime() + ms);
    await t.db.insert(users).values({ id: 'u-clean', name: 'Clean', email: 'clean@example.com' });
    await t.db.insert(sessions).values([
      { id: 's-old', token: 't-old', userId: 'u-clean', expiresAt: ago(HOUR) },
      { id: 's-live', token: 't-live', userId: 'u-clean', expiresAt: ahead(HOUR) },
    ]);
    await t.db.insert(verifications).values([
      { id: 'v-old', identifier: 'x', value: 'old', expiresAt: ago(1000) },
      { id: 'v-live', identifier: 'x', value: 'live', expiresAt: ahead(DAY) },
    ]);
    await t.db.insert(rateLimits).values([
      { key: 'clean:old', count: 3, windowStartedAt: ago(DAY + HOUR) },
      { key: 'clean:live', count: 3, windowStartedAt: ago(HOUR) },
    ]);
    const payment = { amountPesewas: 100, currency: 'GHS', email: 'a@example.com', callbackUrl: 'http://x/' };
    await t.db.insert(simulatedPayments).values([
      { ...payment, reference: 'SIM-OLD', createdAt: ago(31 * DAY) },
      { ...payment, reference: 'SIM-LIVE', createdAt: ago(29 * DAY) },
    ]);

    const key = { scope: 'guest', fingerprint: 'f', statusCode: 201, response: { reference: 'MSG-1' } };
    await t.db.insert(idempotencyKeys).values([
      { ...key, key: 'old', createdAt: ago(DAY + HOUR) },
      { ...key, key: 'live', createdAt: ago(DAY - HOUR) },
    ]);

    expect(await cleanUp(t.db, { now })).toEqual({
      sessions: 1,
      verifications: 1,
      rateLimits: 1,
      simulatedPayments: 1,
      idempotencyKeys: 1,
    });
    expect((await t.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys)).map((r) => r.key)).toEqual(
      ['live'],
    );
    const left = async <T>(rows: Promise<T[]>) => (await rows).length;
    expect(
      await left(
        t.db
          .select()
          .from(sessions)
          .where(inArray(sessions.id, ['s-old', 's-live'])),
      ),
    ).toBe(1);
    expect(
      await left(
        t.db
          .select()
          .from(verifications)
          .where(inArray(verifications.id, ['v-old', 'v-live'])),
      ),
    ).toBe(1);
    expect(
      await left(
        t.db
          .select()
          .from(rateLimits)
          .where(inArray(rateLimits.key, ['clean:old', 'clean:live'])),
      ),
    ).toBe(1);
    expect(
      await left(
        t.db
          .select()
          .from(simulatedPayments)
          .where(inArray(simulatedPayments.reference, ['SIM-OLD', 'SIM-LIVE'])),
      ),
    ).toBe(1);
    expect(
      (
        await t.db
          .select()
          .from(sessions)
          .where(inArray(sessions.id, ['s-live']))
      )[0]?.id,
    ).toBe('s-live');
  });
});
