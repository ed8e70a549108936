import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

const SEARCH_KEYS = ['search'];

/**
 * A list's state kept in the URL query. Changing anything but the page goes back to page 1; a
 * change of a typed field (`typedKeys`: the search) replaces the history entry instead of adding
 * one per settled keystroke.
 */
export function useUrlState<S extends { page: number }>(
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
          const next = { ...parse(current), ...changes };
          if (!('page' in changes)) next.page = 1;
          return serialize(next);
        },
        { replace: typedKeys.some((key) => key in changes) },
      );
    },
    [parse, serialize, setParams, typedKeys],
  );

  return [state, update] as const;
}
