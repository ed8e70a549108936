import { meResponseSchema, type User } from '@keeling/contract';
import { meRequest } from '../auth/auth-api';
import { adoptCurrentUserRequest } from '../auth/current-user-request';
import { isValidToken, readStoredToken } from '../auth/token';
import { FALLBACK_MESSAGE, HttpError, setAuthToken, toHttpError } from '../lib/http';

/** What index.html's inline script sent for a stored, unexpired token. */
export interface EarlyUserRequest {
  token: string;
  response: Promise<Response>;
}

declare global {
  interface Window {
    __keelingMe?: EarlyUserRequest;
  }
}

/** The user in index.html's answer, read and checked as lib/http reads a GET. */
export async function userFrom(sent: Promise<Response>): Promise<User> {
  const response = await sent.catch(() => {
    throw new HttpError(FALLBACK_MESSAGE, 0);
  });
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw toHttpError(response.status, body);
  const parsed = meResponseSchema.safeParse(body);
  if (!parsed.success) throw new HttpError(FALLBACK_MESSAGE, response.status);
  return parsed.data.user;
}

/**
 * For a stored, unexpired token: `GET /api/auth/me` before the first render, so that it
 * overlaps the route's chunk downloads. On a reload it is the request index.html sent while the
 * app downloaded. AuthProvider takes it (auth/current-user-request.ts).
 */
export function startCurrentUserRequest(): void {
  const early = window.__keelingMe;
  delete window.__keelingMe;
  const token = readStoredToken();
  if (!token || !isValidToken(token)) return;
  setAuthToken(token);
  const user = early?.token === token ? userFrom(early.response) : meRequest();
  adoptCurrentUserRequest(token, user);
}
