// Zod-free: the web app's first load imports these through `@keeling/contract/constants`.

export const ROLES = ['admin', 'editor', 'viewer'] as const;
export const USER_STATUSES = ['active', 'pending', 'banned', 'rejected'] as const;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;
export const EMAIL_MAX = 254;
export const NAME_MAX = 100;

/** Error texts shared by server and tests: one message for unknown email and wrong password. */
export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  unauthorized: 'Authentication required',
  invalidToken: 'Invalid or expired token',
  forbidden: 'You do not have permission to do this',
  tooManyAttempts: 'Too many attempts, please try again later',
} as const;
