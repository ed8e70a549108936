import type { User } from '@keeling/contract';
import { meRequest } from './auth-api';

let handedOver: { token: string; user: Promise<User> } | null = null;

/**
 * Hands AuthProvider a `GET /api/auth/me` already under way for `token` (start-up sends it
 * before the first render). Its failure is AuthProvider's to handle, not an unhandled rejection.
 */
export function adoptCurrentUserRequest(token: string, user: Promise<User>): void {
  user.catch(() => undefined);
  handedOver = { token, user };
}

/** The user of `token`: the request handed over for it (once), or a new one. */
export function currentUserRequest(token: string, signal: AbortSignal): Promise<User> {
  if (handedOver?.token === token) {
    const { user } = handedOver;
    handedOver = null;
    return user;
  }
  return meRequest(signal);
}
