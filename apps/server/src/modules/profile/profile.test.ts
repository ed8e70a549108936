import { API } from '@keeling/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, expectError, nextIp, PASSWORD, type TestApp } from '../../../test/helper';
import { type TestUser, userWithRole } from '../blog/testing';
import { PASSWORD_MAX_ATTEMPTS } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const patch = (user: TestUser, payload: object) =>
  t.app.inject({ method: 'PATCH', url: API.account.profile, headers: user.headers, payload });
const me = (token: string) => t.app.inject({ url: API.auth.me, headers: bearer(token) });

describe('own profile', () => {
  it('answers the signed-in user, 401 without a token', async () => {
    const user = await userWithRole(t, 'viewer');
    const res = await t.app.inject({ url: API.account.profile, headers: user.headers });
    expect(res.json().user).toMatchObject({ id: user.id, role: 'viewer' });
    expectError(await t.app.inject({ url: API.account.profile }), 401, 'auth.unauthorized');
  });

  it('saves every editable field; an empty text clears it', async () => {
    const user = await userWithRole(t, 'viewer');
    const fields = {
      displayName: 'Charles Keeling',
      firstName: 'Charles',
      lastName: 'Keeling',
      photoURL: '/uploads/0123abcd.png',
      phoneNumber: '+1 858 534 2230',
      country: 'US',
      address: '9500 Gilman Drive',
      state: 'California',
      city: 'La Jolla',
      zipCode: '92093',
      about: 'Measured CO2 at Mauna Loa.',
      isPublic: true,
    };
    const res = await patch(user, fields);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject(fields);
    const cleared = await patch(user, { phoneNumber: '', about: '' });
    expect(cleared.json().user).toMatchObject({ phoneNumber: null, about: null, city: 'La Jolla' });
    const header = await me(user.token);
    expect(header.json().user.displayName).toBe('Charles Keeling');
  });

  it('refuses a bad phone, a 10,000-character about and an unknown country, naming each', async () => {
    const user = await userWithRole(t, 'viewer');
    const cases = [
      [{ phoneNumber: '0612' }, 'phoneNumber'],
      [{ phoneNumber: '+33 abc 45' }, 'phoneNumber'],
      [{ about: 'x'.repeat(10_000) }, 'about'],
      [{ country: 'XX' }, 'country'],
      [{ country: 'fr' }, 'country'],
      [{ photoURL: 'javascript:alert(1)' }, 'photoURL'],
      [{ displayName: '  ' }, 'displayName'],
    ] as const;
    for (const [body, field] of cases) {
      const res = await patch(user, body);
      expectError(res, 400, 'common.invalid_request', field);
      expect(res.json().issues.map((i: { path: string[] }) => i.path[0])).toEqual([field]);
    }
  });

  it('never applies role, email, status or id (mass assignment: 400, nothing changed)', async () => {
    const user = await userWithRole(t, 'viewer');
    const before = (await me(user.token)).json().user;
    for (const extra of [
      { role: 'admin' },
      { email: 'taken@example.com' },
      { status: 'active' },
      { id: '00000000-0000-4000-8000-000000000000' },
      { isVerified: true },
      { tokenVersion: 0 },
      { passwordHash: 'x' },
    ]) {
      const res = await patch(user, { displayName: 'Sneaky', ...extra });
      expectError(res, 400, 'common.invalid_request', Object.keys(extra)[0]);
      expect(res.json().message).toContain(Object.keys(extra)[0]);
    }
    const after = (await me(user.token)).json().user;
    expect(after).toEqual(before);
  });
});

describe('password change', () => {
  const change = (token: string, payload: object) =>
    t.app.inject({ method: 'POST', url: API.account.password, headers: bearer(token), payload });
  const login = (email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: API.auth.login,
      remoteAddress: nextIp(),
      payload: { email, password },
    });

  it('refuses a wrong current password and a confirmation that differs', async () => {
    const user = await userWithRole(t, 'viewer');
    const wrong = await change(user.token, {
      currentPassword: 'not-the-password',
      newPassword: 'a-new-password',
      confirmPassword: 'a-new-password',
    });
    expectError(wrong, 400, 'profile.wrong_password');
    expect(wrong.json().issues[0].path).toEqual(['currentPassword']);
    const mismatch = await change(user.token, {
      currentPassword: PASSWORD,
      newPassword: 'a-new-password',
      confirmPassword: 'another-password',
    });
    expectError(mismatch, 400, 'common.invalid_request');
    expect(mismatch.json().issues[0].path).toEqual(['confirmPassword']);
    expect((await me(user.token)).statusCode).toBe(200);
  });

  it('answers 429 with Retry-After once a session guessed the current password too often', async () => {
    const user = await userWithRole(t, 'viewer');
    const guess = (currentPassword: string) =>
      change(user.token, {
        currentPassword,
        newPassword: 'a-new-password',
        confirmPassword: 'a-new-password',
      });
    for (let i = 0; i < PASSWORD_MAX_ATTEMPTS; i++)
      expectError(await guess(`guess-${i}`), 400, 'profile.wrong_password');
    const blocked = await guess(PASSWORD);
    expectError(blocked, 429, 'auth.too_many_attempts');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('ends every other session at once; the fresh token and the new password work', async () => {
    const user = await userWithRole(t, 'editor');
    const email = (await me(user.token)).json().user.email;
    const otherSession = (await login(email, PASSWORD)).json().data.token;
    expect((await me(otherSession)).statusCode).toBe(200);

    const res = await change(user.token, {
      currentPassword: PASSWORD,
      newPassword: 'a-brand-new-password',
      confirmPassword: 'a-brand-new-password',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { accessToken } = res.json();
    expectError(await me(user.token), 401, 'auth.password_changed', 'old token');
    expectError(await me(otherSession), 401, 'auth.password_changed', 'other session');
    expect((await me(accessToken)).json().user.id).toBe(user.id);
    expect((await login(email, PASSWORD)).statusCode).toBe(401);
    expect((await login(email, 'a-brand-new-password')).statusCode).toBe(200);
  });

  it('sign out everywhere ends the other sessions and keeps this one', async () => {
    const user = await userWithRole(t, 'viewer');
    const res = await t.app.inject({
      method: 'POST',
      url: API.account.signOutEverywhere,
      headers: user.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await me(user.token)).statusCode).toBe(401);
    expect((await me(res.json().accessToken)).statusCode).toBe(200);
  });
});
