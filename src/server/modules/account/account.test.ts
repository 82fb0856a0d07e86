import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedAddresses, users } from '../../db/schema';
import { browser } from '../../test/fixtures';
import { createTestApp, sessionCookie, signUpVerified, TEST_ORIGIN, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function shopper() {
  const signedUp = await signUpVerified(t);
  const api = browser(t, signedUp.cookie);
  const userId = (await api.get('/api/auth/get-session')).json().user.id as string;
  return { ...signedUp, userId, api };
}

const HOME = {
  region: 'greater-accra',
  city: 'Accra',
  street: '12 Oxford Street, Osu',
  landmark: 'Opposite the Shell station',
  gpsAddress: 'ga-183-8164',
};
const WORK = { region: 'ashanti', city: 'Kumasi', street: 'Adum Road', landmark: '', gpsAddress: '' };

const addressesOf = (userId: string) =>
  t.db.select().from(savedAddresses).where(eq(savedAddresses.userId, userId));

describe('the account', () => {
  it('needs a session for every endpoint (401, nothing written)', async () => {
    const guest = browser(t);
    const id = '00000000-0000-4000-8000-000000000000';
    for (const response of [
      await guest.get('/api/account'),
      await guest.put('/api/account/profile', { name: 'Ama', phone: '0244123456' }),
      await guest.post('/api/account/addresses', HOME),
      await guest.put(`/api/account/addresses/${id}`, HOME),
      await guest.delete(`/api/account/addresses/${id}`),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ error: { code: 'UNAUTHORIZED' } });
    }
    expect(await t.db.select().from(savedAddresses)).toHaveLength(0);
  });

  it('shows the profile and stores the phone as +233 however it is written', async () => {
    const { api, email, userId } = await shopper();
    const start = await api.get('/api/account');
    expect(start.statusCode).toBe(200);
    expect(start.headers['cache-control']).toContain('no-store');
    expect(start.json()).toEqual({
      profile: { name: email.split('@')[0], email, phone: null, savedAt: null },
      addresses: [],
    });

    for (const phone of [
      '024 412 3456',
      '0244123456',
      '+233 24 412 3456',
      '233244123456',
      '00233244123456',
      '024-412-3456',
    ]) {
      const saved = await api.put('/api/account/profile', { name: '  Ama Mensah ', phone });
      expect(saved.statusCode, phone).toBe(200);
      expect(saved.json().profile).toEqual({
        name: 'Ama Mensah',
        email,
        phone: '+233244123456',
        savedAt: expect.any(String),
      });
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, userId));
    expect(row).toMatchObject({ name: 'Ama Mensah', phone: '+233244123456' });

    const cleared = await api.put('/api/account/profile', { name: 'Ama Mensah', phone: '' });
    expect(cleared.json().profile.phone).toBeNull();
  });

  it('refuses a phone that is not a Ghana number, and a missing name, changing nothing', async () => {
    const { api, userId } = await shopper();
    await api.put('/api/account/profile', { name: 'Kofi', phone: '0551234567' });
    for (const phone of ['12345', '+44 20 7946 0958', '024 412 345', '0844123456', 'call me']) {
      const refused = await api.put('/api/account/profile', { name: 'Kofi Boateng', phone });
      expect(refused.statusCode, phone).toBe(400);
      expect(refused.json()).toMatchObject({
        error: {
          code: 'VALIDATION_ERROR',
          fields: { phone: 'Please enter a Ghana phone number, like 024 412 3456 or +233 24 412 3456.' },
        },
      });
    }
    const noName = await api.put('/api/account/profile', { name: ' ', phone: '0244123456' });
    expect(noName.json().error.fields.name).toBe('Please enter your name (at least 2 characters).');
    const [row] = await t.db.select().from(users).where(eq(users.id, userId));
    expect(row).toMatchObject({ name: 'Kofi', phone: '+233551234567' });
  });

  it('keeps hostile text as text, and refuses what cannot be stored', async () => {
    const { api } = await shopper();
    const hostile = `<script>alert(1)</script>'; DROP TABLE users; --`;
    const saved = await api.put('/api/account/profile', { name: hostile, phone: null });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().profile.name).toBe(hostile);
    const address = await api.post('/api/account/addresses', {
      ...HOME,
      street: hostile,
      landmark: '"><img src=x>',
    });
    expect(address.statusCode).toBe(201);
    expect(address.json().addresses[0]).toMatchObject({ street: hostile, landmark: '"><img src=x>' });

    const nul = await api.put('/api/account/profile', { name: 'Ama\u0000' });
    expect(nul.statusCode).toBe(400);
    const tooLong = await api.post('/api/account/addresses', { ...HOME, street: 'x'.repeat(201) });
    expect(tooLong.json()).toMatchObject({
      error: { fields: { street: 'Street can be at most 200 characters.' } },
    });
    const notText = await api.put('/api/account/profile', { name: { $ne: 1 }, phone: ['0244123456'] });
    expect(notText.statusCode).toBe(400);
  });

  it('adds, edits and deletes addresses; the first is the default, and there is only ever one', async () => {
    const { api, userId } = await shopper();
    const first = await api.post('/api/account/addresses', HOME);
    expect(first.statusCode).toBe(201);
    const [home] = first.json().addresses;
    expect(home).toEqual({
      id: expect.any(String),
      region: 'greater-accra',
      city: 'Accra',
      street: '12 Oxford Street, Osu',
      landmark: 'Opposite the Shell station',
      gpsAddress: 'GA-183-8164',
      isDefault: true,
    });

    const second = await api.post('/api/account/addresses', WORK);
    const work = second.json().addresses[1];
    expect(work).toMatchObject({ city: 'Kumasi', landmark: null, gpsAddress: null, isDefault: false });

    const switched = await api.put(`/api/account/addresses/${work.id}`, {
      ...WORK,
      street: 'Adum Road 5',
      isDefault: true,
    });
    expect(switched.statusCode).toBe(200);
    expect(
      switched.json().addresses.map((a: { id: string; isDefault: boolean }) => [a.id, a.isDefault]),
    ).toEqual([
      [work.id, true],
      [home.id, false],
    ]);
    expect(switched.json().addresses[0].street).toBe('Adum Road 5');

    const deleted = await api.delete(`/api/account/addresses/${work.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().addresses).toEqual([{ ...home, isDefault: true }]);
    expect(await addressesOf(userId)).toHaveLength(1);
  });

  it("gives 404 for another user's address and changes nothing", async () => {
    const owner = await shopper();
    const other = await shopper();
    const [address] = (await owner.api.post('/api/account/addresses', HOME)).json().addresses;
    const before = await addressesOf(owner.userId);

    for (const response of [
      await other.api.put(`/api/account/addresses/${address.id}`, { ...WORK, isDefault: true }),
      await other.api.delete(`/api/account/addresses/${address.id}`),
      await other.api.put('/api/account/addresses/not-a-uuid', WORK),
      await other.api.delete('/api/account/addresses/00000000-0000-4000-8000-000000000000'),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: { message: 'This address is not in your account.' } });
    }
    expect(await addressesOf(owner.userId)).toEqual(before);
    expect((await other.api.get('/api/account')).json().addresses).toEqual([]);
    expect(await addressesOf(other.userId)).toHaveLength(0);
  });

  it('says what is wrong with a GhanaPost GPS address, in words', async () => {
    const { api, userId } = await shopper();
    const cases: [string, string][] = [
      ['GA1838164', 'A GhanaPost GPS address has three parts separated by dashes, like GA-183-8164.'],
      [
        'G1-183-8164',
        'A GhanaPost GPS address starts with two letters (the district code), like the GA of GA-183-8164.',
      ],
      [
        'GA-18-8164',
        'The middle part of a GhanaPost GPS address is 3 or 4 digits, like the 183 of GA-183-8164.',
      ],
      ['GA-183-816', 'The last part of a GhanaPost GPS address is 4 digits, like the 8164 of GA-183-8164.'],
      ['GA-183-81X4', 'The last part of a GhanaPost GPS address is 4 digits, like the 8164 of GA-183-8164.'],
    ];
    for (const [gpsAddress, message] of cases) {
      const refused = await api.post('/api/account/addresses', { ...HOME, gpsAddress });
      expect(refused.statusCode, gpsAddress).toBe(400);
      expect(refused.json().error.fields.gpsAddress, gpsAddress).toBe(message);
    }
    expect(await addressesOf(userId)).toHaveLength(0);

    for (const [typed, stored] of [
      ['ak 0395 0285', 'AK-0395-0285'],
      [' gA-183-8164 ', 'GA-183-8164'],
    ]) {
      const saved = await api.post('/api/account/addresses', { ...HOME, gpsAddress: typed });
      expect(saved.json().addresses.at(-1).gpsAddress, typed).toBe(stored);
    }
  });

  it('refuses an address without region, city or street, and a region outside the sixteen', async () => {
    const { api } = await shopper();
    const refused = await api.post('/api/account/addresses', { region: 'lagos', city: ' ', street: '' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toMatchObject({
      region: 'Please choose a region.',
      city: 'Please enter your city or town.',
      street: 'Please enter the street and house.',
    });
  });

  it('keeps at most 10 addresses, with a message, even when saved all at once', async () => {
    const { api, userId } = await shopper();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        api.post('/api/account/addresses', { ...WORK, street: `Street ${i}` }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(10);
    const refused = answers.filter((answer) => answer.statusCode !== 201);
    expect(refused).toHaveLength(2);
    for (const answer of refused) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toMatchObject({
        error: {
          code: 'ADDRESS_LIMIT',
          message: 'You can save up to 10 addresses. Delete one you no longer use to add another.',
        },
      });
    }
    const rows = await addressesOf(userId);
    expect(rows).toHaveLength(10);
    expect(rows.filter((row) => row.isDefault)).toHaveLength(1);
  });
});

describe('password and sessions', () => {
  const signIn = async (email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN },
      payload: { email, password },
    });

  it('changes the password with the current one and signs out the other sessions', async () => {
    const { api, email, password, cookie } = await shopper();
    const phone = sessionCookie((await signIn(email, password)).headers);
    const otherDevice = browser(t, phone);
    expect((await otherDevice.get('/api/account')).statusCode).toBe(200);

    const wrong = await api.post('/api/auth/change-password', {
      currentPassword: 'not-it',
      newPassword: 'new-secret-456',
      revokeOtherSessions: true,
    });
    expect(wrong.statusCode).toBe(400);
    expect((await otherDevice.get('/api/account')).statusCode).toBe(200);

    const changed = await api.post('/api/auth/change-password', {
      currentPassword: password,
      newPassword: 'new-secret-456',
      revokeOtherSessions: true,
    });
    expect(changed.statusCode).toBe(200);
    expect((await otherDevice.get('/api/account')).statusCode).toBe(401);
    // This browser stays signed in (better-auth sends it a new session cookie).
    const kept = browser(t, changed.headers['set-cookie'] ? sessionCookie(changed.headers) : cookie);
    expect((await kept.get('/api/account')).statusCode).toBe(200);
    expect((await signIn(email, password)).statusCode).toBe(401);
    expect((await signIn(email, 'new-secret-456')).statusCode).toBe(200);
  });

  it('signs out of every device, this one included', async () => {
    const { api, email, password } = await shopper();
    const otherDevice = browser(t, sessionCookie((await signIn(email, password)).headers));
    const revoked = await api.post('/api/auth/revoke-sessions', {});
    expect(revoked.statusCode).toBe(200);
    expect((await api.get('/api/account')).statusCode).toBe(401);
    expect((await otherDevice.get('/api/account')).statusCode).toBe(401);
  });
});
