import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

const SEARCH_KEYS = ['search'];

/**
 * A list's state kept in the URL query. Changing anything but the page goes back to page 1 (a
 * state with a page); a
 * change of a typed field (`typedKeys`: the search) replaces the history entry instead of adding
 * one per settled keystroke.
 */
export function useUrlState<S extends object>(
  parse: (params: URLSearchParams) => S,
  serialize: (state: S) => URLSearchParams,
  typedKeys: readonly string[] = SEARCH_KEYS,
) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parse(params), [parse, params]);

  const update = useCallback(
    (changes: Partial<S>) => {
      setParams(
        (current) => {
          const next = { ...parse(current), ...changes } as S & { page?: number };
          // a state without pages (a board's filters) has none to go back to
          if (next.page !== undefined && !('page' in changes)) next.page = 1;
          return serialize(next);
        },
        { replace: typedKeys.some((key) => key in changes) },
      );
    },
    [parse, serialize, setParams, typedKeys],
  );

  return [state, update] as const;
}
