import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { paths } from '../../../config/paths';

/**
 * Warns before leaving with unsaved changes: the browser's own prompt on reload/close, and a
 * blocker for in-app links. A sign-out (token expiry → login) is never held back: the journal
 * keeps the changes for the next visit.
 */
export function useLeaveGuard(isDirty: boolean) {
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
