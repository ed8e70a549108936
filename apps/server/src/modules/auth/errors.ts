import { AUTH_ERROR_CODES as CODES } from '@keeling/contract';
import { AppError } from '../../lib/app-error';

/** English texts for API clients and logs; the web app translates the codes. */
export const AUTH_MESSAGES = {
  unauthorized: 'Authentication required',
  invalidToken: 'Invalid or expired token',
  forbidden: 'You do not have permission to do this',
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  tooManyAttempts: 'Too many attempts, please try again later',
  commonPassword: 'This password is too common: choose another one',
  accountDisabled: 'This account is disabled: ask an administrator',
  tokenExpired: 'Token expired',
  sessionDisabled: 'Your account was disabled — ask an administrator',
  passwordChanged: 'You were signed out because your password changed',
  signedOutEverywhere: 'You were signed out of all your sessions',
  accessChanged: 'You were signed out because your role or status changed',
} as const;

/** No bearer token. */
export const unauthorized = () => new AppError(401, CODES.unauthorized, AUTH_MESSAGES.unauthorized);

/** A token that is malformed, foreign, or of a user who no longer exists. */
export const invalidToken = () => new AppError(401, CODES.invalidToken, AUTH_MESSAGES.invalidToken);

/** A token of ours past its exp. */
export const tokenExpired = () => new AppError(401, CODES.tokenExpired, AUTH_MESSAGES.tokenExpired);

/** Why a token that was valid stopped working: its holder is told (they were signed in). */
export const sessionEnded = {
  disabled: () => new AppError(401, CODES.sessionDisabled, AUTH_MESSAGES.sessionDisabled),
  password_changed: () => new AppError(401, CODES.passwordChanged, AUTH_MESSAGES.passwordChanged),
  signed_out_everywhere: () =>
    new AppError(401, CODES.signedOutEverywhere, AUTH_MESSAGES.signedOutEverywhere),
  access_changed: () => new AppError(401, CODES.accessChanged, AUTH_MESSAGES.accessChanged),
} as const;

export const forbidden = () => new AppError(403, CODES.forbidden, AUTH_MESSAGES.forbidden);

/** The right password of a banned or rejected account: told only to whoever knows it. */
export const accountDisabled = () =>
  new AppError(403, CODES.accountDisabled, AUTH_MESSAGES.accountDisabled);

/** One answer for an unknown email and a wrong password. */
export const invalidCredentials = () =>
  new AppError(401, CODES.invalidCredentials, AUTH_MESSAGES.invalidCredentials);

export const emailTaken = () => new AppError(409, CODES.emailTaken, AUTH_MESSAGES.emailTaken);

/** Sign-ins or registrations over their limit; Retry-After says when to try again. */
export const tooManyAttempts = (retryAfterSeconds?: number) =>
  new AppError(
    429,
    CODES.tooManyAttempts,
    AUTH_MESSAGES.tooManyAttempts,
    {},
    retryAfterSeconds ? { 'retry-after': String(retryAfterSeconds) } : {},
  );

/** A password on the common-passwords list (`field`: where the form shows it). */
export const commonPassword = (field = 'password') =>
  new AppError(400, CODES.commonPassword, AUTH_MESSAGES.commonPassword, {
    issues: [{ path: [field], message: AUTH_MESSAGES.commonPassword, code: CODES.commonPassword }],
  });
