import {
  AUTH_ERROR_CODES as AUTH,
  articleConflictResponseSchema,
  articleResponseSchema,
  BLOG_ERROR_CODES as BLOG,
  COMMON_ERROR_CODES as COMMON,
} from '@keeling/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, expectError, type TestApp } from '../../../test/helper';
import { blogClient, type TestUser, userWithRole } from './testing';

const UPSERT = '/api/blog/update_insert_article';

let t: TestApp;
let admin: TestUser;
let editor: TestUser;
let viewer: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  [admin, editor, viewer] = await Promise.all([
    userWithRole(t, 'admin'),
    userWithRole(t, 'editor'),
    userWithRole(t, 'viewer'),
  ]);
});
afterAll(() => t.close());

describe('permissions', () => {
  it('answers 401 without a token and 403 for a viewer on every write', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const calls = [
      ['POST', UPSERT, { title: 'x' }],
      ['DELETE', `/api/blog/article?id=${id}`, undefined],
      ['POST', '/api/blog/articles/bulk', { action: 'delete', ids: [id] }],
      ['GET', `/api/blog/article/revisions?id=${id}`, undefined],
      [
        'POST',
        '/api/blog/article/revisions/restore',
        { articleId: id, revisionId: id, version: 1 },
      ],
    ] as const;
    for (const [method, url, payload] of calls) {
      const anonymous = await t.app.inject({ method, url, payload });
      expectError(anonymous, 401, AUTH.unauthorized, url);
      const asViewer = await t.app.inject({ method, url, payload, headers: viewer.headers });
      expectError(asViewer, 403, AUTH.forbidden, url);
    }
  });
});

describe('POST /api/blog/update_insert_article', () => {
  it('creates a draft with defaults and a generated slug', async () => {
    const res = await blogClient(t, editor).post(UPSERT, { title: 'Seasonal Cycle of CO₂' });
    expect(res.statusCode).toBe(200);
    const { article } = articleResponseSchema.parse(res.json());
    expect(article).toMatchObject({
      slug: 'seasonal-cycle-of-co2',
      status: 'draft',
      publishedAt: null,
      version: 1,
      tags: [],
      author: { id: editor.id },
    });
  });

  it('makes generated slugs unique with -2, -3', async () => {
    const save = blogClient(t, editor).save;
    expect((await save({ title: 'Seasonal cycle of CO2' })).slug).toBe('seasonal-cycle-of-co2-2');
    expect((await save({ title: 'Seasonal cycle of co2!' })).slug).toBe('seasonal-cycle-of-co2-3');
  });

  it('accepts an edited slug, answers 409 when another article has it, 400 when malformed', async () => {
    const client = blogClient(t, admin);
    const a = await client.save({ title: 'First', slug: 'custom-slug' });
    expect(a.slug).toBe('custom-slug');
    const taken = await client.post(UPSERT, { title: 'Second', slug: 'custom-slug' });
    expectError(taken, 409, BLOG.slugTaken);
    const b = await client.save({ title: 'Second' });
    const rename = await client.post(UPSERT, {
      id: b.id,
      version: 1,
      title: 'Second',
      slug: 'custom-slug',
    });
    expectError(rename, 409, BLOG.slugTaken);
    const keep = await client.post(UPSERT, {
      id: a.id,
      version: 1,
      title: 'First!',
      slug: 'custom-slug',
    });
    expect(keep.statusCode).toBe(200);
    for (const slug of ['Upper', 'two--hyphens', '-lead', 'spa ce', 'é']) {
      const bad = await client.post(UPSERT, { title: 'x', slug });
      expectError(bad, 400, COMMON.invalidRequest, slug);
      expect(bad.json().issues[0].path).toEqual(['slug']);
    }
  });

  it('sanitises the body on write', async () => {
    const article = await blogClient(t, editor).save({
      title: 'XSS',
      content: '<p onclick="x()">Hi<script>alert(1)</script><img src=x onerror=alert(1)></p>',
    });
    expect(article.content).toBe('<p>Hi</p>');
  });

  it('indexes the body text without tags or entities', async () => {
    const client = blogClient(t, editor);
    await client.save({ title: 'Entities', content: '<p>Salt &amp; <strong>pepper</strong></p>' });
    const hits = async (q: string) =>
      (await client.get(`/api/blog/articles?search=${q}`)).json().items.length;
    expect(await hits('pepper')).toBe(1);
    expect(await hits('amp')).toBe(0);
    expect(await hits('strong')).toBe(0);
  });

  it('validates the body with the contract schema', async () => {
    const client = blogClient(t, editor);
    expectError(await client.post(UPSERT, { title: '' }), 400, COMMON.invalidRequest);
    expectError(
      await client.post(UPSERT, { title: 'x', status: 'archived' }),
      400,
      COMMON.invalidRequest,
    );
    expectError(
      await client.post(UPSERT, { title: 'x', coverUrl: 'javascript:alert(1)' }),
      400,
      COMMON.invalidRequest,
    );
    const noVersion = await client.post(UPSERT, { id: editor.id, title: 'x' });
    expectError(noVersion, 400, COMMON.invalidRequest);
    expect(noVersion.json().issues[0].path).toEqual(['version']);
  });

  it('sets publishedAt on first publish and keeps it', async () => {
    const save = blogClient(t, editor).save;
    const draft = await save({ title: 'Publish me' });
    const published = await save({
      id: draft.id,
      version: 1,
      title: 'Publish me',
      status: 'published',
    });
    expect(published.publishedAt).not.toBeNull();
    expect(published.version).toBe(2);
    const unpublished = await save({
      id: draft.id,
      version: 2,
      title: 'Publish me',
      status: 'draft',
    });
    const again = await save({
      id: draft.id,
      version: 3,
      title: 'Publish me',
      status: 'published',
    });
    expect(unpublished.publishedAt).toBe(published.publishedAt);
    expect(again.publishedAt).toBe(published.publishedAt);
    expect(again.author.id).toBe(editor.id);
  });

  it('answers 409 with the current article for a stale version', async () => {
    const client = blogClient(t, editor);
    const article = await client.save({ title: 'Travel emission factors', content: '<p>v1</p>' });
    await blogClient(t, admin).save({
      id: article.id,
      version: 1,
      title: 'Travel emission factors',
      content: '<p>v2 by admin</p>',
    });
    const stale = await client.post(UPSERT, {
      id: article.id,
      version: 1,
      title: 'Mine',
      content: '<p>mine</p>',
    });
    expectError(stale, 409, BLOG.versionConflict);
    const body = articleConflictResponseSchema.parse(stale.json());
    expect(body.article).toMatchObject({
      id: article.id,
      version: 2,
      content: '<p>v2 by admin</p>',
    });
  });

  it('answers 404 when updating an unknown article', async () => {
    const res = await blogClient(t, editor).post(UPSERT, {
      id: '00000000-0000-4000-8000-000000000000',
      version: 1,
      title: 'x',
    });
    expectError(res, 404, BLOG.articleNotFound);
  });
});
