import { z } from 'zod/mini';
import {
  EMAIL_MAX,
  NAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  ROLES,
  USER_STATUSES,
} from './auth-constants';

export * from './auth-constants';

export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export const userStatusSchema = z.enum(USER_STATUSES);

const emailSchema = z.pipe(
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Email is required'),
      z.maxLength(EMAIL_MAX, `Email must be at most ${EMAIL_MAX} characters`),
    ),
  z.email('Email must be a valid email address'),
);

const nameSchema = (label: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, `${label} is required`),
      z.maxLength(NAME_MAX, `${label} must be at most ${NAME_MAX} characters`),
    );

const passwordTooLong = `Password must be at most ${PASSWORD_MAX} characters`;

/** The signed-in user as the API returns it. Never carries the password hash. */
export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  displayName: z.string(),
  photoURL: z.nullable(z.string()),
  phoneNumber: z.nullable(z.string()),
  country: z.nullable(z.string()),
  address: z.nullable(z.string()),
  state: z.nullable(z.string()),
  city: z.nullable(z.string()),
  zipCode: z.nullable(z.string()),
  about: z.nullable(z.string()),
  role: roleSchema,
  status: userStatusSchema,
  isPublic: z.boolean(),
  isVerified: z.boolean(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const loginBodySchema = z.object({
  email: emailSchema,
  password: z
    .string()
    .check(z.minLength(1, 'Password is required'), z.maxLength(PASSWORD_MAX, passwordTooLong)),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/**
 * SPEC §7: token from data.data.token, user from data.data.user. `firstSignIn`: the account had
 * never signed in before (created by an admin or the seed): the app greets a first visit.
 */
export const loginResponseSchema = z.object({
  data: z.object({ token: z.string(), user: userSchema, firstSignIn: z.boolean() }),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const registerBodySchema = z.object({
  email: emailSchema,
  password: z
    .string()
    .check(
      z.minLength(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`),
      z.maxLength(PASSWORD_MAX, passwordTooLong),
    ),
  firstName: nameSchema('First name'),
  lastName: nameSchema('Last name'),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** SPEC §7: register reads accessToken and user. */
export const registerResponseSchema = z.object({ accessToken: z.string(), user: userSchema });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

export const meResponseSchema = z.object({ user: userSchema });
export type MeResponse = z.infer<typeof meResponseSchema>;

/**
 * GET /api/auth/demo-account: the login page's hint. `account` only while the demo account
 * still signs in with the seeded password, and only when that password is the public demo one.
 */
export const demoAccountResponseSchema = z.object({
  account: z.nullable(z.object({ email: z.string(), password: z.string() })),
});
export type DemoAccountResponse = z.infer<typeof demoAccountResponseSchema>;
