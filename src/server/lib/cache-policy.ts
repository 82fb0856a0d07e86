import type { FastifyInstance } from 'fastify';

/**
 * Cache-Control for every answer, in one place. A route whose answer may be kept says so itself
 * (the catalogue's and deals' public reads, the built web app, uploaded images); every other
 * answer gets `no-store`: carts, orders, the wishlist, payment verification, sessions, the admin
 * API, vendor profiles and every error, so that no browser or shared cache keeps a name, a phone
 * number or an address. An answer that sets a cookie is never stored, whatever its route said.
 */
export function registerCachePolicy(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control') || reply.hasHeader('set-cookie')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
