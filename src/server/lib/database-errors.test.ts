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
});
