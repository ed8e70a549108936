import { AUTH_ERROR_CODES as AUTH } from '@keeling/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  expectError,
  nextIp,
  PASSWORD,
  registerUser,
  type TestApp,
} from '../../../test/helper';
import { isCommonPassword } from './common-passwords';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const COMMON = [
  'password',
  'password123',
  '12345678',
  'Password1',
  'iloveyou',
  'qwertyuiop',
  'letmein123',
];

describe('common passwords', () => {
  it('are on the list whatever their case; a passphrase is not', () => {
    for (const password of COMMON) expect(isCommonPassword(password), password).toBe(true);
    expect(isCommonPassword(PASSWORD)).toBe(false);
    expect(isCommonPassword('Keeling measures CO2 at Mauna Loa')).toBe(false);
  });

  it('are refused at registration: 400 auth.common_password with an issue on password', async () => {
    for (const password of COMMON.filter((p) => p.length >= 8)) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: nextIp(),
        payload: { email: 'common@example.com', password, firstName: 'Ada', lastName: 'L' },
      });
      expectError(res, 400, AUTH.commonPassword, password);
      expect(res.json().issues).toEqual([
        { path: ['password'], message: expect.any(String), code: 'auth.common_password' },
      ]);
    }
  });

  it('are refused as a new password: an issue on newPassword, the old one still works', async () => {
    const { accessToken } = await registerUser(t.app, 'changer@example.com');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/password',
      headers: { authorization: `Bearer ${accessToken}` },
      payload: {
        currentPassword: PASSWORD,
        newPassword: 'password123',
        confirmPassword: 'password123',
      },
    });
    expectError(res, 400, AUTH.commonPassword);
    expect(res.json().issues).toEqual([
      { path: ['newPassword'], message: expect.any(String), code: 'auth.common_password' },
    ]);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(me.statusCode).toBe(200);
  });
});
