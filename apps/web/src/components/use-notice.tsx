import { lazy, useCallback, useState } from 'react';
import { retryImport } from '../lib/retry-import';
import { LoadOnOpen } from './load-on-open';
import type { Notice } from './notice-popup';

const NoticePopup = lazy(() =>
  retryImport(() => import('./notice-popup')).then((module) => ({ default: module.NoticePopup })),
);

/**
 * A one-line confirmation or error at the bottom of the screen: `notify` and the element. The
 * snackbar loads with the first notice.
 */
export function useNotice() {
  const [notice, setNotice] = useState<Notice | null>(null);
  const notify = useCallback((message: string, isError = false) => {
    setNotice({ message, isError, key: Date.now() });
  }, []);
  const close = useCallback(() => setNotice(null), []);

  const element = (
    <LoadOnOpen open={notice !== null}>
      <NoticePopup notice={notice} onClose={close} />
    </LoadOnOpen>
  );
  return { notify, element };
}
