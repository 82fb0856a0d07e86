import type { TrustedProxies } from '../config';

/**
 * Fastify's `trustProxy` for TRUST_PROXY (docs/decisions/053): the listed addresses as they are,
 * and a hop count as a function, because Fastify takes a bare number to mean "trust nothing" (it
 * cannot tell the balancer from a client that reaches the app directly). With `n` hops the client
 * is the address `n` entries from the right of the socket and X-Forwarded-For, so the entries a
 * client writes itself, always on the left, are never its address.
 */
export function trustProxyOption(
  trusted: TrustedProxies,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trusted !== 'number') return trusted;
  return (_address, hop) => hop < trusted;
}
