import type { User } from '@keeling/contract';
import { setAuthToken } from '../lib/http';
import { meRequest } from './auth-api';

let started: { token: string; user: Promise<User> } | null = null;

/**
 * GET /api/auth/me for a stored token, as the entry runs (main.tsx), instead of after the first
 * render (AuthProvider's effect). On a reload it is the answer to the request index.html sent
 * while the JavaScript downloaded (lib/early-requests.ts, taken by lib/http).
 */
export function startCurrentUserRequest(token: string): void {
  setAuthToken(token);
  started = { token, user: meRequest() };
  // Read by AuthProvider; a failure is handled there, not reported as unhandled here.
  started.user.catch(() => undefined);
}

/** The user request for `token`: the one started early (handed out once), or a new one. */
export function currentUserRequest(token: string, signal: AbortSignal): Promise<User> {
  if (started?.token === token) {
    const { user } = started;
    started = null;
    return user;
  }
  return meRequest(signal);
}
