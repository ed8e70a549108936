import {
  articleUpsertBodySchema,
  BLOG_ERROR_CODES,
  COMMON_ERROR_CODES,
  postDetailsResponseSchema,
  postLatestResponseSchema,
  postListResponseSchema,
  postSearchResponseSchema,
} from '@keeling/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, expectError, type TestApp } from '../../../test/helper';
import { blogClient, type TestUser, userWithRole } from './testing';

let t: TestApp;
let editor: TestUser;
let viewer: TestUser;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp();
  editor = await userWithRole(t, 'editor');
  viewer = await userWithRole(t, 'viewer');
  const actor = { id: editor.id, role: 'editor' as const };
  for (const [n, title, status] of [
    [1, 'Ocean uptake of carbon', 'published'],
    [2, 'Mauna Loa seasonal cycle', 'published'],
    [3, 'Secret draft about oceans', 'draft'],
    [4, 'Direct air capture primer', 'published'],
  ] as const) {
    const body = articleUpsertBodySchema.parse({ title, content: `<p>${title}</p>`, status });
    const publishedAt = new Date(Date.UTC(2026, 0, n));
    ids[title] = (await t.services.blog.save(body, actor, { publishedAt })).id;
  }
});
afterAll(() => t.close());

const get = async (url: string) => {
  const res = await blogClient(t, viewer).get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('/api/post/*: the published articles under the template names', () => {
  it('list pages the published articles newest first, never a draft even for an editor', async () => {
    const first = postListResponseSchema.parse(await get('/api/post/list?size=2'));
    expect(first.posts.map((p) => p.title)).toEqual([
      'Direct air capture primer',
      'Mauna Loa seasonal cycle',
    ]);
    expect(first.total).toBe(3);
    const second = postListResponseSchema.parse(await get('/api/post/list?size=2&page=2'));
    expect(second.posts.map((p) => p.title)).toEqual(['Ocean uptake of carbon']);
    const asEditor = await blogClient(t, editor).get('/api/post/list?search=ocean');
    const titles = postListResponseSchema.parse(asEditor.json()).posts.map((p) => p.title);
    expect(titles).toEqual(['Ocean uptake of carbon']);
  });

  it('details reads by id or by slug (title) and answers 404 for a draft', async () => {
    const byId = postDetailsResponseSchema.parse(
      await get(`/api/post/details?id=${ids['Mauna Loa seasonal cycle']}`),
    );
    expect(byId.post.content).toBe('<p>Mauna Loa seasonal cycle</p>');
    const bySlug = postDetailsResponseSchema.parse(
      await get('/api/post/details?title=mauna-loa-seasonal-cycle'),
    );
    expect(bySlug.post.id).toBe(byId.post.id);
    const draft = await blogClient(t, editor).get(
      `/api/post/details?id=${ids['Secret draft about oceans']}`,
    );
    expectError(draft, 404, BLOG_ERROR_CODES.articleNotFound);
    const none = await blogClient(t, viewer).get('/api/post/details');
    expectError(none, 400, COMMON_ERROR_CODES.invalidRequest);
  });

  it('details counts no view', async () => {
    const url = `/api/post/details?id=${ids['Ocean uptake of carbon']}`;
    const before = postDetailsResponseSchema.parse(await get(url)).post.totalViews;
    await t.services.blog.flushViews();
    expect(postDetailsResponseSchema.parse(await get(url)).post.totalViews).toBe(before);
  });

  it('latest answers the newest N but the one named', async () => {
    const latest = postLatestResponseSchema.parse(
      await get('/api/post/latest?title=direct-air-capture-primer&size=2'),
    );
    expect(latest.latestPosts.map((p) => p.title)).toEqual([
      'Mauna Loa seasonal cycle',
      'Ocean uptake of carbon',
    ]);
  });

  it('search ranks published matches by full text', async () => {
    const found = postSearchResponseSchema.parse(await get('/api/post/search?query=ocean'));
    expect(found.results.map((p) => p.title)).toEqual(['Ocean uptake of carbon']);
    const empty = await blogClient(t, viewer).get('/api/post/search?query=');
    expectError(empty, 400, COMMON_ERROR_CODES.invalidRequest);
  });

  it('refuses an anonymous client with 401', async () => {
    const res = await blogClient(t).get('/api/post/list');
    expect(res.statusCode).toBe(401);
  });
});
