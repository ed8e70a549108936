import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './schema-columns';

export const USER_ROLES = ['admin', 'editor', 'viewer'] as const;
export const USER_STATUSES = ['active', 'pending', 'banned', 'rejected'] as const;
/** Why the token version last moved on: what a session it ended is told (auth/errors.ts). */
export const TOKEN_REVOKE_REASONS = [
  'password_changed',
  'signed_out_everywhere',
  'access_changed',
] as const;
export type TokenRevokeReason = (typeof TOKEN_REVOKE_REASONS)[number];

/** DESIGN §4 users. Email is unique case-insensitively (index on lower(email)). */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    displayName: text('display_name').notNull().default(''),
    photoUrl: text('photo_url'),
    phoneNumber: text('phone_number'),
    country: text('country'),
    address: text('address'),
    state: text('state'),
    city: text('city'),
    zipCode: text('zip_code'),
    about: text('about'),
    role: text('role', { enum: USER_ROLES }).notNull().default('viewer'),
    status: text('status', { enum: USER_STATUSES }).notNull().default('active'),
    isPublic: boolean('is_public').notNull().default(false),
    isVerified: boolean('is_verified').notNull().default(false),
    tokenVersion: integer('token_version').notNull().default(0),
    /** Null until the token version first moves on. */
    tokenRevokedReason: text('token_revoked_reason', { enum: TOKEN_REVOKE_REASONS }),
    /** The latest sign-in (a registration is one); null: the account never signed in. */
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    check('users_role_check', sql`${t.role} in ('admin', 'editor', 'viewer')`),
    check('users_status_check', sql`${t.status} in ('active', 'pending', 'banned', 'rejected')`),
    check(
      'users_token_revoked_reason_check',
      sql`${t.tokenRevokedReason} in ('password_changed', 'signed_out_everywhere', 'access_changed')`,
    ),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
