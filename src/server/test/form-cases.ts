import { expect } from 'vitest';
import { browser } from './fixtures';
import type { TestApp } from './test-app';

/** A field set to `value` (undefined = left out) must be refused with `message`. */
export type FieldCase = [field: string, value: unknown, message: string];

/**
 * Posts `valid` with one field changed per case and expects 400 naming that field with the
 * spec's message, and nothing stored (`count` is read before and after).
 */
export async function expectFieldErrors(
  t: TestApp,
  path: string,
  valid: Record<string, unknown>,
  cases: FieldCase[],
  count: () => Promise<number>,
  cookie?: string,
) {
  const before = await count();
  for (const [field, value, message] of cases) {
    const body = { ...valid };
    if (value === undefined) delete body[field];
    else body[field] = value;
    const response = await browser(t, cookie).post(path, body);
    expect(response.statusCode, `${field}=${JSON.stringify(value)}`).toBe(400);
    expect(response.json().error.fields?.[field], `${field}=${JSON.stringify(value)}`).toBe(message);
  }
  expect(await count()).toBe(before);
}
