import { z } from 'zod/mini';
import { userSchema } from './auth';
import { NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from './auth-constants';
import { IMAGE_URL_PATTERN } from './blog-constants';
import { isCountryCode } from './countries';
import { unknownKeys } from './unknown-keys';

export * from './countries';

// The signed-in user's own profile. E-mail, role, status and id are read-only here: the PATCH
// body is a strict object, so any other key (role, email, status, id…) is a 400, never applied.
// An empty string clears an optional field (stored as null).

export const PROFILE_LIMITS = {
  aboutMax: 1000,
  addressMax: 200,
  placeMax: 100,
  zipCodeMax: 20,
} as const;

/** A plus, then 6 to 20 digits or spaces, starting and ending with a digit: `+33 1 23 45 67 89`. */
export const PHONE_PATTERN = /^\+\d[\d ]{4,18}\d$/;

const name = (label: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, `${label} is required`),
      z.maxLength(NAME_MAX, `${label} must be at most ${NAME_MAX} characters`),
    );
const optionalText = (max: number, label: string) =>
  z.string().check(z.trim(), z.maxLength(max, `${label} must be at most ${max} characters`));

/** Every editable field, each rule written once: the profile form's schema. */
export const profileFormSchema = z.strictObject(
  {
    displayName: name('Display name'),
    firstName: name('First name'),
    lastName: name('Last name'),
    photoURL: z.union([
      z.literal(''),
      z.string().check(z.regex(IMAGE_URL_PATTERN, 'Must be an http(s) URL or an uploaded image')),
    ]),
    phoneNumber: z.string().check(
      z.trim(),
      z.refine((v) => v === '' || PHONE_PATTERN.test(v), {
        message: 'Phone number must start with + and have 6 to 20 digits',
      }),
    ),
    country: z.string().check(
      z.refine((v) => v === '' || isCountryCode(v), {
        message: 'Country must be an ISO 3166-1 alpha-2 code',
      }),
    ),
    address: optionalText(PROFILE_LIMITS.addressMax, 'Address'),
    state: optionalText(PROFILE_LIMITS.placeMax, 'State'),
    city: optionalText(PROFILE_LIMITS.placeMax, 'City'),
    zipCode: optionalText(PROFILE_LIMITS.zipCodeMax, 'Zip code'),
    about: optionalText(PROFILE_LIMITS.aboutMax, 'About'),
    isPublic: z.boolean(),
  },
  { error: unknownKeys },
);
export type ProfileFormValues = z.infer<typeof profileFormSchema>;

/** PATCH /api/account/profile: any subset of the form's fields, nothing else. */
export const profilePatchBodySchema = z.partial(profileFormSchema);
export type ProfilePatchBody = z.infer<typeof profilePatchBodySchema>;

/** GET and PATCH answer: the whole user (the header shows the new name and avatar from it). */
export const profileResponseSchema = z.object({ user: userSchema });
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

export const passwordChangeBodySchema = z
  .object({
    currentPassword: z
      .string()
      .check(z.minLength(1, 'Current password is required'), z.maxLength(PASSWORD_MAX)),
    newPassword: z
      .string()
      .check(
        z.minLength(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`),
        z.maxLength(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
      ),
    confirmPassword: z.string().check(z.maxLength(PASSWORD_MAX)),
  })
  .check(
    z.refine((b) => b.newPassword === b.confirmPassword, {
      path: ['confirmPassword'],
      message: 'The passwords do not match',
    }),
    z.refine((b) => b.newPassword !== b.currentPassword, {
      path: ['newPassword'],
      message: 'The new password must differ from the current one',
    }),
  );
export type PasswordChangeBody = z.infer<typeof passwordChangeBodySchema>;

/**
 * POST /api/account/password and /api/account/sign-out-everywhere: every other session ends at
 * once (the user's token version moves on); this one carries on with the fresh token.
 */
export const freshTokenResponseSchema = z.object({ accessToken: z.string() });
export type FreshTokenResponse = z.infer<typeof freshTokenResponseSchema>;
