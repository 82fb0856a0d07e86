import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTestApp, signUpVerified, TEST_ORIGIN, type TestApp, uniqueEmail } from '../../test/test-app';
import { upsertAdmin } from './admin-users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await upsertAdmin(t.db, { username: 'admin', password: 'a-long-admin-password' });
});
afterAll(() => t.close());

const usernameOf = async (email: string) => {
  const [user] = await t.db
    .select({ username: users.username, displayUsername: users.displayUsername })
    .from(users)
    .where(eq(users.email, email));
  return user;
};

describe('customers cannot choose a username', () => {
  it('ignores a username at sign-up, without saying whether it is taken', async () => {
    for (const field of ['username', 'displayUsername']) {
      const email = uniqueEmail();
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: { origin: TEST_ORIGIN },
        payload: { email, password: 'secret123', name: 'Kofi', [field]: 'admin' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('USERNAME');
      expect(await usernameOf(email)).toEqual({ username: null, displayUsername: null });
    }
  });

  it('refuses a username in update-user', async () => {
    const { email, cookie } = await signUpVerified(t);
    for (const field of ['username', 'displayUsername']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/update-user',
        headers: { origin: TEST_ORIGIN, cookie },
        payload: { [field]: 'kofi_boss' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'USERNAME_NOT_ALLOWED',
        message: "Usernames are given by the shop's administrators.",
      });
    }
    expect(await usernameOf(email)).toEqual({ username: null, displayUsername: null });
  });

  it('does not answer whether a username is taken', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/is-username-available',
      headers: { origin: TEST_ORIGIN },
      payload: { username: 'admin' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('available');
  });
});
