import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isUniqueViolation } from './database-errors';

const wrapped = (cause: object) => new Error('Failed query', { cause: new Error('driver', { cause }) });

describe('database errors', () => {
  it('finds a unique violation under the wrappers', () => {
    expect(isUniqueViolation(wrapped({ code: '23505' }))).toBe(true);
    expect(isUniqueViolation(wrapped({ code: '23503' }))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
  });

  it('finds a lost connection by its code or its message', () => {
    expect(isDatabaseUnavailable(wrapped({ code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(wrapped({ code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(wrapped({ message: 'PGlite is closed' }))).toBe(true);
    const rollback = { message: 'Client has encountered a connection error and is not queryable' };
    expect(isDatabaseUnavailable(wrapped(rollback))).toBe(true);
    expect(isDatabaseUnavailable(wrapped({ code: '23505' }))).toBe(false);
  });

  it('finds a database that refuses connections, and nothing else of the same classes', () => {
    const refusals = [
      { code: '53300', message: 'too many connections for database "shop"' },
      { code: '53300', message: 'sorry, too many clients already' },
      { code: '55000', message: 'database "shop" is not currently accepting connections' },
      { code: '3D000', message: 'database "shop" does not exist' },
      { code: '28P01', message: 'password authentication failed for user "shop"' },
      { code: '28000', message: 'role "shop" is not permitted to log in' },
      { code: '57P03', message: 'the database system is starting up' },
      { code: '25006', message: 'cannot execute INSERT in a read-only transaction' },
    ];
    for (const refusal of refusals) expect(isDatabaseUnavailable(wrapped(refusal)), refusal.code).toBe(true);
    // 55000 is also "object not in prerequisite state" for ordinary statements: a bug, not an outage.
    const prerequisite = { code: '55000', message: 'currval of sequence "orders_seq" is not yet defined' };
    expect(isDatabaseUnavailable(wrapped(prerequisite))).toBe(false);
    expect(isDatabaseUnavailable(wrapped({ code: '42P01', message: 'relation "x" does not exist' }))).toBe(
      false,
    );
  });
});
