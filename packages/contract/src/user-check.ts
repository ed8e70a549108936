// Zod-free (`check.ts`): `@keeling/contract/user-check`. The web app checks GET /api/auth/me with
// it on a signed-in load, so that load does not wait for zod. It accepts exactly what
// `userSchema` / `meResponseSchema` accept (contract tests compare them field by field).
import type { MeResponse } from './auth';
import { ROLES, USER_STATUSES } from './auth-constants';
import { boolean, checker, nullable, object, oneOf, type Shape, string } from './check';

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

const USER_SHAPE: Shape = Object.fromEntries([
  ...USER_STRING_FIELDS.map((field) => [field, string]),
  ...USER_NULLABLE_STRING_FIELDS.map((field) => [field, nullable(string)]),
  ...USER_BOOLEAN_FIELDS.map((field) => [field, boolean]),
  ...Object.entries(USER_CHOICE_FIELDS).map(([field, choices]) => [field, oneOf(choices)]),
]);

/** `meResponseSchema.safeParse` without zod. */
export const meResponseCheck = checker<MeResponse>(object({ user: object(USER_SHAPE) }));
