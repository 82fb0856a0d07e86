import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { forbidden } from '../errors';

/** The origins of the shop's own pages: the public URL's and any trusted extra ones. */
export function ownOrigins(config: Config): ReadonlySet<string> {
  return new Set([new URL(config.publicUrl).origin, ...config.trustedOrigins]);
}

// A host name or address, with an optional port: nothing a URL could read as a path or a user.
const HOST_PATTERN = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The origin the request was sent to: its scheme and Host, as Fastify reads them (the
 * X-Forwarded-Proto and X-Forwarded-Host of a proxy only when TRUST_PROXY is on). The shop is
 * then its own origin whatever name it is reached by (localhost, 127.0.0.1, a LAN address).
 */
export function requestOrigin(request: FastifyRequest): string | undefined {
  if (!HOST_PATTERN.test(request.host)) return undefined;
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return undefined;
  }
}

/**
 * Refuses (403) a request that a page of another site sent: its Origin is neither one of the
 * shop's own (`origins`) nor the origin the request itself was sent to. A browser always sends
 * the Host of the site it talks to, so a foreign page cannot make the two match. A request
 * without Origin does not come from a browser page, so it cannot be a forged cross-site request.
 */
export function refuseForeignOrigin(request: FastifyRequest, origins: ReadonlySet<string>): void {
  const origin = request.headers.origin;
  if (!origin || origins.has(origin) || origin === requestOrigin(request)) return;
  throw forbidden('Requests from other sites are not allowed.');
}
