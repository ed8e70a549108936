import type { Article } from '@keeling/contract';
import { describe, expect, it } from 'vitest';
import { conflictFields } from './conflict-fields';
import { EMPTY_ARTICLE, formValuesOf } from './form-schema';

const theirs: Article = {
  ...EMPTY_ARTICLE,
  title: 'Shared',
  slug: 'shared',
  content: '<p>Text.</p>',
  id: 'a1',
  version: 2,
  author: null,
  totalViews: 0,
  publishedAt: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
} as Article;

describe('conflictFields', () => {
  it('names every field that differs, not only the title and content', () => {
    const mine = {
      ...formValuesOf(theirs),
      description: 'My description',
      tags: ['co2'],
      coverUrl: '/uploads/a.png',
      status: 'published' as const,
      metaTitle: 'Meta',
      metaDescription: 'Meta description',
      metaKeywords: ['keeling'],
    };
    expect(conflictFields(mine, theirs)).toEqual([
      'description',
      'coverUrl',
      'tags',
      'status',
      'metaTitle',
      'metaDescription',
      'metaKeywords',
    ]);
  });

  it('is empty when only the version moved on', () => {
    expect(conflictFields(formValuesOf(theirs), theirs)).toEqual([]);
  });

  it('sees tags in another order as a difference', () => {
    const mine = { ...formValuesOf(theirs), tags: ['b', 'a'] };
    expect(conflictFields(mine, { ...theirs, tags: ['a', 'b'] })).toEqual(['tags']);
  });
});
