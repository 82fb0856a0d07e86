/**
 * True for a socket address on this machine (127.0.0.0/8, ::1, and IPv4 loopback written as IPv6).
 * Read the socket's address (`request.socket.remoteAddress`), never `request.ip`, which a client
 * can set through X-Forwarded-For when TRUST_PROXY is on.
 */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const ipv4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return ipv4.startsWith('127.') || address === '::1';
}
