import type { User } from '@keeling/contract';
import { setAuthToken } from '../lib/http';
import { meRequest, meResponse } from './auth-api';

declare global {
  interface Window {
    /** GET /api/auth/me sent by index.html's inline script for the stored token. */
    __keelingMe?: { token: string; response: Promise<Response> };
  }
}

let started: { token: string; user: Promise<User> } | null = null;

/**
 * GET /api/auth/me for a stored token: the one index.html sent while the JavaScript downloaded
 * (one round trip earlier on a phone), or else sent now, as the entry runs (main.tsx), in
 * parallel with the route's chunks instead of after the first render (AuthProvider's effect).
 */
export function startCurrentUserRequest(token: string): void {
  setAuthToken(token);
  const early = window.__keelingMe;
  window.__keelingMe = undefined;
  const user = early?.token === token ? meResponse(early.response, token) : meRequest();
  started = { token, user };
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
