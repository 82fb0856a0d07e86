import crypto from 'node:crypto';
import { orderPagePath } from '../../shared/orders/order-page';

/**
 * The secret of an order's e-mail link: an HMAC of the reference under the shop's secret, so the
 * link opens that order's page without signing in, and no other order's (ADR 037). Nothing is
 * stored: the same reference always gives the same token.
 */
export function orderLinkToken(secret: string, reference: string): string {
  return crypto.createHmac('sha256', secret).update(`order-page:${reference}`).digest('base64url');
}

export function isOrderLinkToken(secret: string, reference: string, token: string | undefined): boolean {
  if (!token) return false;
  const expected = Buffer.from(orderLinkToken(secret, reference));
  const given = Buffer.from(token);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

/** The order page's full address with its token, for an e-mail. */
export function orderPageUrl(publicUrl: string, secret: string, reference: string): string {
  return new URL(orderPagePath(reference, orderLinkToken(secret, reference)), publicUrl).toString();
}
