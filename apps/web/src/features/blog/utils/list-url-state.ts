import {
  ARTICLE_SORTS,
  ARTICLE_STATUSES,
  type ArticleSort,
  type ArticleStatus,
  BLOG_LIMITS,
} from '@keeling/contract/constants';

/** The blog list's state as kept in the URL: `?page=2&search=co2&sort=popular`. */
export interface BlogListState {
  page: number;
  search: string;
  sort: ArticleSort;
}

/** The management table adds a status tab and a page size. */
export interface ManagementListState extends BlogListState {
  status: ArticleStatus | 'all';
  size: number;
}

export const BLOG_PAGE_SIZE = 12;
export const MANAGEMENT_PAGE_SIZES = [5, 10, 25] as const;
const DEFAULT_MANAGEMENT_SIZE = 10;

function positiveInt(value: string | null, fallback: number): number {
  if (!value || !/^\d+$/.test(value)) return fallback;
  const number = Number(value);
  return number >= 1 ? number : fallback;
}

/** `value` when it is one of `choices` (an enum of the contract), else undefined. */
function oneOf<T extends string>(choices: readonly T[], value: string | null): T | undefined {
  return choices.find((choice) => choice === value);
}

export function parseBlogListState(params: URLSearchParams): BlogListState {
  return {
    page: positiveInt(params.get('page'), 1),
    search: (params.get('search') ?? '').slice(0, BLOG_LIMITS.searchMax),
    sort: oneOf(ARTICLE_SORTS, params.get('sort')) ?? 'latest',
  };
}

/** The blog page's list request for a URL state (its loader and the page build the same key). */
export const blogListQuery = ({ page, search, sort }: BlogListState) => ({
  page,
  size: BLOG_PAGE_SIZE,
  search,
  sort,
  status: 'published' as const,
});

/** The articles request of the management list (every status unless a tab picks one). */
export const managementListQuery = ({ page, size, search, sort, status }: ManagementListState) => ({
  page,
  size,
  search,
  sort,
  status: status === 'all' ? undefined : status,
});

export function parseManagementListState(params: URLSearchParams): ManagementListState {
  const size = positiveInt(params.get('size'), DEFAULT_MANAGEMENT_SIZE);
  return {
    ...parseBlogListState(params),
    status: oneOf(ARTICLE_STATUSES, params.get('status')) ?? 'all',
    size: (MANAGEMENT_PAGE_SIZES as readonly number[]).includes(size)
      ? size
      : DEFAULT_MANAGEMENT_SIZE,
  };
}

const DEFAULTS: Record<string, string> = {
  page: '1',
  search: '',
  sort: 'latest',
  status: 'all',
  size: String(DEFAULT_MANAGEMENT_SIZE),
};

/** Writes a state back, leaving defaults out so the plain path stays plain. */
export function toSearchParams(state: Partial<ManagementListState>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(state)) {
    const text = String(value ?? '').trim();
    if (text && text !== DEFAULTS[key]) params.set(key, text);
  }
  return params;
}
