import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpVerified, TEST_ORIGIN, type TestApp, uniqueEmail } from '../../test/test-app';

let t: TestApp;
const signIn = (email: string, password: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password },
    headers: { origin: TEST_ORIGIN },
    remoteAddress: ip,
  });

beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_LIMIT_PER_IP: '8', SIGN_IN_LIMIT_PER_ACCOUNT: '3' } });
});
afterAll(() => t.close());

describe('sign-in rate limits', () => {
  it('limits attempts per account, from any address, even with the right password', async () => {
    const { email, password } = await signUpVerified(t);
    for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) {
      expect((await signIn(email, 'wrong-password', ip)).statusCode).toBe(401);
    }
    const blocked = await signIn(email, password, '10.0.0.4');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toMatchObject({ code: 'RATE_LIMITED' });
    expect(blocked.json().error.message).toMatch(
      /^Too many sign-in attempts\. Please wait .+ and try again\.$/,
    );
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits attempts per address across accounts, and says the same for unknown accounts', async () => {
    const ip = '10.0.1.1';
    for (let i = 0; i < 8; i++) {
      expect((await signIn(uniqueEmail(), 'whatever1', ip)).statusCode).toBe(401);
    }
    const blocked = await signIn(uniqueEmail(), 'whatever1', ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toMatch(/^Too many attempts\./);
    // Another address is not affected.
    expect((await signIn(uniqueEmail(), 'whatever1', '10.0.1.2')).statusCode).toBe(401);
  });
});
