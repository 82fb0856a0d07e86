import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ADMIN_DASHBOARD } from '../../../shared/api-paths';
import { sessions, users } from '../../db/schema';
import { signInAdmin } from '../../test/admin-session';
import { createTestApp, signUpVerified, TEST_ORIGIN, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SIGN_IN_LIMIT_PER_ACCOUNT_AND_IP: '4' } });
});
afterAll(() => t.close());

const signIn = (username: string, password: string, ip = '10.1.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/username',
    headers: { origin: TEST_ORIGIN },
    payload: { username, password },
    remoteAddress: ip,
  });
const FAILED = { error: { code: 'INVALID_USERNAME_OR_PASSWORD', message: 'Invalid username or password' } };

describe('admin login', () => {
  it('signs an admin in; Logout ends the session', async () => {
    const { cookie } = await signInAdmin(t);
    const dashboard = () => t.app.inject({ url: API_ADMIN_DASHBOARD, headers: { cookie } });
    expect((await dashboard()).statusCode).toBe(200);
    const signOut = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { origin: TEST_ORIGIN, cookie },
      payload: {},
    });
    expect(signOut.statusCode).toBe(200);
    expect((await dashboard()).statusCode).toBe(401);
  });

  it('answers a wrong password and an unknown username the same way', async () => {
    const { username } = await signInAdmin(t);
    const wrong = await signIn(username, 'not-the-password');
    const unknown = await signIn('nobody_here', 'not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject(FAILED);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject(FAILED);
  });

  it('refuses a customer who has a username like a wrong password, and ends the session made', async () => {
    const { email } = await signUpVerified(t);
    await t.db.update(users).set({ username: 'shopper_kofi' }).where(eq(users.email, email));
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    const response = await signIn('shopper_kofi', 'secret123');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject(FAILED);
    expect(String(response.headers['set-cookie'] ?? '')).not.toContain('session_token=');
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user!.id))).toHaveLength(1);
  });

  it('is throttled like the shop sign-in: the guessing address waits, the admin elsewhere signs in', async () => {
    const { username, password } = await signInAdmin(t);
    for (let i = 0; i < 4; i++)
      expect((await signIn(username, 'wrong-password-x', '10.2.0.1')).statusCode).toBe(401);
    const blocked = await signIn(username, password, '10.2.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('RATE_LIMITED');
    expect((await signIn(username, password, '10.2.0.9')).statusCode).toBe(200);
  });

  it('gives a customer session 403 on the admin API', async () => {
    const { cookie } = await signUpVerified(t);
    const response = await t.app.inject({ url: API_ADMIN_DASHBOARD, headers: { cookie } });
    expect(response.statusCode).toBe(403);
  });
});
