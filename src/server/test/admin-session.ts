import { upsertAdmin } from '../modules/auth/admin-users';
import { sessionCookie, TEST_ORIGIN, type TestApp } from './test-app';

let adminCounter = 0;

/** A fresh admin, signed in through the admin login; returns its username and session cookie. */
export async function signInAdmin(t: TestApp, password = 'a-long-admin-password') {
  adminCounter += 1;
  const username = `admin_${Date.now().toString(36)}${adminCounter}`;
  await upsertAdmin(t.db, { username, password });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/username',
    headers: { origin: TEST_ORIGIN },
    payload: { username, password },
  });
  if (response.statusCode !== 200) throw new Error(`admin sign-in failed: ${response.body}`);
  return { username, password, cookie: sessionCookie(response.headers) };
}
