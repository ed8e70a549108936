import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type NewUserRow, type UserRow, users } from '../../db/schema';

export type ProfileColumns = Pick<
  NewUserRow,
  | 'displayName'
  | 'firstName'
  | 'lastName'
  | 'photoUrl'
  | 'phoneNumber'
  | 'country'
  | 'address'
  | 'state'
  | 'city'
  | 'zipCode'
  | 'about'
  | 'isPublic'
>;

/** Writes of a user's own record: only the profile columns, or the password. */
export function createProfileRepository(db: Db) {
  return {
    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    async updateProfile(id: string, values: ProfileColumns): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },

    /**
     * A new token version, with the new password hash when given, in one write: every token
     * issued so far stops working, and tells why (password changed, or signed out everywhere).
     */
    async renewTokens(id: string, passwordHash?: string): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({
          ...(passwordHash ? { passwordHash } : {}),
          tokenVersion: sql`${users.tokenVersion} + 1`,
          tokenRevokedReason: passwordHash ? 'password_changed' : 'signed_out_everywhere',
          updatedAt: new Date(),
        })
        .where(eq(users.id, id))
        .returning();
      return row;
    },
  };
}

export type ProfileRepository = ReturnType<typeof createProfileRepository>;
