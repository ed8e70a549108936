import {
  AUTH_ERROR_CODES as AUTH,
  articleListResponseSchema,
  articleResponseSchema,
  BLOG_ERROR_CODES as BLOG,
  COMMON_ERROR_CODES as COMMON,
} from '@keeling/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, expectError, type TestApp } from '../../../test/helper';
import { createBlogRepository } from './repository';
import { blogClient, type TestUser, userWithRole } from './testing';

let t: TestApp;
let admin: TestUser;
let editor: TestUser;
let viewer: TestUser;

const titles = (body: { items: { title: string }[] }) => body.items.map((i) => i.title);

beforeAll(async () => {
  t = await buildTestApp();
  [admin, editor, viewer] = await Promise.all([
    userWithRole(t, 'admin'),
    userWithRole(t, 'editor'),
    userWithRole(t, 'viewer'),
  ]);
  const save = blogClient(t, editor).save;
  // 12 published (P01..P12, oldest first) and 3 drafts.
  for (let i = 1; i <= 12; i++) {
    await save({
      title: `P${String(i).padStart(2, '0')}`,
      content: '<p>filler</p>',
      status: 'published',
    });
  }
  for (let i = 1; i <= 3; i++) await save({ title: `D${i}`, content: '<p>draft</p>' });
  await save({
    title: 'Ocean uptake of carbon',
    description: 'Where a quarter of the emissions go',
    content: '<p>The sea absorbs CO2; Charles Keeling measured the air.</p>',
    status: 'published',
  });
  await save({
    title: 'The Keeling curve',
    content: '<p>Measurements at Mauna Loa since 1958.</p>',
    status: 'published',
  });
});
afterAll(() => t.close());

describe('GET /api/blog/articles', () => {
  it('answers 401 without a token', async () => {
    const res = await blogClient(t).get('/api/blog/articles');
    expectError(res, 401, AUTH.unauthorized);
  });

  it('pages, with totals and counts; an editor sees drafts', async () => {
    const res = await blogClient(t, editor).get('/api/blog/articles?page=2&size=5&sort=oldest');
    expect(res.statusCode).toBe(200);
    const body = articleListResponseSchema.parse(res.json());
    expect(body).toMatchObject({ total: 17, page: 2, size: 5 });
    expect(body.counts).toEqual({ all: 17, published: 14, draft: 3 });
    expect(titles(body)).toEqual(['P06', 'P07', 'P08', 'P09', 'P10']);
    expect(res.json().items[0]).not.toHaveProperty('content');
    expect(body.items[0]?.author).toMatchObject({
      id: editor.id,
      displayName: editor.displayName,
    });
  });

  it('answers empty items with the right total beyond the last page', async () => {
    const res = await blogClient(t, admin).get('/api/blog/articles?page=99&size=10');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ items: [], total: 17, page: 99, size: 10 });
  });

  it.each(['size=0', 'size=101', 'page=0', 'page=-1', 'page=abc', 'size=2.5', 'sort=random'])(
    'answers 400 for %s',
    async (query) => {
      const res = await blogClient(t, admin).get(`/api/blog/articles?${query}`);
      expectError(res, 400, COMMON.invalidRequest);
      expect(res.json().message).toMatch(/^Invalid request: /);
    },
  );

  it('accepts size=1 and size=100', async () => {
    for (const size of [1, 100]) {
      const res = await blogClient(t, admin).get(`/api/blog/articles?size=${size}`);
      expect(res.json().items).toHaveLength(Math.min(size, 17));
    }
  });

  it('filters by status for editors', async () => {
    const res = await blogClient(t, admin).get('/api/blog/articles?status=draft&sort=oldest');
    expect(res.json()).toMatchObject({ total: 3 });
    expect(titles(res.json())).toEqual(['D1', 'D2', 'D3']);
  });

  it('shows a viewer published articles only, and 403 for status=draft', async () => {
    const list = await blogClient(t, viewer).get('/api/blog/articles?size=100');
    expect(list.json().total).toBe(14);
    expect(list.json().counts).toEqual({ all: 14, published: 14, draft: 0 });
    expect(titles(list.json()).some((title) => title.startsWith('D'))).toBe(false);
    const drafts = await blogClient(t, viewer).get('/api/blog/articles?status=draft');
    expectError(drafts, 403, BLOG.draftsForbidden);
  });

  it('searches by prefix as the user types', async () => {
    const res = await blogClient(t, viewer).get('/api/blog/articles?search=keel');
    expect(titles(res.json())).toEqual(['The Keeling curve', 'Ocean uptake of carbon']);
    expect(res.json().total).toBe(2);
    const measure = await blogClient(t, viewer).get('/api/blog/articles?search=Mauna%20measure');
    expect(titles(measure.json())).toEqual(['The Keeling curve']);
  });

  it('ranks a title match above a body match, whatever the sort', async () => {
    const res = await blogClient(t, viewer).get(
      '/api/blog/articles?search=ocean%20or%20keeling&sort=oldest',
    );
    expect(titles(res.json())).toEqual(['Ocean uptake of carbon', 'The Keeling curve']);
    const carbon = await blogClient(t, viewer).get('/api/blog/articles?search=carbon');
    expect(titles(carbon.json())).toEqual(['Ocean uptake of carbon']);
  });

  it('never passes raw input to to_tsquery', async () => {
    for (const search of ["'", '&|!():*', "keel' & ", '\\', '<->', 'a'.repeat(200)]) {
      const res = await blogClient(t, viewer).get(
        `/api/blog/articles?search=${encodeURIComponent(search)}`,
      );
      expect(res.statusCode, search).toBe(200);
    }
  });

  it('sorts by popularity', async () => {
    const client = blogClient(t, viewer);
    for (let i = 0; i < 3; i++) await client.get('/api/blog/article?id=p03');
    await client.get('/api/blog/article?id=p07');
    await t.services.blog.flushViews();
    const res = await client.get('/api/blog/articles?sort=popular&size=2');
    expect(titles(res.json())).toEqual(['P03', 'P07']);
  });
});

describe('search ranking window', () => {
  it('ranks the first matches only, and pages through every match exactly once', async () => {
    const repo = createBlogRepository(t.database.db, 3);
    const filter = { visible: ['published' as const], tsQuery: 'filler:*' };
    const ids: string[] = [];
    for (let offset = 0; offset < 14; offset += 2) {
      const rows = await repo.list(filter, 'latest', 2, offset);
      ids.push(...rows.map((r) => r.article.id));
    }
    expect(new Set(ids).size).toBe(12);
    const all = await createBlogRepository(t.database.db).list(filter, 'latest', 100, 0);
    expect(new Set(ids)).toEqual(new Set(all.map((r) => r.article.id)));
    // Beyond the window: the requested order (newest first), P09 … P01.
    const tail = await repo.list(filter, 'latest', 9, 3);
    expect(tail.map((r) => r.article.title)).toEqual([
      'P09',
      'P08',
      'P07',
      'P06',
      'P05',
      'P04',
      'P03',
      'P02',
      'P01',
    ]);
  });
});

describe('GET /api/blog/article', () => {
  it('finds by slug or id, counting each view atomically', async () => {
    const client = blogClient(t, viewer);
    const first = articleResponseSchema.parse(
      (await client.get('/api/blog/article?id=the-keeling-curve')).json(),
    );
    expect(first.article.content).toContain('Mauna Loa');
    const again = await client.get(`/api/blog/article?id=${first.article.id}`);
    expect(again.json().article.totalViews).toBe(first.article.totalViews + 1);
    await Promise.all(
      Array.from({ length: 5 }, () => client.get('/api/blog/article?id=the-keeling-curve')),
    );
    const last = await client.get('/api/blog/article?id=the-keeling-curve');
    expect(last.json().article.totalViews).toBe(first.article.totalViews + 7);
  });

  it('hides drafts from viewers (404) but not from editors, and does not count draft views', async () => {
    const notFound = await blogClient(t, viewer).get('/api/blog/article?id=d1');
    expectError(notFound, 404, BLOG.articleNotFound);
    expect(notFound.json()).toEqual({
      message: 'Article not found',
      code: 'blog.article_not_found',
    });
    const seen = await blogClient(t, editor).get('/api/blog/article?id=d1');
    expect(seen.statusCode).toBe(200);
    expect(seen.json().article).toMatchObject({ status: 'draft', totalViews: 0 });
  });

  it('answers 404 for unknown ids and slugs, 400 without id', async () => {
    const client = blogClient(t, viewer);
    expectError(await client.get('/api/blog/article?id=nope'), 404, BLOG.articleNotFound);
    expectError(
      await client.get('/api/blog/article?id=00000000-0000-4000-8000-000000000000'),
      404,
      BLOG.articleNotFound,
    );
    expectError(await client.get('/api/blog/article'), 400, COMMON.invalidRequest);
  });
});

describe('OpenAPI', () => {
  it('documents the blog and upload paths', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/blog/articles',
        '/api/blog/article',
        '/api/blog/update_insert_article',
        '/api/blog/articles/bulk',
        '/api/blog/article/revisions',
        '/api/blog/article/revisions/restore',
        '/api/uploads',
      ]),
    );
  });
});
