import crypto from 'node:crypto';
import { quotePagePath, trackLinkPath } from '../../shared/quotes/quote-texts';

/**
 * The secret of a request's message links (its quote page, its thread on /track): an HMAC of the
 * reference under the shop's secret, like an order's e-mail link (ADR 037). Nothing is stored.
 */
export function requestLinkToken(secret: string, reference: string): string {
  return crypto.createHmac('sha256', secret).update(`request-page:${reference}`).digest('base64url');
}

export function isRequestLinkToken(secret: string, reference: string, token: string | undefined): boolean {
  if (!token) return false;
  const expected = Buffer.from(requestLinkToken(secret, reference));
  const given = Buffer.from(token);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

/** The quote page's full address with its token, for an e-mail, an SMS or the provider's return. */
export function quotePageUrl(publicUrl: string, secret: string, reference: string): string {
  return new URL(quotePagePath(reference, requestLinkToken(secret, reference)), publicUrl).toString();
}

/** /track showing the request and its thread, for an answer's e-mail and SMS. */
export function requestThreadUrl(publicUrl: string, secret: string, reference: string): string {
  return new URL(trackLinkPath(reference, requestLinkToken(secret, reference)), publicUrl).toString();
}
