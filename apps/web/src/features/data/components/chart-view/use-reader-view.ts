import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { parseReaderView, type ReaderView, writeReaderView } from '../../utils/reader-view';

/**
 * A chart's reader view kept in the URL under `prefix` (`emissions.range=10y`), so a copied link
 * shows the same view. A typed bound replaces the history entry; a click adds one.
 */
export function useReaderView(prefix: string) {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => parseReaderView(params, prefix), [params, prefix]);
  const update = useCallback(
    (changes: Partial<ReaderView>) =>
      setParams(
        (current) =>
          writeReaderView(current, prefix, { ...parseReaderView(current, prefix), ...changes }),
        { replace: 'from' in changes || 'to' in changes || 'base' in changes },
      ),
    [prefix, setParams],
  );
  return [view, update] as const;
}
