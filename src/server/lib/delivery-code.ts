import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The receiver's 4-digit code for a delivery job (docs/decisions/071): derived from the job's id
 * with the server's secret, so it is never stored and no list, log or backup can show it. The
 * receiver's SMS and the shopper's order page derive it again.
 */
export function deliveryCode(secret: string, jobId: string): string {
  const digest = createHmac('sha256', secret).update(`delivery-code:${jobId}`).digest();
  return String(digest.readUInt32BE(0) % 10_000).padStart(4, '0');
}

/** Whether the code the rider typed is the job's, compared in constant time. */
export function isDeliveryCode(secret: string, jobId: string, typed: string): boolean {
  const expected = Buffer.from(deliveryCode(secret, jobId));
  const given = Buffer.from(typed);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
