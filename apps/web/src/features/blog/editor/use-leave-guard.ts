import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { paths } from '../../../config/paths';
import { useUnsavedWork } from '../../../lib/unsaved-work';

/**
 * Warns before leaving with unsaved changes: the browser's own prompt on reload/close, and a
 * blocker for in-app links. A move to sign-in is never held back: after a token expiry the journal
 * keeps the changes for the next visit, and the account menu asks before a Logout, which removes
 * them (lib/unsaved-work.ts).
 */
export function useLeaveGuard(isDirty: boolean) {
  useUnsavedWork(isDirty);
  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);

  return useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty &&
      currentLocation.pathname !== nextLocation.pathname &&
      !nextLocation.pathname.startsWith(paths.auth.jwt.login.replace(/\/jwt\/login$/, '')),
  );
}
