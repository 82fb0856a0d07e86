import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, users } from '../../db/schema';
import { requireAdmin, requireUser } from '../../lib/auth/guards';
import {
  createTestApp,
  firstLink,
  sessionCookie,
  signUpVerified,
  TEST_ORIGIN,
  type TestApp,
  uniqueEmail,
} from '../../test/test-app';
import { upsertAdmin } from './admin-users';

let t: TestApp;
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { origin: TEST_ORIGIN, ...headers },
  });

beforeAll(async () => {
  t = await createTestApp({
    beforeReady: ({ app, auth }) => {
      app.get('/api/test/me', async (request) => ({ id: (await requireUser(auth, request)).id }));
      app.get('/api/test/admin', async (request) => ({ id: (await requireAdmin(auth, request)).id }));
    },
  });
});
afterAll(() => t.close());

describe('sign-up', () => {
  it('refuses a short password and a bad e-mail with the spec messages, and creates nothing', async () => {
    const email = uniqueEmail();
    const short = await post('/api/auth/sign-up/email', { email, password: '12345', name: 'x' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      error: {
        code: 'VALIDATION_ERROR',
        message: 'Password must be at least 6 characters',
        fields: { password: 'Password must be at least 6 characters' },
      },
    });
    const badEmail = await post('/api/auth/sign-up/email', { email: 'not-an-email', password: 'secret123' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().error.fields.email).toBe('Please enter a valid email address');
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('sends a verification link; the account cannot sign in before verifying', async () => {
    const email = uniqueEmail();
    const signUp = await post('/api/auth/sign-up/email', {
      email,
      password: 'secret123',
      name: 'Ama',
      callbackURL: '/deals',
    });
    expect(signUp.statusCode).toBe(200);
    expect(signUp.headers['set-cookie'] ?? '').not.toContain('session_token=');

    const message = await t.lastEmailTo(email);
    expect(message?.subject).toBe('Verify your e-mail for GhanaMart');
    expect(message?.text).toContain(`${TEST_ORIGIN}/api/auth/verify-email?token=`);

    const early = await post('/api/auth/sign-in/email', { email, password: 'secret123' });
    expect(early.statusCode).toBe(403);
    expect(early.json().error.code).toBe('EMAIL_NOT_VERIFIED');

    const link = new URL(firstLink(message!.text));
    const verify = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(verify.statusCode).toBe(302);
    expect(verify.headers.location).toBe('/deals');
    const cookie = sessionCookie(verify.headers);

    const session = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
    expect(session.json().user).toMatchObject({ email, emailVerified: true, role: 'user' });
  });

  it('does not reveal that an e-mail already has an account, and tells its owner', async () => {
    const { email } = await signUpVerified(t);
    const again = await post('/api/auth/sign-up/email', { email, password: 'another123', name: 'x' });
    const fresh = await post('/api/auth/sign-up/email', {
      email: uniqueEmail(),
      password: 'another123',
      name: 'x',
    });
    expect(again.statusCode).toBe(fresh.statusCode);
    expect(Object.keys(again.json()).sort()).toEqual(Object.keys(fresh.json()).sort());
    expect((await t.lastEmailTo(email))?.subject).toBe(
      'Someone tried to create a GhanaMart account with your e-mail',
    );
  });
});

describe('sign-in and sign-out', () => {
  it('signs in a verified account with a session cookie, then signs out', async () => {
    const { email, password } = await signUpVerified(t);
    const signIn = await post('/api/auth/sign-in/email', { email, password });
    expect(signIn.statusCode).toBe(200);
    const cookie = sessionCookie(signIn.headers);
    expect(signIn.headers['set-cookie']!.toString()).toMatch(/HttpOnly/i);

    expect((await t.app.inject({ url: '/api/test/me', headers: { cookie } })).statusCode).toBe(200);
    const signOut = await post('/api/auth/sign-out', {}, { cookie });
    expect(signOut.statusCode).toBe(200);
    const after = await t.app.inject({ url: '/api/test/me', headers: { cookie } });
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe('UNAUTHORIZED');
  });

  it('answers a wrong password and an unknown account the same way', async () => {
    const { email } = await signUpVerified(t);
    const wrong = await post('/api/auth/sign-in/email', { email, password: 'wrong-password' });
    const unknown = await post('/api/auth/sign-in/email', {
      email: uniqueEmail(),
      password: 'wrong-password',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    // The same but for the request id each answer carries.
    expect({ ...wrong.json().error, requestId: 0 }).toEqual({ ...unknown.json().error, requestId: 0 });
    expect(wrong.json().error.message).toBe('Invalid email or password');
  });

  it('resets a forgotten password through the e-mailed link', async () => {
    const { email } = await signUpVerified(t);
    const request = await post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
    expect(request.statusCode).toBe(200);
    const link = new URL(firstLink((await t.lastEmailTo(email))!.text));
    const landing = await t.app.inject({ url: link.pathname + link.search });
    expect(landing.statusCode).toBe(302);
    const token = new URL(landing.headers.location!, TEST_ORIGIN).searchParams.get('token');
    expect(token).toBeTruthy();

    const reset = await post('/api/auth/reset-password', { newPassword: 'brand-new-pass', token });
    expect(reset.statusCode).toBe(200);
    expect((await post('/api/auth/sign-in/email', { email, password: 'secret123' })).statusCode).toBe(401);
    expect((await post('/api/auth/sign-in/email', { email, password: 'brand-new-pass' })).statusCode).toBe(
      200,
    );
  });

  it('answers a password-reset request for an unknown e-mail like a known one, sending nothing', async () => {
    const email = uniqueEmail('nobody');
    const request = await post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
    expect(request.statusCode).toBe(200);
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, email))).toHaveLength(0);
  });
});

describe('admins', () => {
  it('sign in by username; only they pass requireAdmin', async () => {
    await upsertAdmin(t.db, { username: 'Kofi_Admin', password: 'a-long-admin-password' });
    const signIn = await post('/api/auth/sign-in/username', {
      username: 'kofi_admin',
      password: 'a-long-admin-password',
    });
    expect(signIn.statusCode).toBe(200);
    const adminCookie = sessionCookie(signIn.headers);
    expect(
      (await t.app.inject({ url: '/api/test/admin', headers: { cookie: adminCookie } })).statusCode,
    ).toBe(200);

    const { cookie } = await signUpVerified(t);
    const customer = await t.app.inject({ url: '/api/test/admin', headers: { cookie } });
    expect(customer.statusCode).toBe(403);
    expect(customer.json().error.code).toBe('FORBIDDEN');
    expect((await t.app.inject({ url: '/api/test/admin' })).statusCode).toBe(401);
  });

  it('cannot be made by signing up with a role', async () => {
    const email = uniqueEmail();
    const signUp = await post('/api/auth/sign-up/email', {
      email,
      password: 'secret123',
      name: 'x',
      role: 'admin',
    });
    expect(signUp.statusCode).toBe(400);
    expect(signUp.json().error.code).toBe('FIELD_NOT_ALLOWED');
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('resets an existing admin password with upsertAdmin', async () => {
    await upsertAdmin(t.db, { username: 'ops', password: 'first-password-123' });
    const again = await upsertAdmin(t.db, { username: 'ops', password: 'second-password-123' });
    expect(again.created).toBe(false);
    expect(
      (await post('/api/auth/sign-in/username', { username: 'ops', password: 'first-password-123' }))
        .statusCode,
    ).toBe(401);
    expect(
      (await post('/api/auth/sign-in/username', { username: 'ops', password: 'second-password-123' }))
        .statusCode,
    ).toBe(200);
  });
});
