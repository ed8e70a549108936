/**
 * Whether this browser session is the account's first visit (it registered, or signed in for the
 * first time: the login answer's `firstSignIn`). Kept in sessionStorage beside the token, so a
 * reload is still the first visit; the next sign-in is not.
 */
const KEY = 'keeling.firstVisit';

export function rememberFirstVisit(userId: string, isFirst: boolean): void {
  try {
    if (isFirst) sessionStorage.setItem(KEY, userId);
    else sessionStorage.removeItem(KEY);
  } catch {
    // storage unavailable: the greeting is then "welcome back"
  }
}

export function isFirstVisit(userId: string | undefined): boolean {
  try {
    return Boolean(userId) && sessionStorage.getItem(KEY) === userId;
  } catch {
    return false;
  }
}

export function forgetFirstVisit(): void {
  rememberFirstVisit('', false);
}
