import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '../../shared/api-paths';

/**
 * `Server-Timing: app;dur=…` on every API read: the milliseconds from the request's arrival to its
 * answer being ready (compressed where the route compresses), the "server time" of
 * docs/product/budgets.md, as DevTools and `npm run bench` read it apart from the network. Not on writes: on a
 * sign-in the exact time would help tell which accounts exist.
 */
export function registerServerTiming(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'GET' && request.url.startsWith(API_PREFIX)) {
      reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(1)}`);
    }
    return payload;
  });
}
