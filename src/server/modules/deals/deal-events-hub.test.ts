import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client';
import { insertDeal } from '../../test/fixtures';
import { openTestDatabase } from '../../test/test-app';
import { createDealEventsHub, type EventStreamClient } from './deal-events-hub';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const log = { warn: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger;

function fakeClient() {
  const frames: string[] = [];
  let ended = false;
  const client: EventStreamClient = {
    write: (frame) => frames.push(frame),
    end: () => {
      ended = true;
    },
  };
  return { client, frames, isEnded: () => ended };
}

const waitFor = (check: () => boolean, timeoutMs = 3000) =>
  vi.waitFor(() => expect(check()).toBe(true), { timeout: timeoutMs, interval: 10 });

describe('the deal events hub', () => {
  it('beats while streams are open, stops when the last one leaves, and ends streams on close', async () => {
    const hub = createDealEventsHub({ database, log, heartbeatMs: 20 });
    await hub.ready();
    const a = fakeClient();
    const b = fakeClient();
    const leaveA = hub.subscribe(a.client);
    const leaveB = hub.subscribe(b.client);
    expect(hub.clientCount).toBe(2);
    await waitFor(() => a.frames.includes(': heartbeat\n\n') && b.frames.includes(': heartbeat\n\n'));

    leaveA();
    const seen = a.frames.length;
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(a.frames.length).toBe(seen);
    expect(hub.clientCount).toBe(1);

    leaveB();
    const c = fakeClient();
    hub.subscribe(c.client);
    await hub.close();
    expect(c.isEnded()).toBe(true);
    expect(hub.clientCount).toBe(0);
    await expect(hub.ready()).rejects.toThrow();
  });

  it('ignores malformed notifications and tells the streams about deals', async () => {
    const hub = createDealEventsHub({ database, log });
    await hub.ready();
    const client = fakeClient();
    hub.subscribe(client.client);
    await database.db.execute(sql`SELECT pg_notify('deals_changed', 'not json')`);
    await database.db.execute(sql`SELECT pg_notify('deals_changed', '{"op":"INSERT","id":"abc"}')`);
    const deal = await insertDeal(database.db, { name: 'Hub deal' });
    await waitFor(() => client.frames.length > 0);
    expect(client.frames).toHaveLength(1);
    expect(client.frames[0]).toMatch(/^event: insert\ndata: \{.*"name":"Hub deal".*\}\n\n$/);
    expect(client.frames[0]).toContain(deal.id);
    expect(log.warn).toHaveBeenCalledTimes(2);
    await hub.close();
  });
});
