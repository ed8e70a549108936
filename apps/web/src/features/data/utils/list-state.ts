import { DATASET_LIMITS } from '@keeling/contract';
import { positiveInt, toSearchParams } from '../../../lib/url-state';

export const PAGE_SIZES = [10, 25, 50, 100];
const DEFAULTS = { page: 1, size: DATASET_LIMITS.pageSizeDefault };

/** The data set list's state in the URL: `?page&size&search`. */
export interface DatasetListState {
  page: number;
  size: number;
  search: string;
}

export function parseDatasetList(params: URLSearchParams): DatasetListState {
  const size = positiveInt(params.get('size'), DEFAULTS.size);
  return {
    page: positiveInt(params.get('page'), DEFAULTS.page),
    size: PAGE_SIZES.includes(size) ? size : DEFAULTS.size,
    search: (params.get('search') ?? '').trim(),
  };
}

export const serializeDatasetList = (state: DatasetListState) => toSearchParams(state, DEFAULTS);

/** A data set's page in the URL: `?id&page&size&sort&order` (the preview's page and sort). */
export interface DatasetRowsState {
  id: string;
  page: number;
  size: number;
  sort: string;
  order: 'asc' | 'desc';
}

export function parseDatasetRows(params: URLSearchParams): DatasetRowsState {
  const size = positiveInt(params.get('size'), DEFAULTS.size);
  const sort = params.get('sort') ?? '';
  return {
    id: params.get('id') ?? '',
    page: positiveInt(params.get('page'), DEFAULTS.page),
    size: PAGE_SIZES.includes(size) ? size : DEFAULTS.size,
    sort: /^c\d{1,3}$/.test(sort) ? sort : '',
    order: params.get('order') === 'desc' ? 'desc' : 'asc',
  };
}

export const serializeDatasetRows = (state: DatasetRowsState) =>
  toSearchParams(state, { ...DEFAULTS, order: 'asc' });
