import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_METRICS } from '../../../shared/api-paths';
import type { Config } from '../../config';
import { notFound } from '../../errors';
import { isFromThisMachine } from '../../lib/loopback';
import type { Metrics } from './metrics';

/** Requests whose route no pattern matched: the web app's pages and every 404. */
const OTHER_ROUTE = 'other';

export function registerMetricsRoutes(app: FastifyInstance, deps: { config: Config; metrics: Metrics }) {
  const { metrics } = deps;

  app.addHook('onResponse', async (request, reply) => {
    // An event stream lasts as long as the visit: its "latency" would drown the histogram.
    if (
      String(reply.getHeader('content-type') ?? reply.raw.getHeader('content-type')).startsWith(
        'text/event-stream',
      )
    ) {
      return;
    }
    metrics.observeRequest({
      method: request.method,
      route: request.routeOptions.url ?? OTHER_ROUTE,
      status: reply.statusCode,
      seconds: reply.elapsedTime / 1000,
    });
  });

  // For the machine's own Prometheus (or an agent beside it), or a scraper holding the token.
  // Anyone else is told there is nothing here.
  app.get(API_METRICS, async (request, reply) => {
    if (!isFromThisMachine(request) && !hasToken(request, deps.config.metricsToken)) throw notFound();
    const body = await metrics.registry.metrics();
    return reply.type(metrics.registry.contentType).header('cache-control', 'no-store').send(body);
  });
}

function hasToken(request: FastifyRequest, token: string | undefined): boolean {
  if (!token) return false;
  const sent = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
  const digest = (value: string) => crypto.createHash('sha256').update(value).digest();
  return crypto.timingSafeEqual(digest(sent), digest(token));
}
