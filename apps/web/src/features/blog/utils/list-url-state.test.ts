import { describe, expect, it } from 'vitest';
import { parseBlogListState, parseManagementListState, toSearchParams } from './list-url-state';

const params = (text: string) => new URLSearchParams(text);

describe('blog list URL state', () => {
  it('reads page, search and sort, with defaults for missing or invalid values', () => {
    expect(parseBlogListState(params(''))).toEqual({ page: 1, search: '', sort: 'latest' });
    expect(parseBlogListState(params('page=3&search=co2&sort=popular'))).toEqual({
      page: 3,
      search: 'co2',
      sort: 'popular',
    });
    expect(parseBlogListState(params('page=-1&sort=random'))).toMatchObject({
      page: 1,
      sort: 'latest',
    });
    expect(parseBlogListState(params('page=2.5')).page).toBe(1);
    expect(parseBlogListState(params('page=0')).page).toBe(1);
  });

  it('reads the management status tab and page size (5/10/25 only)', () => {
    expect(parseManagementListState(params('status=draft&size=25'))).toMatchObject({
      status: 'draft',
      size: 25,
    });
    expect(parseManagementListState(params('status=archived&size=7'))).toMatchObject({
      status: 'all',
      size: 10,
    });
  });

  it('writes only the values that differ from the defaults', () => {
    expect(toSearchParams({ page: 1, search: '', sort: 'latest' }).toString()).toBe('');
    expect(toSearchParams({ page: 2, search: ' co2 ', sort: 'oldest' }).toString()).toBe(
      'page=2&search=co2&sort=oldest',
    );
    expect(toSearchParams({ status: 'published', size: 10 }).toString()).toBe('status=published');
  });

  it('round-trips', () => {
    const state = {
      page: 4,
      search: 'ocean',
      sort: 'popular' as const,
      status: 'draft' as const,
      size: 5,
    };
    expect(parseManagementListState(toSearchParams(state))).toEqual(state);
  });
});
