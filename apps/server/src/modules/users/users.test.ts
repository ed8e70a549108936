import { API, apiPath } from '@keeling/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, expectError, nextIp, type TestApp } from '../../../test/helper';
import { type TestUser, userWithRole } from '../blog/testing';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await userWithRole(t, 'admin');
});
afterAll(() => t.close());

const one = (id: string) => apiPath(API.users.one, { id });
const as = (user: TestUser | null) => ({
  get: (url: string) => t.app.inject({ url, headers: user?.headers }),
  post: (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: user?.headers, payload }),
  patch: (url: string, payload: object) =>
    t.app.inject({ method: 'PATCH', url, headers: user?.headers, payload }),
  del: (url: string) => t.app.inject({ method: 'DELETE', url, headers: user?.headers }),
});
const me = (user: TestUser) => t.app.inject({ url: API.auth.me, headers: user.headers });

describe('user administration: who may', () => {
  it('answers 403 to editors and viewers and 401 without a token, on every route', async () => {
    const editor = await userWithRole(t, 'editor');
    const viewer = await userWithRole(t, 'viewer');
    const target = one(viewer.id);
    const body = { email: 'x@example.com', password: 'a-password', firstName: 'X', lastName: 'Y' };
    for (const [user, status, code] of [
      [editor, 403, 'auth.forbidden'],
      [viewer, 403, 'auth.forbidden'],
      [null, 401, 'auth.unauthorized'],
    ] as const) {
      const client = as(user);
      expectError(await client.get(API.users.list), status, code, 'list');
      expectError(await client.get(API.users.counts), status, code, 'counts');
      expectError(await client.post(API.users.list, body), status, code, 'create');
      expectError(await client.get(target), status, code, 'get');
      expectError(await client.patch(target, { role: 'admin' }), status, code, 'patch');
      expectError(await client.del(target), status, code, 'delete');
    }
    expect((await me(viewer)).json().user.role).toBe('viewer');
  });
});

describe('user administration', () => {
  it('creates a user with an initial password, who can sign in', async () => {
    const res = await as(admin).post(API.users.list, {
      email: 'new.editor@example.com',
      password: 'initial-password',
      firstName: 'Nora',
      lastName: 'Editor',
      role: 'editor',
      status: 'active',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({ role: 'editor', displayName: 'Nora Editor' });
    const login = await t.app.inject({
      method: 'POST',
      url: API.auth.login,
      remoteAddress: nextIp(),
      payload: { email: 'new.editor@example.com', password: 'initial-password' },
    });
    expect(login.statusCode).toBe(200);
    const again = await as(admin).post(API.users.list, {
      email: 'NEW.editor@example.com',
      password: 'initial-password',
      firstName: 'N',
      lastName: 'E',
    });
    expectError(again, 409, 'auth.email_taken');
  });

  it('refuses a common password for a new user, as registration does (400 on the field)', async () => {
    const res = await as(admin).post(API.users.list, {
      email: 'weak.password@example.com',
      password: 'password123',
      firstName: 'Weak',
      lastName: 'Password',
    });
    expectError(res, 400, 'auth.common_password');
    expect(res.json().issues[0]).toMatchObject({
      path: ['password'],
      code: 'auth.common_password',
    });
    const list = await as(admin).get(`${API.users.list}?search=weak.password`);
    expect(list.json().items).toEqual([]);
  });

  it('lists a page with counts per status; filters by status, role and search', async () => {
    const banned = await userWithRole(t, 'viewer');
    await as(admin).patch(one(banned.id), { status: 'banned' });
    const all = (await as(admin).get(`${API.users.list}?size=2`)).json();
    expect(all.items).toHaveLength(2);
    expect(all.total).toBe(all.counts.all);
    expect(all.counts.all).toBe(
      all.counts.active + all.counts.pending + all.counts.banned + all.counts.rejected,
    );
    expect(all.counts.banned).toBeGreaterThanOrEqual(1);
    const bannedTab = (await as(admin).get(`${API.users.list}?status=banned&size=100`)).json();
    expect(bannedTab.items.every((u: { status: string }) => u.status === 'banned')).toBe(true);
    expect(bannedTab.total).toBe(all.counts.banned);
    const admins = (await as(admin).get(`${API.users.list}?role=admin`)).json();
    expect(admins.items.every((u: { role: string }) => u.role === 'admin')).toBe(true);
    const search = (await as(admin).get(`${API.users.list}?search=NORA`)).json();
    expect(search.items.map((u: { email: string }) => u.email)).toEqual(['new.editor@example.com']);
    const counts = (await as(admin).get(`${API.users.counts}?search=nora`)).json();
    expect(counts.counts).toEqual(search.counts);
  });

  it('edits names, refuses read-only fields', async () => {
    const user = await userWithRole(t, 'viewer');
    const res = await as(admin).patch(one(user.id), { firstName: 'Renamed', displayName: 'R' });
    expect(res.json().user).toMatchObject({ firstName: 'Renamed', displayName: 'R' });
    expect((await me(user)).statusCode).toBe(200);
    const email = await as(admin).patch(one(user.id), { email: 'other@example.com' });
    expectError(email, 400, 'common.invalid_request');
    expectError(await as(admin).get(one(crypto.randomUUID())), 404, 'users.not_found');
  });

  it("a ban ends the user's session on their very next request", async () => {
    const user = await userWithRole(t, 'editor');
    expect((await me(user)).statusCode).toBe(200);
    const res = await as(admin).patch(one(user.id), { status: 'banned' });
    expect(res.json().user.status).toBe('banned');
    expectError(await me(user), 401, 'auth.session_disabled');
  });

  it('a demotion ends the session too', async () => {
    const user = await userWithRole(t, 'editor');
    expect((await me(user)).statusCode).toBe(200);
    await as(admin).patch(one(user.id), { role: 'viewer' });
    expectError(await me(user), 401, 'auth.access_changed');
  });

  it('deletes a user; not oneself', async () => {
    const user = await userWithRole(t, 'viewer');
    expect((await as(admin).del(one(user.id))).json()).toEqual({ ok: true });
    expectError(await me(user), 401, 'auth.invalid_token');
    expectError(await as(admin).del(one(user.id)), 404, 'users.not_found');
    expectError(await as(admin).del(one(admin.id)), 409, 'users.self_delete');
  });
});

describe('the last active admin', () => {
  it('cannot be demoted, banned or deleted (409); with a second admin they can', async () => {
    const all = (await as(admin).get(`${API.users.list}?role=admin&status=active`)).json();
    expect(all.total).toBe(1);
    for (const change of [{ role: 'editor' }, { status: 'banned' }, { status: 'pending' }]) {
      const res = await as(admin).patch(one(admin.id), change);
      expectError(res, 409, 'users.last_admin', JSON.stringify(change));
      expect(res.json().message).toMatch(/last active admin/);
    }
    const second = await userWithRole(t, 'admin');
    const demoted = await as(second).patch(one(admin.id), { role: 'editor' });
    expect(demoted.json().user.role).toBe('editor');
    expectError(
      await as(second).patch(one(second.id), { role: 'viewer' }),
      409,
      'users.last_admin',
    );
    // Only a user who is not an active admin could try this (the service's own rule).
    await expect(t.services.users.remove(second.id, admin.id)).rejects.toMatchObject({
      statusCode: 409,
      code: 'users.last_admin',
    });
  });

  it('two admins demoting each other at the same moment leave one active admin', async () => {
    const a = await userWithRole(t, 'admin');
    const b = await userWithRole(t, 'admin');
    const others = (await as(a).get(`${API.users.list}?role=admin&status=active&size=100`)).json();
    for (const u of others.items.filter((u: { id: string }) => u.id !== a.id && u.id !== b.id))
      await as(a).patch(one(u.id), { role: 'viewer' });
    // Straight to the service: through HTTP the second request would already be signed out.
    const results = await Promise.allSettled([
      t.services.users.update(b.id, { role: 'editor' }),
      t.services.users.update(a.id, { role: 'editor' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((r) => r.status === 'rejected');
    expect(refused?.reason).toMatchObject({ statusCode: 409, code: 'users.last_admin' });
    const left = (await t.services.users.counts({ role: 'admin' })).active;
    expect(left).toBe(1);
  });
});
