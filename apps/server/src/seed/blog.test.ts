import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AUTH_ERROR_CODES, articleListResponseSchema } from '@keeling/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, expectError, nextIp, type TestApp } from '../../test/helper';
import { sanitizeRichText } from '../lib/rich-text';
import { storedCount } from '../modules/uploads/testing';
import { blocksToHtml, SEED_ARTICLES } from './blog';
import { resetDemoData, seedIfEmpty } from './index';

let t: TestApp;
let uploadDir: string;
let headers: { authorization: string };

beforeAll(async () => {
  uploadDir = mkdtempSync(path.join(tmpdir(), 'keeling-seed-uploads-'));
  t = await buildTestApp({ uploadDir });
  expect(await seedIfEmpty(t.database, t.config)).toBe(true);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: nextIp(),
    payload: { email: t.config.seedAdminEmail, password: t.config.seedAdminPassword },
  });
  headers = { authorization: `Bearer ${login.json().data.token}` };
});
afterAll(async () => {
  await t.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

const list = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/blog/articles?${query}`, headers });
  return articleListResponseSchema.parse(res.json());
};

describe('blog seed', () => {
  it('writes HTML the sanitiser keeps as is', () => {
    for (const seed of SEED_ARTICLES) {
      const html = blocksToHtml(seed.body);
      expect(sanitizeRichText(html), seed.title).toBe(html);
      expect(seed.body.length).toBeGreaterThanOrEqual(2);
    }
  });

  it('creates 24 articles, 18 published and 6 drafts, by the demo admin', async () => {
    const body = await list('size=100');
    expect(body.counts).toEqual({ all: 24, published: 18, draft: 6 });
    expect(new Set(body.items.map((i) => i.author?.displayName))).toEqual(new Set(['Demo Admin']));
    expect(new Set(body.items.map((i) => i.slug)).size).toBe(24);
  });

  it('spreads publication over past months and gives published articles views', async () => {
    const { items } = await list('status=published&size=100');
    const dates = items.map((i) => Date.parse(i.publishedAt ?? ''));
    const spanDays = (Math.max(...dates) - Math.min(...dates)) / 86_400_000;
    expect(spanDays).toBeGreaterThan(90);
    expect(items.every((i) => i.totalViews > 0)).toBe(true);
    const popular = await list('sort=popular&size=1');
    expect(popular.items[0]?.title).toBe('How to read the CO2 dashboard');
  });

  it('went through the service: one revision each, covers stored by the uploads service', async () => {
    const { items } = await list('size=100');
    const first = items[0];
    if (!first) throw new Error('no article');
    const revisions = await t.app.inject({
      method: 'GET',
      url: `/api/blog/article/revisions?id=${first.id}`,
      headers,
    });
    expect(revisions.json().items).toHaveLength(1);
    const covers = items.map((i) => i.coverUrl).filter((url): url is string => url !== null);
    expect(covers.length).toBeGreaterThanOrEqual(18);
    expect(await storedCount(t, uploadDir)).toBe(covers.length);
    const image = await t.app.inject({ method: 'GET', url: covers[0] ?? '' });
    expect(image.headers['content-type']).toBe('image/png');
  });

  it('finds seeded articles by prefix search', async () => {
    const { items } = await list('search=keel');
    expect(items[0]?.title).toBe('The Keeling curve, explained');
  });

  it('--reset rebuilds the 24 articles', async () => {
    await resetDemoData(t.database, t.config);
    expectError(
      await t.app.inject({ method: 'GET', url: '/api/blog/articles', headers }),
      401,
      AUTH_ERROR_CODES.invalidToken,
    );
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: nextIp(),
      payload: { email: t.config.seedAdminEmail, password: t.config.seedAdminPassword },
    });
    headers = { authorization: `Bearer ${login.json().data.token}` };
    expect((await list('size=1')).counts.all).toBe(24);
  });
});
