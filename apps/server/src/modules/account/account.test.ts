import {
  AUTH_ERROR_CODES as AUTH,
  COMMON_ERROR_CODES as COMMON,
  DEFAULT_SETTINGS,
  type Settings,
} from '@keeling/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, expectError, registerUser, type TestApp } from '../../../test/helper';
import { userSettings } from '../../db/schema';
import { createAccountService } from './service';

const URL = '/api/account/settings';
const DARK: Settings = { ...DEFAULT_SETTINGS, themeMode: 'dark', themeColorPresets: 'cyan' };

let t: TestApp;
let ada: string;
let bob: string;
beforeAll(async () => {
  t = await buildTestApp();
  ada = (await registerUser(t.app, 'ada-settings@example.com')).accessToken;
  bob = (await registerUser(t.app, 'bob-settings@example.com')).accessToken;
});
afterAll(() => t.close());

const get = (token?: string) =>
  t.app.inject({
    method: 'GET',
    url: URL,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
const put = (payload: unknown, token?: string) =>
  t.app.inject({
    method: 'PUT',
    url: URL,
    payload: payload as object,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('GET/PUT /api/account/settings', () => {
  it('answers 401 without a token or with a bad one', async () => {
    expectError(await get(), 401, AUTH.unauthorized);
    expectError(await get('not-a-jwt'), 401, AUTH.invalidToken);
    expectError(await put({ settings: DARK }), 401, AUTH.unauthorized);
    expectError(await put({ nope: 1 }), 401, AUTH.unauthorized);
  });

  it('answers {settings: null} before the user saved any', async () => {
    const res = await get(ada);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ settings: null, language: null });
  });

  it.each([
    ['no settings', {}],
    ['an unknown mode', { settings: { ...DARK, themeMode: 'sepia' } }],
    ['a missing field', { settings: { ...DARK, themeStretch: undefined } }],
    ['a wrong type', { settings: { ...DARK, themeStretch: 'yes' } }],
    ['an unknown language', { settings: DARK, language: 'de' }],
  ])('rejects %s with 400', async (_name, payload) => {
    const res = await put(payload, ada);
    expectError(res, 400, COMMON.invalidRequest);
  });

  it('saves and returns the settings (round trip), then overwrites them', async () => {
    const saved = await put({ settings: DARK }, ada);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ settings: DARK, language: null });
    expect((await get(ada)).json()).toEqual({ settings: DARK, language: null });

    const rtl: Settings = { ...DARK, themeDirection: 'rtl', themeLayout: 'mini' };
    expect((await put({ settings: rtl }, ada)).statusCode).toBe(200);
    expect((await get(ada)).json()).toEqual({ settings: rtl, language: null });
  });

  it('keeps the language the settings were chosen in, until another one is sent', async () => {
    const rtl: Settings = { ...DARK, themeDirection: 'rtl' };
    const saved = await put({ settings: rtl, language: 'ar' }, ada);
    expect(saved.json()).toEqual({ settings: rtl, language: 'ar' });
    expect((await get(ada)).json()).toEqual({ settings: rtl, language: 'ar' });
    // a client that sends no language leaves the saved one
    expect((await put({ settings: DARK }, ada)).json()).toEqual({ settings: DARK, language: 'ar' });
    await put({ settings: DARK, language: 'fr' }, ada);
    expect((await get(ada)).json()).toEqual({ settings: DARK, language: 'fr' });
  });

  it('drops unknown keys instead of storing them', async () => {
    await put({ settings: { ...DARK, extra: '<script>' } }, bob);
    expect((await get(bob)).json()).toEqual({ settings: DARK, language: null });
  });

  it("keeps each user's settings apart", async () => {
    const mine: Settings = { ...DEFAULT_SETTINGS, themeColorPresets: 'orange' };
    await put({ settings: mine }, bob);
    expect((await get(bob)).json()).toEqual({ settings: mine, language: null });
    expect((await get(ada)).json().settings.themeColorPresets).toBe('cyan');
  });
});

describe('account service', () => {
  it('treats a stored value of an outdated shape as no settings', async () => {
    const user = await t.services.auth.users.findByEmail('ada-settings@example.com');
    if (!user) throw new Error('missing user');
    await t.database.db
      .update(userSettings)
      .set({ settings: { themeMode: 'dark', legacy: true } })
      .execute();
    expect(await createAccountService(t.database).getSettings(user.id)).toEqual({
      settings: null,
      language: null,
    });
  });
});
