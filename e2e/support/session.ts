import { DEFAULT_SETTINGS, type Settings } from '@keeling/contract';
import type { Browser } from 'playwright-core';
import { uniqueEmail } from './auth';
import { openPage, type TrackedPage } from './browser';

/** A fresh account through the API: its email and password (to sign in by hand), id and token. */
export async function registerAccount(baseURL: string, prefix = 'shell') {
  const email = uniqueEmail(prefix);
  const password = 'correct horse battery';
  const response = await fetch(`${baseURL}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, firstName: 'Ada', lastName: 'Lovelace' }),
  });
  if (!response.ok) throw new Error(`register failed: ${response.status}`);
  const { accessToken, user } = (await response.json()) as {
    accessToken: string;
    user: { id: string };
  };
  return { email, password, id: user.id, accessToken };
}

/** A fresh account through the API: its token, so a test can start signed in. */
export async function registerUser(baseURL: string, prefix = 'shell'): Promise<string> {
  return (await registerAccount(baseURL, prefix)).accessToken;
}

interface SignedInOptions {
  /** Signed in with this token (an existing account) instead of a new account's. */
  token?: string;
  settings?: Partial<Settings>;
  language?: string;
  viewport?: { width: number; height: number };
  /** The browser's time zone (IANA), e.g. Europe/Paris. */
  timezoneId?: string;
}

/**
 * A page signed in as a new user, with settings (localStorage 'settings') and language
 * ('i18nextLng') stored before the app's first script runs, as a returning visitor's would be.
 */
export async function openSignedIn(
  browser: Browser,
  baseURL: string,
  { token: given, settings, language, viewport, timezoneId }: SignedInOptions = {},
): Promise<TrackedPage> {
  const token = given ?? (await registerUser(baseURL));
  const tracked = await openPage(browser, baseURL, viewport, timezoneId);
  await tracked.context.addInitScript(
    ([storedToken, storedSettings, storedLanguage]) => {
      if (sessionStorage.getItem('e2e-seeded')) return;
      sessionStorage.setItem('e2e-seeded', '1');
      sessionStorage.setItem('accessToken', storedToken);
      if (storedSettings) localStorage.setItem('settings', storedSettings);
      if (storedLanguage) localStorage.setItem('i18nextLng', storedLanguage);
    },
    [
      token,
      settings ? JSON.stringify({ ...DEFAULT_SETTINGS, ...settings }) : '',
      language ?? '',
    ] as const,
  );
  return tracked;
}

/** A call made elsewhere (another browser, an admin): JSON in, its JSON answer out (throws unless 2xx). */
export async function callApi(
  baseURL: string,
  method: string,
  path: string,
  token: string,
  body?: unknown,
): Promise<unknown> {
  const response = await fetch(`${baseURL}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
  return response.json();
}
