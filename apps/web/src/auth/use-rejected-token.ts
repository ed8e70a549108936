import { useEffect, useRef } from 'react';
import { onUnauthorized } from '../lib/http';

/**
 * Calls onReject once when the server answers 401 to a request sent with this token (expired
 * on the server, or revoked: password, role or ban), with the answer's code (why); a stale request
 * of an older token is ignored.
 */
export function useRejectedToken(
  token: string | null,
  onReject: (code: string | undefined) => void,
): void {
  const onRejectRef = useRef(onReject);
  onRejectRef.current = onReject;

  useEffect(() => {
    if (!token) return;
    let isRejected = false;
    return onUnauthorized((rejectedToken, code) => {
      if (rejectedToken !== token || isRejected) return;
      isRejected = true;
      onRejectRef.current(code);
    });
  }, [token]);
}
