import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { makeRider } from './rider-rows';
import { sessionCookie, signUpVerified, TEST_ORIGIN, type TestApp, uniqueEmail } from './test-app';

/** A signed-in rider of the test app: its session cookie, user and rider record. */
export async function signInRider(
  t: TestApp,
  options: { name?: string; status?: 'active' | 'suspended' } = {},
) {
  const { email, password } = await signUpVerified(t, uniqueEmail('rider'));
  const [user] = await t.db.select().from(users).where(eq(users.email, email));
  const rider = await makeRider(t.db, user!.id, {
    name: options.name ?? 'Kwame Mensah',
    status: options.status,
  });
  // Signed in again after the role changed, as the rider does after setting the password.
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: TEST_ORIGIN },
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`rider sign-in failed: ${response.body}`);
  return { email, cookie: sessionCookie(response.headers), user: user!, rider };
}
