import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin } from '../../test/admin-session';
import { createTestApp, signUpVerified, TEST_ORIGIN, type TestApp, uniqueEmail } from '../../test/test-app';

// The defaults (docs/decisions/034): 5 failures per (account, address), 20 per account, and a
// per-address cap across accounts (12 here; 30 by default; the test app raises it for other files).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_LIMIT_PER_IP: '12' } });
});
afterAll(() => t.close());

const signIn = (email: string, password: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password },
    headers: { origin: TEST_ORIGIN },
    remoteAddress: ip,
  });
const signInByUsername = (username: string, password: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/username',
    payload: { username, password },
    headers: { origin: TEST_ORIGIN },
    remoteAddress: ip,
  });
const WAIT_MESSAGE = /^Too many sign-in attempts\. Please wait (a minute|\d+ minutes) and try again\.$/;

function expectRefused(response: Awaited<ReturnType<typeof signIn>>) {
  expect(response.statusCode).toBe(429);
  expect(response.json().error.code).toBe('RATE_LIMITED');
  expect(response.json().error.message).toMatch(WAIT_MESSAGE);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

describe('sign-in throttling', () => {
  it('lets the owner in from another address after 20 guesses from one address', async () => {
    const { email, password } = await signUpVerified(t);
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await signIn(email, `guess-${i}`, '10.0.0.1')).statusCode);
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(15).fill(429)]);

    expect((await signIn(email, password, '10.0.0.2')).statusCode).toBe(200);
    // The guessing address still waits, even with the right password.
    expectRefused(await signIn(email, password, '10.0.0.1'));
  });

  it('past 20 failures across addresses, refuses only the failing addresses, never the owner', async () => {
    const { email, password } = await signUpVerified(t);
    for (let i = 0; i < 20; i++) {
      expect((await signIn(email, `guess-${i}`, `10.0.1.${i % 4}`)).statusCode).toBe(401);
    }
    // A new address may try once; after a failure it waits.
    expect((await signIn(email, 'another-guess', '10.0.1.10')).statusCode).toBe(401);
    expectRefused(await signIn(email, 'another-guess', '10.0.1.10'));
    expectRefused(await signIn(email, password, '10.0.1.0'));
    // The owner, from an address with no failures or from one they have signed in from before.
    expect((await signIn(email, password, '10.0.1.20')).statusCode).toBe(200);
    expect((await signIn(email, 'a-typo', '127.0.0.1')).statusCode).toBe(401);
    expect((await signIn(email, password, '127.0.0.1')).statusCode).toBe(200);
  });

  it('counts guesses by e-mail and by username in one bucket per account', async () => {
    const { username, password } = await signInAdmin(t);
    const email = `${username.toUpperCase()}@ADMIN.INVALID`;
    const ip = '10.0.2.1';
    for (let i = 0; i < 3; i++) expect((await signIn(email, `guess-${i}`, ip)).statusCode).toBe(401);
    for (let i = 0; i < 2; i++) {
      expect((await signInByUsername(username, `guess-${i}`, ip)).statusCode).toBe(401);
    }
    expectRefused(await signInByUsername(username.toUpperCase(), password, ip));
    expectRefused(await signIn(email, password, ip));
    expect((await signInByUsername(username, password, '10.0.2.2')).statusCode).toBe(200);
  });

  it('only counts failures: a success clears the address’s count for that account', async () => {
    const { email, password } = await signUpVerified(t);
    const ip = '10.0.3.1';
    for (let i = 0; i < 4; i++) expect((await signIn(email, `guess-${i}`, ip)).statusCode).toBe(401);
    expect((await signIn(email, password, ip)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await signIn(email, `typo-${i}`, ip)).statusCode).toBe(401);
    expectRefused(await signIn(email, password, ip));
  });

  it('caps failures per address across accounts, and answers unknown accounts the same way', async () => {
    const { email } = await signUpVerified(t);
    const ip = '10.0.4.1';
    const known = await signIn(email, 'wrong-password', ip);
    const unknown = await signIn(uniqueEmail(), 'wrong-password', ip);
    expect(unknown.statusCode).toBe(401);
    const { requestId: _unknownId, ...unknownError } = unknown.json().error;
    const { requestId: _knownId, ...knownError } = known.json().error;
    expect(unknownError).toEqual(knownError);
    for (let i = 0; i < 10; i++) {
      expect((await signIn(uniqueEmail(), 'wrong-password', ip)).statusCode).toBe(401);
    }
    const blocked = await signIn(uniqueEmail(), 'wrong-password', ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toMatch(
      /^Too many sign-in attempts from your network\. Please wait .+ and try again\.$/,
    );
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await signIn(uniqueEmail(), 'wrong-password', '10.0.4.2')).statusCode).toBe(401);
  });

  it('keeps the per-address limit on password reset requests', async () => {
    const ip = '10.0.5.1';
    const request = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        payload: { email: uniqueEmail(), redirectTo: '/reset-password' },
        headers: { origin: TEST_ORIGIN },
        remoteAddress: ip,
      });
    for (let i = 0; i < 12; i++) expect((await request()).statusCode).toBe(200);
    const blocked = await request();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toMatch(/^Too many attempts\. Please wait .+ and try again\.$/);
  });
});
