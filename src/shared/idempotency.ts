/**
 * The header that makes a submission safe to send again (docs/decisions/046): the browser gives
 * each submission one key, and the server answers a key it has seen with the first answer.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isIdempotencyKey(value: string): boolean {
  return UUID.test(value);
}
