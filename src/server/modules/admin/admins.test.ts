import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_ADMIN_ACTIVITY,
  API_ADMIN_ADMINS,
  API_ADMIN_DASHBOARD,
  API_ADMIN_OWN_PASSWORD,
} from '../../../shared/api-paths';
import { adminActivity, users } from '../../db/schema';
import { signInAdmin } from '../../test/admin-session';
import { browser } from '../../test/fixtures';
import { createTestApp, signUpVerified, TEST_ORIGIN, type TestApp, uniqueEmail } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signIn = (username: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/username',
    headers: { origin: TEST_ORIGIN },
    payload: { username, password },
  });

describe('POST /api/admin/admins', () => {
  it('creates an admin who can sign in, logged with who did it', async () => {
    const { cookie, username: creator } = await signInAdmin(t);
    const response = await browser(t, cookie).post(API_ADMIN_ADMINS, {
      username: 'Ama_Ops',
      password: 'twelve-chars-ok',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ username: 'ama_ops' });
    expect((await signIn('ama_ops', 'twelve-chars-ok')).statusCode).toBe(200);
    const [entry] = await t.db.select().from(adminActivity).where(eq(adminActivity.entityId, 'ama_ops'));
    expect(entry).toMatchObject({
      adminUsername: creator,
      action: 'admin.create',
      before: {},
      after: { username: 'ama_ops', role: 'admin' },
    });
    const list = (await browser(t, cookie).get(API_ADMIN_ADMINS)).json();
    expect(list.admins.map((a: { username: string }) => a.username)).toContain('ama_ops');
  });

  it('refuses a short password, a bad username and a taken username, changing nothing', async () => {
    const { cookie, username } = await signInAdmin(t);
    const admin = browser(t, cookie);
    const short = await admin.post(API_ADMIN_ADMINS, { username: 'short_pw', password: 'elevenchars' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields).toEqual({ password: 'Admin passwords must be at least 12 characters' });
    const bad = await admin.post(API_ADMIN_ADMINS, { username: 'a b', password: 'twelve-chars-ok' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(['username']);
    // Taking over another admin, or a customer who set a username, is refused.
    const taken = await admin.post(API_ADMIN_ADMINS, { username, password: 'another-password' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields).toEqual({ username: 'That username is already taken.' });
    const { email } = await signUpVerified(t, uniqueEmail());
    await t.db.update(users).set({ username: 'customer_x' }).where(eq(users.email, email));
    expect(
      (await admin.post(API_ADMIN_ADMINS, { username: 'customer_x', password: 'twelve-chars-ok' }))
        .statusCode,
    ).toBe(409);
    const [customer] = await t.db.select().from(users).where(eq(users.email, email));
    expect(customer!.role).toBe('user');
    expect(await t.db.select().from(users).where(eq(users.username, 'short_pw'))).toHaveLength(0);
  });
});

describe('POST /api/admin/me/password', () => {
  it('changes the admin’s own password after the current one, logged without any hash', async () => {
    const { cookie, username, password } = await signInAdmin(t);
    const admin = browser(t, cookie);
    const wrong = await admin.post(API_ADMIN_OWN_PASSWORD, {
      currentPassword: 'not-my-password',
      newPassword: 'a-brand-new-password',
      confirmPassword: 'a-brand-new-password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ currentPassword: 'Current password is incorrect' });
    const mismatch = await admin.post(API_ADMIN_OWN_PASSWORD, {
      currentPassword: password,
      newPassword: 'a-brand-new-password',
      confirmPassword: 'something-else-entirely',
    });
    expect(mismatch.json().error.fields).toEqual({ confirmPassword: 'Passwords do not match' });

    const changed = await admin.post(API_ADMIN_OWN_PASSWORD, {
      currentPassword: password,
      newPassword: 'a-brand-new-password',
      confirmPassword: 'a-brand-new-password',
    });
    expect(changed.statusCode).toBe(200);
    expect((await signIn(username, password)).statusCode).toBe(401);
    expect((await signIn(username, 'a-brand-new-password')).statusCode).toBe(200);
    const [entry] = await t.db
      .select()
      .from(adminActivity)
      .where(eq(adminActivity.action, 'admin.change_password'));
    expect(entry).toMatchObject({
      adminUsername: username,
      before: { password: 'previous' },
      after: { password: 'changed' },
    });
  });
});

describe('GET /api/admin/activity and /api/admin/dashboard', () => {
  it('lists the log newest first, paged, and counts what waits', async () => {
    const { cookie } = await signInAdmin(t);
    const admin = browser(t, cookie);
    await admin.post(API_ADMIN_ADMINS, { username: 'first_new', password: 'twelve-chars-ok' });
    await admin.post(API_ADMIN_ADMINS, { username: 'second_new', password: 'twelve-chars-ok' });
    const page = (await admin.get(API_ADMIN_ACTIVITY)).json();
    expect(page.entries[0].entityId).toBe('second_new');
    expect(page.entries[1].entityId).toBe('first_new');
    expect(page).toMatchObject({ page: 1, pageSize: 30 });
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect((await admin.get(`${API_ADMIN_ACTIVITY}?page=2`)).json().entries).toEqual([]);
    const dashboard = (await admin.get(API_ADMIN_DASHBOARD)).json();
    expect(dashboard.activityToday).toBe(page.total);
    expect(dashboard.admins).toBe((await t.db.select().from(users).where(eq(users.role, 'admin'))).length);
    expect(dashboard.pendingDhlShipments).toBe(0);
  });
});
