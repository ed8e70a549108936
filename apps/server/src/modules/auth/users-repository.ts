import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type NewUserRow, type TokenRevokeReason, type UserRow, users } from '../../db/schema';

/** Queries on the users table. Emails are matched case-insensitively (index on lower(email)). */
export function createUsersRepository(db: Db) {
  return {
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`)
        .limit(1);
      return row;
    },

    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    async insert(values: NewUserRow): Promise<UserRow> {
      const [row] = await db.insert(users).values(values).returning();
      if (!row) throw new Error('Insert returned no row');
      return row;
    },

    /** Makes every token issued so far invalid (password change, ban, role change), saying why. */
    async bumpTokenVersion(id: string, reason: TokenRevokeReason): Promise<void> {
      await db
        .update(users)
        .set({
          tokenVersion: sql`${users.tokenVersion} + 1`,
          tokenRevokedReason: reason,
          updatedAt: new Date(),
        })
        .where(eq(users.id, id));
    },

    /** The account signed in now (a first sign-in is told by the column being null before). */
    async recordSignIn(id: string): Promise<void> {
      await db.update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, id));
    },

    async count(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
      return row?.n ?? 0;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
