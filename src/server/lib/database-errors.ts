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

// Connection-level failures of PostgreSQL (class 08, admin shutdown 57P0x) and of the socket.
// node-postgres: when the connection dies inside a transaction, the ROLLBACK that follows fails
// with "... is not queryable" and that error is the one thrown.
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EPIPE']);
const UNAVAILABLE_MESSAGE =
  /PGlite is closed|Connection terminated|timeout exceeded when trying to connect|is not queryable/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  return anyCause(error, ({ code, message }) => {
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || /^(08|57P0)/.test(code))) return true;
    return typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message);
  });
}
