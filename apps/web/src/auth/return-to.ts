import { DEFAULT_PATH, paths } from '../config/paths';

/**
 * The returnTo query value if it is a same-origin relative path, else the default route.
 * Rejects absolute URLs, protocol-relative '//host' and '/\host' forms, and the auth pages
 * themselves (which would bounce a signed-in user forever).
 */
export function safeReturnTo(value: string | null | undefined, fallback = DEFAULT_PATH): string {
  if (!value) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(value)) return fallback;
  const base = 'http://keeling.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base) return fallback;
  if (url.pathname === paths.auth.jwt.login || url.pathname === paths.auth.jwt.register) {
    return fallback;
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login route carrying where to come back to (SPEC §4). */
export function loginPathFor(returnTo: string): string {
  return `${paths.auth.jwt.login}?${new URLSearchParams({ returnTo }).toString()}`;
}
