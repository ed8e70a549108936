import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, nextIp, type TestApp } from '../../../test/helper';
import { resetDemoData, seedIfEmpty } from './index';

let t: TestApp;
// The seed stores article covers through the uploads service: keep them out of shared dirs.
const uploadDir = mkdtempSync(path.join(tmpdir(), 'keeling-seed-'));
beforeAll(async () => {
  t = await buildTestApp({ uploadDir });
});
afterAll(async () => {
  await t.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

describe('seed', () => {
  it('creates the demo admin on an empty database only, then it can sign in', async () => {
    expect(await seedIfEmpty(t.database, t.config)).toBe(true);
    expect(await seedIfEmpty(t.database, t.config)).toBe(false);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: nextIp(),
      payload: { email: t.config.seedAdminEmail, password: t.config.seedAdminPassword },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({ role: 'admin', isVerified: true });
  });

  it('--reset drops the users and seeds again', async () => {
    await t.services.auth.createUser({
      email: 'extra@example.com',
      password: 'extra-password',
      firstName: 'E',
      lastName: 'X',
      role: 'viewer',
    });
    expect(await t.services.auth.users.count()).toBe(2);
    await resetDemoData(t.database, t.config);
    expect(await t.services.auth.users.count()).toBe(1);
    expect(await t.services.auth.users.findByEmail('extra@example.com')).toBeUndefined();
  });
});
