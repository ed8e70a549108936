import {
  PRODUCT_CURRENCIES,
  PRODUCT_LIMITS,
  PRODUCT_MECHANISMS,
  PRODUCT_REGISTRIES,
  PRODUCT_SORTS,
  PRODUCT_TECHNOLOGIES,
  type ProductCurrency,
  type ProductMechanism,
  type ProductRegistry,
  type ProductSort,
  type ProductTechnology,
} from '@keeling/contract/constants';
import { oneOf, positiveInt, toSearchParams } from '../../../lib/url-state';
import type { ProductQuery } from '../api/query-keys';

/** The catalogue as kept in the URL: `?mechanism=removal&vintage=2025&priceMax=200`. */
export interface ProductListState {
  page: number;
  mechanism: ProductMechanism | '';
  technology: ProductTechnology | '';
  registry: ProductRegistry | '';
  /** A vintage year, or ''. */
  vintage: string;
  /** ISO 3166-1 alpha-2, or ''. */
  country: string;
  /** The price bounds' currency, or '' (any). */
  currency: ProductCurrency | '';
  /** Price bounds per tonne in major units as typed (e.g. `150`), or ''. */
  priceMin: string;
  priceMax: string;
  search: string;
  sort: ProductSort;
}

const DEFAULTS = { page: 1, sort: 'name' } as const;

const year = (value: string | null) => {
  const n = Number(value);
  return value &&
    /^\d{4}$/.test(value) &&
    n >= PRODUCT_LIMITS.vintageMin &&
    n <= PRODUCT_LIMITS.vintageMax
    ? value
    : '';
};
const amount = (value: string | null) => (value && /^\d{1,6}$/.test(value) ? value : '');

export function parseProductListState(params: URLSearchParams): ProductListState {
  return {
    page: positiveInt(params.get('page'), DEFAULTS.page),
    mechanism: oneOf(PRODUCT_MECHANISMS, params.get('mechanism')) ?? '',
    technology: oneOf(PRODUCT_TECHNOLOGIES, params.get('technology')) ?? '',
    registry: oneOf(PRODUCT_REGISTRIES, params.get('registry')) ?? '',
    vintage: year(params.get('vintage')),
    country: /^[A-Z]{2}$/.test(params.get('country') ?? '') ? (params.get('country') ?? '') : '',
    currency: oneOf(PRODUCT_CURRENCIES, params.get('currency')) ?? '',
    priceMin: amount(params.get('priceMin')),
    priceMax: amount(params.get('priceMax')),
    search: (params.get('search') ?? '').slice(0, PRODUCT_LIMITS.searchMax),
    sort: oneOf(PRODUCT_SORTS, params.get('sort')) ?? DEFAULTS.sort,
  };
}

/** The fields a person types: their changes replace the history entry. */
export const PRODUCT_TYPED_KEYS = ['search', 'priceMin', 'priceMax'] as const;

export const serializeProductListState = (state: ProductListState) =>
  toSearchParams(state, DEFAULTS);

/** Major units typed → minor units the API filters on (cents). */
const toMinor = (value: string) =>
  value ? Math.min(Number(value) * 100, PRODUCT_LIMITS.priceMinorMax) : undefined;

/** The list request for a URL state: empty filters are left out. */
export function productListQuery(state: ProductListState): ProductQuery {
  return {
    page: state.page,
    size: PRODUCT_LIMITS.pageSizeDefault,
    mechanism: state.mechanism || undefined,
    technology: state.technology || undefined,
    registry: state.registry || undefined,
    vintage: state.vintage ? Number(state.vintage) : undefined,
    country: state.country || undefined,
    currency: state.currency || undefined,
    priceMin: toMinor(state.priceMin),
    priceMax: toMinor(state.priceMax),
    search: state.search || undefined,
    sort: state.sort,
  };
}
