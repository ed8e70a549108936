import {
  SORT_ORDERS,
  type SortOrder,
  TRAVEL_LIMITS,
  TRAVEL_MODES,
  TRIP_SORTS,
  type TravelMode,
  type TripSort,
} from '@keeling/contract/constants';
import { isoDay, oneOf, positiveInt, toSearchParams } from '../../../lib/url-state';
import type { TripQuery } from '../api/query-keys';

/** The trips list as kept in the URL: `?mode=rail_national&from=2025-01-01&destination=lyon`. */
export interface TripListState {
  page: number;
  size: number;
  mode: TravelMode | '';
  from: string;
  to: string;
  destination: string;
  search: string;
  sort: TripSort;
  order: SortOrder;
}

export const TRIP_PAGE_SIZES = [5, 10, 25, 50] as const;

const DEFAULTS = {
  page: 1,
  size: TRAVEL_LIMITS.pageSizeDefault,
  sort: 'startDate',
  order: 'desc',
} as const;

export function parseTripListState(params: URLSearchParams): TripListState {
  const size = positiveInt(params.get('size'), DEFAULTS.size);
  const from = isoDay(params.get('from')) ?? '';
  const to = isoDay(params.get('to')) ?? '';
  return {
    page: positiveInt(params.get('page'), DEFAULTS.page),
    size: (TRIP_PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULTS.size,
    mode: oneOf(TRAVEL_MODES, params.get('mode')) ?? '',
    from,
    // a range ending before it starts matches nothing: its end is dropped
    to: from && to && to < from ? '' : to,
    destination: (params.get('destination') ?? '').slice(0, TRAVEL_LIMITS.placeMax),
    search: (params.get('search') ?? '').slice(0, TRAVEL_LIMITS.searchMax),
    sort: oneOf(TRIP_SORTS, params.get('sort')) ?? DEFAULTS.sort,
    order: oneOf(SORT_ORDERS, params.get('order')) ?? DEFAULTS.order,
  };
}

/** The fields a person types: their changes replace the history entry. */
export const TRIP_TYPED_KEYS = ['destination', 'search'] as const;

export const serializeTripListState = (state: TripListState) => toSearchParams(state, DEFAULTS);

/** The list request for a URL state: empty filters are left out. */
export function tripListQuery(state: TripListState): TripQuery {
  return {
    page: state.page,
    size: state.size,
    mode: state.mode || undefined,
    from: state.from || undefined,
    to: state.to || undefined,
    destination: state.destination || undefined,
    search: state.search || undefined,
    sort: state.sort,
    order: state.order,
  };
}

/** Whether any filter narrows the list (the empty state then says so). */
export const hasTripFilters = (state: TripListState) =>
  Boolean(state.mode || state.from || state.to || state.destination || state.search);
