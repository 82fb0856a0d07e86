import crypto from 'node:crypto';

/** Paystack's `x-paystack-signature`: the hex HMAC-SHA512 of the raw request body. */
export function signWebhook(rawBody: Buffer | string, secret: string): string {
  return crypto.createHmac('sha512', secret).update(rawBody).digest('hex');
}

/** Whether a signature header matches the raw body, compared in constant time. */
export function isValidWebhookSignature(rawBody: Buffer, header: unknown, secret: string): boolean {
  if (typeof header !== 'string' || !/^[0-9a-f]{128}$/i.test(header)) return false;
  const expected = Buffer.from(signWebhook(rawBody, secret), 'hex');
  const given = Buffer.from(header, 'hex');
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}
