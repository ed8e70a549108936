import {
  articleRevisionsResponseSchema,
  BLOG_ERROR_CODES as BLOG,
  COMMON_ERROR_CODES as COMMON,
} from '@keeling/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, expectError, type TestApp } from '../../../test/helper';
import { blogClient, type TestUser, userWithRole } from './testing';

const _UPSERT = '/api/blog/update_insert_article';

let t: TestApp;
let admin: TestUser;
let editor: TestUser;
let _viewer: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  [admin, editor, _viewer] = await Promise.all([
    userWithRole(t, 'admin'),
    userWithRole(t, 'editor'),
    userWithRole(t, 'viewer'),
  ]);
});
afterAll(() => t.close());

describe('revisions', () => {
  it('keeps one per save, lists them newest first and restores one as a new version', async () => {
    const client = blogClient(t, editor);
    const v1 = await client.save({ title: 'Data quality', content: '<p>first</p>' });
    await blogClient(t, admin).save({
      id: v1.id,
      version: 1,
      title: 'Data quality, revised',
      content: '<p>second</p>',
    });
    const list = await client.get(`/api/blog/article/revisions?id=${v1.id}`);
    const { items } = articleRevisionsResponseSchema.parse(list.json());
    expect(items.map((r) => [r.version, r.title, r.editor?.id])).toEqual([
      [2, 'Data quality, revised', admin.id],
      [1, 'Data quality', editor.id],
    ]);
    const first = items[1];
    if (!first) throw new Error('no revision');

    const stale = await client.post('/api/blog/article/revisions/restore', {
      articleId: v1.id,
      revisionId: first.id,
      version: 1,
    });
    expectError(stale, 409, BLOG.versionConflict);
    expect(stale.json().article.version).toBe(2);

    const restored = await client.post('/api/blog/article/revisions/restore', {
      articleId: v1.id,
      revisionId: first.id,
      version: 2,
    });
    expect(restored.statusCode).toBe(200);
    expect(restored.json().article).toMatchObject({
      version: 3,
      title: 'Data quality',
      content: '<p>first</p>',
    });
    const after = await client.get(`/api/blog/article/revisions?id=${v1.id}`);
    expect(after.json().items[0]).toMatchObject({
      version: 3,
      title: 'Data quality',
      editor: { id: editor.id },
    });
  });

  it('answers 404 for an unknown article or a revision of another article', async () => {
    const client = blogClient(t, editor);
    const a = await client.save({ title: 'A rev' });
    const b = await client.save({ title: 'B rev' });
    const bRevision = (await client.get(`/api/blog/article/revisions?id=${b.id}`)).json().items[0]
      .id;
    const res = await client.post('/api/blog/article/revisions/restore', {
      articleId: a.id,
      revisionId: bRevision,
      version: 1,
    });
    expectError(res, 404, BLOG.revisionNotFound);
    expectError(await client.get('/api/blog/article/revisions?id=nope'), 404, BLOG.articleNotFound);
  });
});

describe('delete and bulk actions', () => {
  it('deletes one article (404 the second time)', async () => {
    const client = blogClient(t, editor);
    const article = await client.save({ title: 'Delete me' });
    const res = await client.del(`/api/blog/article?id=${article.id}`);
    expect(res.json()).toEqual({ ok: true });
    expectError(await client.del(`/api/blog/article?id=${article.id}`), 404, BLOG.articleNotFound);
    expectError(await client.get(`/api/blog/article?id=${article.id}`), 404, BLOG.articleNotFound);
  });

  it('publishes, unpublishes and deletes exactly the given ids', async () => {
    const client = blogClient(t, admin);
    const made = [];
    for (let i = 0; i < 4; i++) made.push(await client.save({ title: `Bulk ${i}` }));
    const [a, b, c, d] = made.map((m) => m.id as string);
    const status = async (id: string) =>
      (await client.get(`/api/blog/article?id=${id}`)).json().article.status;

    const publish = await client.post('/api/blog/articles/bulk', {
      action: 'publish',
      ids: [a, b, a],
    });
    expect(publish.json()).toEqual({ affected: 2 });
    expect([
      await status(a as string),
      await status(b as string),
      await status(c as string),
    ]).toEqual(['published', 'published', 'draft']);

    const unpublish = await client.post('/api/blog/articles/bulk', {
      action: 'unpublish',
      ids: [b, c],
    });
    expect(unpublish.json()).toEqual({ affected: 1 });
    expect(await status(a as string)).toBe('published');

    const del = await client.post('/api/blog/articles/bulk', { action: 'delete', ids: [a, c] });
    expect(del.json()).toEqual({ affected: 2 });
    expectError(await client.get(`/api/blog/article?id=${a}`), 404, BLOG.articleNotFound);
    expect(await status(b as string)).toBe('draft');
    expect(await status(d as string)).toBe('draft');
  });

  it('validates the ids: uuids, 1..100', async () => {
    const client = blogClient(t, admin);
    const url = '/api/blog/articles/bulk';
    const many = Array.from({ length: 101 }, () => crypto.randomUUID());
    expectError(await client.post(url, { action: 'delete', ids: [] }), 400, COMMON.invalidRequest);
    expectError(
      await client.post(url, { action: 'delete', ids: many }),
      400,
      COMMON.invalidRequest,
    );
    expectError(
      await client.post(url, { action: 'delete', ids: ['x'] }),
      400,
      COMMON.invalidRequest,
    );
    expectError(
      await client.post(url, { action: 'archive', ids: [many[0]] }),
      400,
      COMMON.invalidRequest,
    );
  });
});
