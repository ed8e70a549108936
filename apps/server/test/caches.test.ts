// The in-memory caches (user rows for tokens, blog reads, article views) must never serve
// something a write of this process has changed: the service that writes invalidates what it
// changed (lib/cache.ts). Runs on PGlite and PostgreSQL.
import { AUTH_ERROR_CODES } from '@keeling/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, users } from '../src/db/schema';
import { blogClient, type TestUser, userWithRole } from '../src/modules/blog/testing';
import { buildTestApp, registerUser, type TestApp } from './helper';

let t: TestApp;
let editor: TestUser;
beforeAll(async () => {
  t = await buildTestApp({}, (app) => {
    app.get('/api/test/admin-only', { onRequest: app.requireRole('admin') }, async () => ({
      ok: true,
    }));
  });
  editor = await userWithRole(t, 'editor');
});
afterAll(() => t.close());

const me = (token: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/auth/me',
    headers: { authorization: `Bearer ${token}` },
  });

/** A write to users as a users service makes it: the update, then the invalidation. */
async function updateUser(id: string, values: Partial<typeof users.$inferInsert>) {
  await t.database.db.update(users).set(values).where(eq(users.id, id));
  await t.database.cache.invalidate('users');
}

describe('signed-in user cache', () => {
  it('revokes a token at once when the auth service revokes it (password change)', async () => {
    const user = await registerUser(t.app, 'cached-revoke@example.com');
    expect((await me(user.accessToken)).statusCode).toBe(200);
    expect((await me(user.accessToken)).statusCode).toBe(200);
    await t.services.auth.revokeTokens(user.user.id, 'password_changed');
    const res = await me(user.accessToken);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: AUTH_ERROR_CODES.passwordChanged });
  });

  it('keeps a row until the write says it changed users (nothing watches SQL)', async () => {
    const user = await registerUser(t.app, 'cached-silent@example.com');
    await me(user.accessToken);
    await t.database.db.update(users).set({ city: 'Hilo' }).where(eq(users.id, user.user.id));
    expect((await me(user.accessToken)).json().user.city).toBeNull();
    await t.database.cache.invalidate('users');
    expect((await me(user.accessToken)).json().user.city).toBe('Hilo');
  });

  it('sees a ban and a role change made after the user was cached', async () => {
    const banned = await registerUser(t.app, 'cached-ban@example.com');
    expect((await me(banned.accessToken)).statusCode).toBe(200);
    await updateUser(banned.user.id, { status: 'banned' });
    expect((await me(banned.accessToken)).statusCode).toBe(401);

    const promoted = await registerUser(t.app, 'cached-role@example.com');
    const adminOnly = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/test/admin-only',
        headers: { authorization: `Bearer ${promoted.accessToken}` },
      });
    expect((await adminOnly()).statusCode).toBe(403);
    await updateUser(promoted.user.id, { role: 'admin' });
    expect((await adminOnly()).statusCode).toBe(200);
    expect((await me(promoted.accessToken)).json().user.role).toBe('admin');
  });
});

describe('list counts cache', () => {
  const counts = async (search = '') =>
    (await blogClient(t, editor).get(`/api/blog/articles?size=1${search}`)).json();

  it('stays right after create, publish, unpublish and delete', async () => {
    const client = blogClient(t, editor);
    const before = await counts();
    const beforeSearch = await counts('&search=zeppelin');
    const a = await client.save({ title: 'Zeppelin survey', content: '<p>x</p>' });
    expect((await counts()).counts).toEqual({
      ...before.counts,
      all: before.total + 1,
      draft: before.counts.draft + 1,
    });
    expect((await counts('&search=zeppelin')).total).toBe(beforeSearch.total + 1);

    await client.post('/api/blog/articles/bulk', { action: 'publish', ids: [a.id] });
    expect((await counts()).counts).toEqual({
      ...before.counts,
      all: before.total + 1,
      published: before.counts.published + 1,
    });

    await client.post('/api/blog/articles/bulk', { action: 'unpublish', ids: [a.id] });
    expect((await counts()).counts.draft).toBe(before.counts.draft + 1);

    expect((await client.del(`/api/blog/article?id=${a.id}`)).statusCode).toBe(200);
    expect((await counts()).counts).toEqual(before.counts);
    expect((await counts('&search=zeppelin')).total).toBe(beforeSearch.total);
  });
});

describe('list page and article caches', () => {
  it('show a saved change, a new article and an author rename at once', async () => {
    const client = blogClient(t, editor);
    const a = await client.save({ title: 'Cached one', content: '<p>x</p>', status: 'published' });
    const firstPage = async () => (await client.get('/api/blog/articles?size=1')).json().items[0];
    const read = async () => (await client.get(`/api/blog/article?id=${a.id}`)).json().article;
    expect((await firstPage()).title).toBe('Cached one');
    expect((await read()).title).toBe('Cached one');
    expect((await client.get('/api/blog/article?id=cached-one')).json().article.id).toBe(a.id);

    await client.save({
      id: a.id,
      version: a.version,
      title: 'Cached two',
      content: '<p>y</p>',
      status: 'published',
    });
    expect((await read()).title).toBe('Cached two');
    expect((await firstPage()).title).toBe('Cached two');

    await updateUser(editor.id, { displayName: 'Renamed Editor' });
    expect((await read()).author.displayName).toBe('Renamed Editor');
    expect((await firstPage()).author.displayName).toBe('Renamed Editor');

    const b = await client.save({
      title: 'Cached newer',
      content: '<p>z</p>',
      status: 'published',
    });
    expect((await firstPage()).id).toBe(b.id);
    await client.del(`/api/blog/article?id=${b.id}`);
    expect((await client.get(`/api/blog/article?id=${b.id}`)).statusCode).toBe(404);
    expect((await firstPage()).id).toBe(a.id);
  });
});

describe('article views', () => {
  it('are written in one batch, at the latest when the app closes', async () => {
    const own = await buildTestApp();
    try {
      const author = await userWithRole(own, 'editor');
      const article = await blogClient(own, author).save({
        title: 'Counted',
        content: '<p>x</p>',
        status: 'published',
      });
      const client = blogClient(own, author);
      for (let i = 1; i <= 3; i++) {
        const res = await client.get(`/api/blog/article?id=${article.id}`);
        expect(res.json().article.totalViews).toBe(i);
      }
      await own.app.close();
      const [row] = await own.database.db
        .select({ views: articles.totalViews })
        .from(articles)
        .where(eq(articles.id, article.id));
      expect(row?.views).toBe(3);
    } finally {
      await own.database.close();
    }
  });
});

describe('database errors through the driver', () => {
  it('turns a unique violation from concurrent saves into 409, never 500', async () => {
    const client = blogClient(t, editor);
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        client.post('/api/blog/update_insert_article', { title: 'Race', slug: 'raced-slug' }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409]);
    for (const r of results.filter((x) => x.statusCode === 409))
      expect(r.json()).toMatchObject({ code: 'blog.slug_taken' });
    const rows = await t.database.db
      .select({ id: articles.id })
      .from(articles)
      .where(eq(articles.slug, 'raced-slug'));
    expect(rows).toHaveLength(1);
  });
});
