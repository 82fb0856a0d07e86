import { inArray } from 'drizzle-orm';
import type { DealEvent } from '../../../shared/deals/deal';
import type { Database } from '../../db/client';
import { deals } from '../../db/schema';
import type { Logger } from '../../lib/logger';
import { isUuid } from '../../lib/uuid';
import { toDeal } from './to-deal';

/** The channel of the trigger in migration 0001_deals_changed_notify. */
export const DEALS_CHANNEL = 'deals_changed';
export const HEARTBEAT_MS = 25_000;

/** One open event stream. */
export interface EventStreamClient {
  /** Writes one complete SSE frame. */
  write(frame: string): void;
  /** Ends the stream (server shutdown). */
  end(): void;
}

export interface DealEventsHub {
  /** Starts listening to the database (once per instance); rejects when it cannot. */
  ready(): Promise<void>;
  /** Adds a stream; returns the function that removes it. Call after ready(). */
  subscribe(client: EventStreamClient): () => void;
  /** Ends every stream and stops listening: the app is closing. */
  close(): Promise<void>;
  readonly clientCount: number;
}

type Change = { op: 'INSERT' | 'UPDATE' | 'DELETE'; id: string };

export function formatEvent(event: DealEvent): string {
  return `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}

/**
 * Fans the database's deal changes out to the SSE streams of this instance. One LISTEN connection
 * per instance, whatever the number of streams; the trigger sends only the operation and the id,
 * so each change costs one read here (changes arriving together are read together), not one per
 * stream. Changes are sent in the order the database committed them.
 */
export function createDealEventsHub(options: {
  database: Database;
  log: Logger;
  heartbeatMs?: number;
}): DealEventsHub {
  const { database, log } = options;
  const { db } = database;
  const clients = new Set<EventStreamClient>();
  const pending: Change[] = [];
  let listening: Promise<() => Promise<void>> | undefined;
  let draining = false;
  let closed = false;
  let heartbeat: NodeJS.Timeout | undefined;

  const broadcast = (frame: string) => {
    for (const client of clients) client.write(frame);
  };

  const onPayload = (payload: string) => {
    const change = parseChange(payload);
    if (!change) return log.warn({ payload }, 'ignored a malformed deals_changed notification');
    // Nobody to tell: nothing to read.
    if (clients.size === 0) return;
    pending.push(change);
    if (!draining) void drain();
  };

  async function drain() {
    draining = true;
    try {
      while (pending.length > 0) {
        const batch = pending.splice(0, pending.length);
        const ids = [...new Set(batch.filter((c) => c.op !== 'DELETE').map((c) => c.id))];
        const rows = ids.length > 0 ? await db.select().from(deals).where(inArray(deals.id, ids)) : [];
        const byId = new Map(rows.map((row) => [row.id, row]));
        for (const change of batch) {
          // A suspended vendor's deal leaves the open lists as a deleted one does.
          if (change.op === 'DELETE' || byId.get(change.id)?.hiddenBySuspension) {
            broadcast(formatEvent({ type: 'delete', id: change.id }));
            continue;
          }
          // Gone already: its DELETE notification follows.
          const row = byId.get(change.id);
          if (row)
            broadcast(formatEvent({ type: change.op === 'INSERT' ? 'insert' : 'update', deal: toDeal(row) }));
        }
      }
    } catch (error) {
      log.error({ err: error }, 'could not read changed deals');
      pending.length = 0;
      broadcast(formatEvent({ type: 'resync' }));
    } finally {
      draining = false;
    }
  }

  return {
    get clientCount() {
      return clients.size;
    },

    async ready() {
      if (closed) throw new Error('The deal events hub is closed.');
      listening ??= database.listen(DEALS_CHANNEL, onPayload, {
        // Changes made while the connection was down were missed: the pages reload the list.
        onReconnect: () => {
          log.warn('listening to deal changes again');
          broadcast(formatEvent({ type: 'resync' }));
        },
        onError: (error) => log.error({ err: error }, 'cannot listen to deal changes yet'),
      });
      try {
        await listening;
      } catch (error) {
        listening = undefined;
        throw error;
      }
    },

    subscribe(client) {
      clients.add(client);
      // Proxies and load balancers close connections that stay silent; a comment line keeps it open.
      heartbeat ??= setInterval(() => broadcast(': heartbeat\n\n'), options.heartbeatMs ?? HEARTBEAT_MS);
      heartbeat.unref();
      return () => {
        clients.delete(client);
        if (clients.size === 0 && heartbeat) {
          clearInterval(heartbeat);
          heartbeat = undefined;
        }
      };
    },

    async close() {
      closed = true;
      clearInterval(heartbeat);
      heartbeat = undefined;
      for (const client of clients) client.end();
      clients.clear();
      const started = listening;
      listening = undefined;
      if (started) await (await started.catch(() => undefined))?.();
    },
  };
}

function parseChange(payload: string): Change | undefined {
  try {
    const value = JSON.parse(payload) as { op?: unknown; id?: unknown };
    if ((value.op === 'INSERT' || value.op === 'UPDATE' || value.op === 'DELETE') && isUuid(value.id)) {
      return { op: value.op, id: value.id };
    }
  } catch {
    // Not JSON: reported by the caller.
  }
  return undefined;
}
