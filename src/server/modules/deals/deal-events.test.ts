import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DealEvent } from '../../../shared/deals/deal';
import { deals } from '../../db/schema';
import { openEventStream } from '../../test/event-stream';
import { dealValues, insertDeal } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
// Streams may still be open here: closing the app must end them rather than wait for them.
afterAll(() => t.close());

const parse = (data: string) => JSON.parse(data) as DealEvent;

async function connect() {
  const stream = await openEventStream(`${base}/api/deals/events`, {
    headers: { 'accept-encoding': 'gzip, deflate, br' },
  });
  // The server says so once it listens: nothing written after this is missed.
  expect(await stream.nextComment()).toBe('connected');
  return stream;
}

describe('GET /api/deals/events', () => {
  it('is an uncompressed, uncached event stream', async () => {
    const stream = await connect();
    const { headers, status } = stream.response;
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(headers.get('cache-control')).toBe('no-cache');
    expect(headers.get('x-accel-buffering')).toBe('no');
    expect(headers.get('content-encoding')).toBeNull();
    // The security headers of every response are kept.
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    stream.close();
  });

  it('sends a deal inserted, updated or deleted in the database', async () => {
    const stream = await connect();

    const [inserted] = await t.db
      .insert(deals)
      .values(dealValues({ name: 'Live kettle', imageUrl: '/k.webp', imageUrls: [] }))
      .returning();
    const insert = await stream.next();
    expect(insert.event).toBe('insert');
    expect(parse(insert.data)).toEqual({
      type: 'insert',
      deal: expect.objectContaining({
        id: inserted!.id,
        name: 'Live kettle',
        discountPrice: '149.99',
        imageUrls: ['/k.webp'],
        createdAt: inserted!.createdAt.toISOString(),
      }),
    });

    await t.db.update(deals).set({ discountPrice: '99.00' }).where(eq(deals.id, inserted!.id));
    const update = await stream.next();
    expect(update.event).toBe('update');
    expect(parse(update.data)).toEqual({
      type: 'update',
      deal: expect.objectContaining({ id: inserted!.id, discountPrice: '99.00' }),
    });

    await t.db.delete(deals).where(eq(deals.id, inserted!.id));
    const deletion = await stream.next();
    expect(deletion.event).toBe('delete');
    expect(parse(deletion.data)).toEqual({ type: 'delete', id: inserted!.id });
    stream.close();
  });

  it('reaches every open stream, and says nothing of a rolled-back change', async () => {
    const first = await connect();
    const second = await connect();
    await t.db
      .transaction(async (tx) => {
        await tx.insert(deals).values(dealValues({ name: 'Never committed' }));
        tx.rollback();
      })
      .catch(() => {});
    const deal = await insertDeal(t.db, { name: 'Committed' });
    for (const stream of [first, second]) {
      const event = parse((await stream.next()).data);
      expect(event).toMatchObject({ type: 'insert', deal: { id: deal.id, name: 'Committed' } });
    }
    first.close();
    second.close();
  });

  it('sends the changes of one transaction in order', async () => {
    const stream = await connect();
    const ids = await t.db.transaction(async (tx) => {
      const rows = await tx
        .insert(deals)
        .values([dealValues({ name: 'Batch A' }), dealValues({ name: 'Batch B' })])
        .returning({ id: deals.id });
      await tx.execute(sql`UPDATE deals SET reviews = 7 WHERE id = ${rows[0]!.id}`);
      return rows.map((row) => row.id);
    });
    const received = [
      parse((await stream.next()).data),
      parse((await stream.next()).data),
      parse((await stream.next()).data),
    ];
    expect(received.map((e) => e.type)).toEqual(['insert', 'insert', 'update']);
    expect(received.map((e) => ('deal' in e ? e.deal.id : undefined))).toEqual([ids[0], ids[1], ids[0]]);
    stream.close();
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'listens again after losing its database connection, and asks pages to reload',
    async () => {
      const stream = await connect();
      await t.db.execute(
        sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
            WHERE datname = current_database() AND query ILIKE 'LISTEN%' AND pid <> pg_backend_pid()`,
      );
      const resync = await stream.next(10_000);
      expect(resync.event).toBe('resync');
      const deal = await insertDeal(t.db, { name: 'After reconnect' });
      expect(parse((await stream.next()).data)).toMatchObject({ type: 'insert', deal: { id: deal.id } });
      stream.close();
    },
  );
});
