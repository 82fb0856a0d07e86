import type { FastifyInstance } from 'fastify';
import { API_DEAL, API_DEAL_EVENTS, API_DEALS, API_NEW_DEALS_COUNT } from '../../../shared/api-paths';
import type { DealListResponse, DealResponse, NewDealsCountResponse } from '../../../shared/deals/deal';
import type { Database } from '../../db/client';
import { AppError, SERVICE_UNAVAILABLE_MESSAGE } from '../../errors';
import { countNewDeals } from './count-new-deals';
import { createDealEventsHub } from './deal-events-hub';
import { getDeal } from './get-deal';
import { listDeals } from './list-deals';

/** A stream that cannot keep up (this much unsent) is cut; its browser reconnects and reloads. */
const MAX_UNSENT_BYTES = 1024 * 1024;
/** EventSource waits this long before reconnecting after the stream ends. */
const RECONNECT_MS = 3000;

export function registerDealRoutes(app: FastifyInstance, deps: { database: Database }) {
  const { db } = deps.database;
  const hub = createDealEventsHub({ database: deps.database, log: app.log });
  // Open streams would keep the server from closing: end them first, then stop listening.
  app.addHook('preClose', async () => hub.close());

  // Public reads, but live (the stream below announces changes): a cache must ask again each time.
  // Without a Cache-Control of their own they would get the app's no-store (lib/cache-policy.ts).
  const LIVE_PUBLIC = 'no-cache';

  app.get(API_DEALS, async (_request, reply): Promise<DealListResponse> => {
    const deals = await listDeals(db);
    reply.header('cache-control', LIVE_PUBLIC);
    return { deals };
  });

  app.get(API_NEW_DEALS_COUNT, async (_request, reply): Promise<NewDealsCountResponse> => {
    const count = await countNewDeals(db);
    reply.header('cache-control', LIVE_PUBLIC);
    return { count };
  });

  app.get<{ Params: { id: string } }>(API_DEAL, async (request, reply): Promise<DealResponse> => {
    const deal = await getDeal(db, request.params.id);
    reply.header('cache-control', LIVE_PUBLIC);
    return { deal };
  });

  // Live deal changes as Server-Sent Events (docs/product/deals.md, "Live updates"), fed by Postgres LISTEN/NOTIFY so
  // that a change written through any instance reaches the streams of every instance.
  app.get(API_DEAL_EVENTS, async (request, reply) => {
    try {
      await hub.ready();
    } catch (error) {
      request.log.error({ err: error }, 'cannot listen to deal changes');
      throw new AppError(503, 'SERVICE_UNAVAILABLE', SERVICE_UNAVAILABLE_MESSAGE);
    }

    // From here the response is written by hand, as a stream: Fastify (and compression, which
    // would buffer it) stay out of it. The security headers set so far are kept.
    reply.hijack();
    const res = reply.raw;
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) res.setHeader(name, value);
    }
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      // nginx would otherwise buffer the stream.
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });
    res.socket?.setNoDelay(true);
    res.write(`retry: ${RECONNECT_MS}\n: connected\n\n`);

    const unsubscribe = hub.subscribe({
      write(frame) {
        if (res.destroyed) return;
        if (res.writableLength > MAX_UNSENT_BYTES) return void res.destroy();
        res.write(frame);
      },
      end() {
        res.end();
      },
    });
    res.on('close', unsubscribe);
    // The browser may have left while the stream was being set up.
    if (res.destroyed) unsubscribe();
  });
}
