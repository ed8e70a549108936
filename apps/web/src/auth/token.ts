/** Session storage key of the access token (SPEC §9). */
export const STORAGE_KEY = 'accessToken';

export interface JwtPayload {
  exp?: number;
  iat?: number;
  sub?: string;
  [claim: string]: unknown;
}

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Reads a JWT's payload without verifying it (the server does). Null when malformed. */
export function jwtDecode(token: string): JwtPayload | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const payload: unknown = JSON.parse(base64UrlDecode(parts[1]));
    return payload && typeof payload === 'object' && !Array.isArray(payload)
      ? (payload as JwtPayload)
      : null;
  } catch {
    return null;
  }
}

/** The token's expiry in milliseconds since the epoch, or null when it has no usable exp. */
export function tokenExpiresAt(token: string): number | null {
  const exp = jwtDecode(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
}

/** SPEC §5: a token is valid only if its exp claim (seconds) is later than now. */
export function isValidToken(token: string | null | undefined, now = Date.now()): boolean {
  if (!token) return false;
  const expiresAt = tokenExpiresAt(token);
  return expiresAt !== null && expiresAt > now;
}

export function readStoredToken(): string | null {
  try {
    return sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

export function storeToken(token: string | null): void {
  try {
    if (token) sessionStorage.setItem(STORAGE_KEY, token);
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage can be unavailable (private mode quotas): the session then lasts for this tab only.
  }
}
