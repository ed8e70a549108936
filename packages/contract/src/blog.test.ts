import { describe, expect, it } from 'vitest';
import {
  articleBulkBodySchema,
  articleListQuerySchema,
  articleUpsertBodySchema,
  IMAGE_URL_PATTERN,
} from './blog';

describe('blog schemas', () => {
  it('coerces the list query and applies defaults', () => {
    expect(articleListQuerySchema.parse({})).toEqual({ page: 1, size: 12, sort: 'latest' });
    expect(articleListQuerySchema.parse({ page: '3', size: '100', status: 'draft' })).toMatchObject(
      { page: 3, size: 100, status: 'draft' },
    );
    for (const bad of [{ size: '0' }, { size: '101' }, { page: '0' }, { sort: 'x' }]) {
      expect(articleListQuerySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('creates with defaults and needs a version to update', () => {
    expect(articleUpsertBodySchema.parse({ title: ' T ' })).toMatchObject({
      title: 'T',
      status: 'draft',
      content: '',
      tags: [],
      coverUrl: null,
    });
    const id = '00000000-0000-4000-8000-000000000000';
    expect(articleUpsertBodySchema.safeParse({ id, title: 'T' }).success).toBe(false);
    expect(articleUpsertBodySchema.safeParse({ id, version: 2, title: 'T' }).success).toBe(true);
    expect(articleUpsertBodySchema.safeParse({ title: 'T', slug: 'Bad Slug' }).success).toBe(false);
    expect(articleUpsertBodySchema.safeParse({ title: 'T', slug: '' }).success).toBe(true);
  });

  it('accepts cover URLs from http(s) or /uploads only', () => {
    expect(IMAGE_URL_PATTERN.test('/uploads/0a1b.png')).toBe(true);
    expect(IMAGE_URL_PATTERN.test('https://example.org/a.jpg')).toBe(true);
    for (const url of [
      'javascript:alert(1)',
      'data:image/png;base64,x',
      '/uploads/../x.png',
      '//x.org/a.png',
    ]) {
      expect(IMAGE_URL_PATTERN.test(url), url).toBe(false);
    }
  });

  it('limits bulk actions to 1..100 uuids', () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect(articleBulkBodySchema.safeParse({ action: 'publish', ids: [id] }).success).toBe(true);
    expect(articleBulkBodySchema.safeParse({ action: 'publish', ids: [] }).success).toBe(false);
    expect(articleBulkBodySchema.safeParse({ action: 'publish', ids: ['x'] }).success).toBe(false);
  });
});
