import type { Database } from '../../db/client';
import type { Logger } from '../../lib/logger';

/** The channel of the trigger in the custom migration cash_days_freeze. */
export const DELIVERY_JOBS_CHANNEL = 'delivery_jobs_changed';
const HEARTBEAT_MS = 25_000;

export interface DispatchStream {
  write(frame: string): void;
  end(): void;
}

/**
 * Tells the open dispatch views that jobs changed, whichever instance (or the rider's app) wrote
 * them: one LISTEN per instance, as the deals' hub does. Only "changed" is sent (the admin's view
 * reads the list again, a single query): the stream never carries a receiver's details.
 */
export function createDispatchEventsHub(options: { database: Database; log: Logger }) {
  const { database, log } = options;
  const clients = new Set<DispatchStream>();
  let listening: Promise<() => Promise<void>> | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let scheduled = false;

  const broadcast = (frame: string) => {
    for (const client of clients) client.write(frame);
  };
  // Changes that arrive together (an assignment of several jobs) make one announcement.
  const onChange = () => {
    if (scheduled || clients.size === 0) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      broadcast('event: change\ndata: {}\n\n');
    });
  };

  return {
    async ready() {
      listening ??= database.listen(DELIVERY_JOBS_CHANNEL, onChange, {
        onReconnect: () => {
          log.warn('listening to delivery job changes again');
          broadcast('event: change\ndata: {}\n\n');
        },
        onError: (error) => log.error({ err: error }, 'cannot listen to delivery job changes yet'),
      });
      try {
        await listening;
      } catch (error) {
        listening = undefined;
        throw error;
      }
    },
    subscribe(client: DispatchStream) {
      clients.add(client);
      heartbeat ??= setInterval(() => broadcast(': heartbeat\n\n'), HEARTBEAT_MS);
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
