import type { UserUpdateBody } from '@keeling/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type NewUserRow, type UserRow, users } from '../../db/schema';
import { lastAdmin, selfDelete, userNotFound } from './errors';

const isActiveAdmin = (u: Pick<UserRow, 'role' | 'status'>) =>
  u.role === 'admin' && u.status === 'active';

/**
 * Writes of the administration. Each change that could remove an active admin locks every
 * active admin row first (FOR UPDATE), so two admins demoting each other at the same moment
 * cannot leave none.
 */
export function createUserAdminRepository(db: Db) {
  type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

  async function lockAdminsAndTarget(tx: Tx, id: string) {
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'admin'), eq(users.status, 'active')))
      .for('update');
    const [target] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!target) throw userNotFound();
    return { activeAdmins: admins.length, target };
  }

  return {
    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    async insert(values: NewUserRow): Promise<UserRow> {
      const [row] = await db.insert(users).values(values).returning();
      if (!row) throw new Error('Insert returned no row');
      return row;
    },

    /**
     * Applies the change; a new role or status also moves the token version on, so the user's
     * sessions end on their next request. 409 when it would leave no active admin.
     */
    update(id: string, patch: UserUpdateBody): Promise<UserRow> {
      return db.transaction(async (tx) => {
        const { activeAdmins, target } = await lockAdminsAndTarget(tx, id);
        const next = { role: patch.role ?? target.role, status: patch.status ?? target.status };
        if (isActiveAdmin(target) && !isActiveAdmin(next) && activeAdmins <= 1) throw lastAdmin();
        const revoke = next.role !== target.role || next.status !== target.status;
        const [row] = await tx
          .update(users)
          .set({
            ...patch,
            ...(revoke
              ? {
                  tokenVersion: sql`${users.tokenVersion} + 1`,
                  tokenRevokedReason: 'access_changed' as const,
                }
              : {}),
            updatedAt: new Date(),
          })
          .where(eq(users.id, id))
          .returning();
        if (!row) throw userNotFound();
        return row;
      });
    },

    /** Deletes another user's account; never one's own, never the last active admin. */
    remove(id: string, actorId: string): Promise<void> {
      return db.transaction(async (tx) => {
        const { activeAdmins, target } = await lockAdminsAndTarget(tx, id);
        if (target.id === actorId) throw selfDelete();
        if (isActiveAdmin(target) && activeAdmins <= 1) throw lastAdmin();
        await tx.delete(users).where(eq(users.id, id));
      });
    },
  };
}
