import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_SIGN_IN_USERNAME, API_SIGN_UP_EMAIL, API_TRACK_REQUEST } from '../shared/api-paths';
import { sessions } from './db/schema';
import { upsertAdmin } from './modules/auth/admin-users';
import { createTestApp, sessionCookie, TEST_ORIGIN, type TestApp, uniqueEmail } from './test/test-app';

/** The load balancer's own address: every request reaches the app from it. */
const BALANCER = '10.0.0.2';
const PASSWORD = 'a-long-admin-password';

/** What a client sends through the balancer: its own made-up first entry, then the address the balancer saw. */
const forwarded = (fake: string, client: string) => ({ 'x-forwarded-for': `${fake}, ${client}` });

async function signIn(
  t: TestApp,
  username: string,
  password: string,
  headers: Record<string, string>,
  from = BALANCER,
) {
  return t.app.inject({
    method: 'POST',
    url: API_SIGN_IN_USERNAME,
    remoteAddress: from,
    headers: { origin: TEST_ORIGIN, ...headers },
    payload: { username, password },
  });
}

/** The address better-auth stored for the session a sign-in opened. */
async function sessionAddress(t: TestApp, cookie: string) {
  const token = decodeURIComponent(cookie.split('=')[1]!).split('.')[0]!;
  const [row] = await t.db.select().from(sessions).where(eq(sessions.token, token));
  return row?.ipAddress;
}

describe('behind one load balancer (TRUST_PROXY=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { TRUST_PROXY: '1', AUTH_LIMIT_PER_IP: '3', TRACK_LIMIT_PER_IP: '3' },
    });
    await upsertAdmin(t.db, { username: 'proxy_admin', password: PASSWORD });
  });
  afterAll(() => t.close());

  it('counts failed admin sign-ins per real address, whatever first entry the client writes', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 12; i++) {
      const answer = await signIn(
        t,
        'proxy_admin',
        'wrong-password',
        forwarded(`203.0.113.${i}`, '198.51.100.7'),
      );
      statuses.push(answer.statusCode);
    }
    // AUTH_LIMIT_PER_IP (3) is the first limit the one real address meets.
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses.slice(3)).toEqual(Array(9).fill(429));
    // Another shopper behind the same balancer is not held up by them.
    const other = await signIn(t, 'proxy_admin', 'wrong-password', forwarded('203.0.113.1', '198.51.100.70'));
    expect(other.statusCode).toBe(401);
  });

  it('limits sign-ups and /track per real address too', async () => {
    const signUp = (fake: string) =>
      t.app.inject({
        method: 'POST',
        url: API_SIGN_UP_EMAIL,
        remoteAddress: BALANCER,
        headers: { origin: TEST_ORIGIN, ...forwarded(fake, '198.51.100.8') },
        payload: { email: uniqueEmail('proxy'), password: 'secret123', name: 'Ama', callbackURL: '/' },
      });
    const signUps = [];
    for (let i = 1; i <= 4; i++) signUps.push((await signUp(`203.0.113.${i}`)).statusCode);
    expect(signUps).toEqual([200, 200, 200, 429]);

    const track = (fake: string) =>
      t.app.inject({
        method: 'POST',
        url: API_TRACK_REQUEST,
        remoteAddress: BALANCER,
        headers: { origin: TEST_ORIGIN, ...forwarded(fake, '198.51.100.9') },
        payload: { reference: 'MSG-234567', contact: '0241234567' },
      });
    const lookups = [];
    for (let i = 1; i <= 4; i++) lookups.push((await track(`203.0.113.${i}`)).statusCode);
    expect(lookups).toEqual([404, 404, 404, 429]);
  });

  it('gives better-auth the address the balancer saw, not the one the client wrote', async () => {
    await upsertAdmin(t.db, { username: 'proxy_admin_2', password: PASSWORD });
    const answer = await signIn(t, 'proxy_admin_2', PASSWORD, {
      ...forwarded('203.0.113.66', '198.51.100.20'),
      'x-client-ip': '203.0.113.77',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await sessionAddress(t, sessionCookie(answer.headers))).toBe('198.51.100.20');
  });
});

describe('behind the listed proxies (TRUST_PROXY=<addresses>)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '10.0.0.0/8' } });
    await upsertAdmin(t.db, { username: 'listed_admin', password: PASSWORD });
  });
  afterAll(() => t.close());

  it('reads X-Forwarded-For only from a listed proxy: anyone else is known by the socket', async () => {
    const throughProxy = await signIn(t, 'listed_admin', PASSWORD, forwarded('203.0.113.1', '198.51.100.30'));
    expect(await sessionAddress(t, sessionCookie(throughProxy.headers))).toBe('198.51.100.30');

    const direct = await signIn(
      t,
      'listed_admin',
      PASSWORD,
      forwarded('203.0.113.1', '198.51.100.30'),
      '192.0.2.44',
    );
    expect(await sessionAddress(t, sessionCookie(direct.headers))).toBe('192.0.2.44');
  });
});
