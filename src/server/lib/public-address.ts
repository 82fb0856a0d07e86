import type { FastifyInstance } from 'fastify';
import { DEV_MAILBOX_PATH } from '../../shared/api-paths';
import { isPagePath } from './page-paths';

// A proxy or balancer in front chooses the name the shop is reached by, and the Host it passes on
// may be its own upstream's: its requests are left to it, or every page would redirect forever.
const FORWARDING_HEADERS = ['x-forwarded-for', 'x-forwarded-host', 'forwarded', 'via'];

/**
 * A page asked for under another name than PUBLIC_URL's (127.0.0.1 or the machine's address while
 * PUBLIC_URL says localhost) is sent to PUBLIC_URL's address, same path and query, before anyone
 * signs in under the other name. A session cookie belongs to one host name, and every link the
 * shop writes (e-mail, SMS, the payment provider's return) goes to PUBLIC_URL: a shopper signed in
 * under another name would follow them signed out. Host names are compared, not ports (cookies
 * ignore ports, and a container's port may be mapped to another). Only pages are sent on: the
 * API, health checks, metrics, files and the payment pages answer under any name.
 */
export function registerPublicAddressRedirect(app: FastifyInstance, options: { publicUrl: string }) {
  const publicHostname = new URL(options.publicUrl).hostname.toLowerCase();
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    if (FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined)) return;
    const hostname = hostnameOf(request.headers.host);
    if (hostname === undefined || hostname === publicHostname) return;
    const pathname = request.url.split('?')[0]!;
    if (!isPagePath(pathname) && pathname !== DEV_MAILBOX_PATH) return;
    return reply.redirect(`${options.publicUrl}${request.url}`, 302);
  });
}

/** The host name of a Host header, without its port; undefined when there is none. */
function hostnameOf(host: string | undefined): string | undefined {
  if (!host) return undefined;
  try {
    return new URL(`http://${host}`).hostname.toLowerCase();
  } catch {
    return undefined;
  }
}
