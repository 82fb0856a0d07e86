/**
 * drizzle and the drivers wrap the database's error (which carries the SQLSTATE `code`) in
 * `cause`, sometimes more than once: these look at the error and every cause under it.
 */
export function anyCause(
  error: unknown,
  test: (cause: { code?: unknown; message?: unknown }) => boolean,
): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if (test(e as { code?: unknown; message?: unknown })) return true;
  }
  return false;
}

const UNIQUE_VIOLATION = '23505';

export function isUniqueViolation(error: unknown): boolean {
  return anyCause(error, (e) => e.code === UNIQUE_VIOLATION);
}

// Every way the database can be away, as opposed to a query that is wrong:
// - the connection fails or is lost: the socket's errors, class 08 (connection exception), 57P0x
//   (shut down, crashed, starting up, dropped, idle session timed out);
// - the server refuses new connections: class 53 (too many connections for the server, the
//   database or the role: 53300; out of memory or disk), a database closed to connections
//   (`ALLOW_CONNECTIONS false`: 55000, a class of other errors too, so known by its message),
//   a database that is gone (3D000) or a role that may no longer sign in (class 28);
// - a standby answers after a failover: writes are refused as read-only (25006).
// node-postgres: when the connection dies inside a transaction, the ROLLBACK that follows fails
// with "... is not queryable" and that error is the one thrown; pg-pool's connection timeout is a
// message without a code.
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  '3D000',
  '25006',
]);
const UNAVAILABLE_CLASSES = /^(08|28|53|57P0)/;
const UNAVAILABLE_MESSAGE =
  /PGlite is closed|Connection terminated|timeout exceeded when trying to connect|is not queryable|not currently accepting connections/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  return anyCause(error, ({ code, message }) => {
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || UNAVAILABLE_CLASSES.test(code)))
      return true;
    return typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message);
  });
}

/**
 * The delivery jobs' trigger refused to change a delivered job whose day's cash was handed in
 * (docs/decisions/067): whoever wrote it is answered 409 in words.
 */
export function isCashHandedIn(error: unknown): boolean {
  return anyCause(
    error,
    (e) => (e as { constraint?: unknown }).constraint === 'delivery_jobs_cash_handed_in',
  );
}

export const CASH_HANDED_IN_MESSAGE = 'The cash of this delivery was handed in and can no longer change.';
