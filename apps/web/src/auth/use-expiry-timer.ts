import { useEffect, useRef } from 'react';
import { tokenExpiresAt } from './token';

/** setTimeout's ceiling (~24.8 days); longer delays re-arm on wake. */
const MAX_DELAY = 2_147_483_647;

/** Calls onExpire when the token's exp is reached (SPEC §4); nothing when there is no token. */
export function useExpiryTimer(token: string | null, onExpire: () => void): void {
  const onExpireRef = useRef(onExpire);
  onExpireRef.current = onExpire;

  useEffect(() => {
    if (!token) return;
    const expiresAt = tokenExpiresAt(token);
    if (expiresAt === null) return;
    let timer: ReturnType<typeof setTimeout>;
    const arm = () => {
      const delay = expiresAt - Date.now();
      if (delay <= 0) {
        onExpireRef.current();
        return;
      }
      timer = setTimeout(arm, Math.min(delay, MAX_DELAY));
    };
    arm();
    return () => clearTimeout(timer);
  }, [token]);
}
