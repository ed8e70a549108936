// Zod-free: `@keeling/contract/user-check`. The web app checks GET /api/auth/me with it on a
// signed-in load, so that load does not wait for zod (22 KiB gzip, ≈ 0.2 s of set-up on a slow
// phone). It accepts exactly what `userSchema` / `meResponseSchema` accept (contract tests compare
// them field by field) and, like zod, drops unknown keys.
import type { MeResponse, User } from './auth';
import { ROLES, USER_STATUSES } from './auth-constants';

/** The result shape of zod's `safeParse`, so callers can take either. */
export type CheckResult<T> = { success: true; data: T } | { success: false; error: string };

export const USER_STRING_FIELDS = [
  'id',
  'email',
  'firstName',
  'lastName',
  'displayName',
  'createdAt',
] as const;
export const USER_NULLABLE_STRING_FIELDS = [
  'photoURL',
  'phoneNumber',
  'country',
  'address',
  'state',
  'city',
  'zipCode',
  'about',
] as const;
export const USER_BOOLEAN_FIELDS = ['isPublic', 'isVerified'] as const;
export const USER_CHOICE_FIELDS = { role: ROLES, status: USER_STATUSES } as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function checkUser(value: unknown): CheckResult<User> {
  if (!isRecord(value)) return { success: false, error: 'user: expected an object' };
  const user: Record<string, unknown> = {};
  for (const field of USER_STRING_FIELDS) {
    if (typeof value[field] !== 'string') return { success: false, error: `user.${field}` };
    user[field] = value[field];
  }
  for (const field of USER_NULLABLE_STRING_FIELDS) {
    if (value[field] !== null && typeof value[field] !== 'string') {
      return { success: false, error: `user.${field}` };
    }
    user[field] = value[field];
  }
  for (const field of USER_BOOLEAN_FIELDS) {
    if (typeof value[field] !== 'boolean') return { success: false, error: `user.${field}` };
    user[field] = value[field];
  }
  for (const [field, choices] of Object.entries(USER_CHOICE_FIELDS)) {
    if (!(choices as readonly unknown[]).includes(value[field])) {
      return { success: false, error: `user.${field}` };
    }
    user[field] = value[field];
  }
  return { success: true, data: user as User };
}

/** `meResponseSchema.safeParse` without zod. */
export const meResponseCheck = {
  safeParse(value: unknown): CheckResult<MeResponse> {
    if (!isRecord(value)) return { success: false, error: 'expected an object' };
    const user = checkUser(value.user);
    return user.success ? { success: true, data: { user: user.data } } : user;
  },
};
