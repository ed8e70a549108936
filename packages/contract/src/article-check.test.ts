import { describe, expect, it } from 'vitest';
import {
  ARTICLE_AUTHOR_SHAPE,
  ARTICLE_LIST_ITEM_SHAPE,
  ARTICLE_LIST_RESPONSE_SHAPE,
  ARTICLE_SHAPE,
  articleListResponseCheck,
  articleResponseCheck,
} from './article-check';
import {
  articleAuthorSchema,
  articleListItemSchema,
  articleListResponseSchema,
  articleResponseSchema,
  articleSchema,
} from './blog';

const item = {
  id: 'a1',
  slug: 'first-light',
  title: 'First light',
  description: 'What we measured',
  coverUrl: '/uploads/a.png',
  tags: ['co2', 'field'],
  status: 'published',
  author: { id: 'u1', displayName: 'Demo', photoURL: null },
  publishedAt: '2026-01-01T00:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
  version: 3,
  totalViews: 12,
};
const article = {
  ...item,
  content: '<p>Hi</p>',
  metaTitle: 'First',
  metaDescription: 'Light',
  metaKeywords: ['co2'],
};
const list = {
  items: [item],
  total: 1,
  page: 1,
  size: 12,
  counts: { all: 1, published: 1, draft: 0 },
};

const VALUES = [undefined, null, '', 'x', 0, 1, 1.5, -1, 2 ** 53, true, [], ['x'], [1], {}];
const VALUES_WITH_CHOICES = [...VALUES, 'draft', 'published', 'archived'];

/** `base` with each field (at every depth given) replaced by values of other types or removed. */
function variants(base: Record<string, unknown>, wrap: (v: unknown) => unknown): unknown[] {
  const out: unknown[] = [];
  for (const field of Object.keys(base)) {
    for (const value of VALUES_WITH_CHOICES) out.push(wrap({ ...base, [field]: value }));
    const { [field]: _removed, ...rest } = base;
    out.push(wrap(rest));
  }
  out.push(wrap({ ...base, extra: 1 }));
  return out;
}

function expectSameAs(
  check: { safeParse(v: unknown): { success: boolean; data?: unknown } },
  schema: { safeParse(v: unknown): { success: boolean; data?: unknown } },
  bodies: unknown[],
) {
  for (const body of bodies) {
    const expected = schema.safeParse(body);
    const actual = check.safeParse(body);
    expect(actual.success, JSON.stringify(body)).toBe(expected.success);
    if (expected.success) expect(actual.data).toEqual(expected.data);
  }
}

describe('article checks (zod-free)', () => {
  it('cover every field of the zod schemas', () => {
    const keys = (o: object) => Object.keys(o).sort();
    expect(keys(ARTICLE_AUTHOR_SHAPE)).toEqual(keys(articleAuthorSchema.shape));
    expect(keys(ARTICLE_LIST_ITEM_SHAPE)).toEqual(keys(articleListItemSchema.shape));
    expect(keys(ARTICLE_SHAPE)).toEqual(keys(articleSchema.shape));
    expect(keys(ARTICLE_LIST_RESPONSE_SHAPE)).toEqual(keys(articleListResponseSchema.shape));
  });

  it('accept and reject what articleListResponseSchema does, returning the same data', () => {
    const bodies: unknown[] = [null, [], {}, 'x', list, { ...list, items: [] }];
    bodies.push(...variants(list, (v) => v));
    bodies.push(...variants(item, (v) => ({ ...list, items: [item, v] })));
    bodies.push(...variants(item.author, (v) => ({ ...list, items: [{ ...item, author: v }] })));
    bodies.push(...variants(list.counts, (v) => ({ ...list, counts: v })));
    expectSameAs(articleListResponseCheck, articleListResponseSchema, bodies);
  });

  it('accept and reject what articleResponseSchema does, returning the same data', () => {
    const bodies: unknown[] = [null, {}, { article: null }, { article }, { article, extra: 1 }];
    bodies.push(...variants(article, (v) => ({ article: v })));
    expectSameAs(articleResponseCheck, articleResponseSchema, bodies);
  });

  it('names the path of what is wrong', () => {
    const result = articleListResponseCheck.safeParse({
      ...list,
      items: [{ ...item, version: 'x' }],
    });
    expect(result).toEqual({ success: false, error: 'items[0].version: expected an integer' });
  });
});
