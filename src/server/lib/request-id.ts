import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What an incoming id may look like: a UUID, a load balancer's trace id; nothing that could forge a log line. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Fastify's genReqId: the id the load balancer (or the client) sent in X-Request-Id when it is
 * sane, so one request can be followed across the balancer and the app; otherwise a fresh UUID.
 */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  if (typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming)) return incoming;
  return crypto.randomUUID();
}
