import { AUTH_ERROR_CODES } from '@keeling/contract/constants';

/**
 * Why a session that was valid ended before its time, as the server says it (a 401's code):
 * the account disabled, the password changed, signed out everywhere, the role or status changed.
 */
const SESSION_END_CODES: readonly string[] = [
  AUTH_ERROR_CODES.sessionDisabled,
  AUTH_ERROR_CODES.passwordChanged,
  AUTH_ERROR_CODES.signedOutEverywhere,
  AUTH_ERROR_CODES.accessChanged,
];

/** What the notice says when a session ends: 'expired' (SPEC §8) or the server's reason. */
export type SessionEnd = 'expired' | (typeof AUTH_ERROR_CODES)[keyof typeof AUTH_ERROR_CODES];

/** A 401's code as the reason told; anything else (expired, invalid, none) is 'Token expired'. */
export function sessionEndFor(code: string | undefined): SessionEnd {
  return code && SESSION_END_CODES.includes(code) ? (code as SessionEnd) : 'expired';
}

/** A reason of the server's own (never 'expired'): for a stored token refused at start-up. */
export function isSessionEndCode(code: string | undefined): boolean {
  return Boolean(code && SESSION_END_CODES.includes(code));
}
