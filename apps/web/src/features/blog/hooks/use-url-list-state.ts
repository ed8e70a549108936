import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type ManagementListState, toSearchParams } from '../utils/list-url-state';

/**
 * A list's page, search, sort (and status/size) kept in the URL query. Changing anything but
 * the page goes back to page 1; search changes replace the history entry instead of adding one.
 */
export function useUrlListState<S extends Partial<ManagementListState>>(
  parse: (params: URLSearchParams) => S,
) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parse(params), [parse, params]);

  const update = useCallback(
    (changes: Partial<ManagementListState>) => {
      setParams(
        (current) => {
          const next = { ...parse(current), ...changes };
          if (!('page' in changes)) next.page = 1;
          return toSearchParams(next);
        },
        { replace: 'search' in changes },
      );
    },
    [parse, setParams],
  );

  return [state, update] as const;
}
