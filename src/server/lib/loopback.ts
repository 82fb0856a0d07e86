import type { FastifyRequest } from 'fastify';

/**
 * True for a request made on this machine: its socket comes from 127.0.0.0/8, ::1 or IPv4 loopback
 * written as IPv6, and no proxy forwarded it. The socket's address, never `request.ip` (a client
 * sets that through X-Forwarded-For when TRUST_PROXY is on); and a balancer or reverse proxy on the
 * same machine connects from loopback for every client, so a forwarded request is not local.
 */
export function isFromThisMachine(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress ?? '';
  const ipv4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  const loopback = ipv4.startsWith('127.') || address === '::1';
  return (
    loopback && request.headers['x-forwarded-for'] === undefined && request.headers.forwarded === undefined
  );
}
