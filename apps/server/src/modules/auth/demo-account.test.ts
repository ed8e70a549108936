import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper';

const URL = '/api/auth/demo-account';

async function hintOf(t: TestApp) {
  const res = await t.app.inject({ method: 'GET', url: URL });
  expect(res.statusCode).toBe(200);
  return res.json().account;
}

async function seedDemo(t: TestApp, email = t.config.seedAdminEmail) {
  return t.services.auth.createUser({
    email,
    password: t.config.seedAdminPassword,
    firstName: 'Demo',
    lastName: 'Admin',
    role: 'admin',
  });
}

describe('GET /api/auth/demo-account (the login page hint)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers null before the demo account exists, then its e-mail and seeded password', async () => {
    expect(await hintOf(t)).toBeNull();
    await seedDemo(t);
    expect(await hintOf(t)).toEqual({ email: 'demo@keeling.app', password: 'keeling-demo' });
  });

  it('answers null once the demo password was changed', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'demo@keeling.app', password: 'keeling-demo' },
    });
    const token = login.json().data.token;
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/account/password',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        currentPassword: 'keeling-demo',
        newPassword: 'an admin secret now',
        confirmPassword: 'an admin secret now',
      },
    });
    expect(changed.statusCode).toBe(200);
    expect(await hintOf(t)).toBeNull();
  });
});

describe('the demo hint with other SEED_ADMIN_* values', () => {
  it('shows another seeded e-mail with the public demo password', async () => {
    const t = await buildTestApp({ seedAdminEmail: 'boss@example.com' });
    await seedDemo(t);
    expect(await hintOf(t)).toEqual({ email: 'boss@example.com', password: 'keeling-demo' });
    await t.close();
  });

  it('never shows an operator’s own SEED_ADMIN_PASSWORD, even while it works', async () => {
    const t = await buildTestApp({ seedAdminPassword: 'an operator secret' });
    await seedDemo(t);
    const res = await t.app.inject({ method: 'GET', url: URL });
    expect(res.json()).toEqual({ account: null });
    expect(res.body).not.toContain('an operator secret');
    await t.close();
  });

  it('answers null for a disabled demo account', async () => {
    const t = await buildTestApp();
    const row = await seedDemo(t);
    await seedDemo(t, 'second-admin@example.com'); // the last active admin cannot be banned
    expect(await hintOf(t)).not.toBeNull();
    await t.services.users.update(row.id, { status: 'banned' });
    expect(await hintOf(t)).toBeNull();
    await t.close();
  });
});
