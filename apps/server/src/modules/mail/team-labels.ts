import { MAIL_LIMITS, type MailTeamLabel, type MailTeamLabelBody } from '@keeling/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { mailTeamLabels } from '../../db/schema';
import { teamLabelNotFound, teamLabelTaken } from './errors';

export type TeamLabelRow = typeof mailTeamLabels.$inferSelect;

/**
 * The team's mail labels (issue 35): made and removed by admins (the routes' guard), listed to
 * everyone; each person puts them on their own copies only (the mail repository's `relabel`).
 */
export function createMailTeamLabels(db: Db) {
  return {
    async all(): Promise<TeamLabelRow[]> {
      return db
        .select()
        .from(mailTeamLabels)
        .orderBy(asc(sql`lower(${mailTeamLabels.name})`))
        .limit(MAIL_LIMITS.teamLabelsMax);
    },

    async exists(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: mailTeamLabels.id })
        .from(mailTeamLabels)
        .where(eq(mailTeamLabels.id, id));
      return row !== undefined;
    },

    async create(body: MailTeamLabelBody): Promise<MailTeamLabel> {
      try {
        const [row] = await db
          .insert(mailTeamLabels)
          .values({ name: body.name, color: body.color })
          .returning();
        if (!row) throw new Error('insert returned no row');
        return { id: row.id, name: row.name, color: row.color, unreadCount: 0, total: 0 };
      } catch (error) {
        if (isUniqueViolation(error)) throw teamLabelTaken();
        throw error;
      }
    },

    /** Removed from every copy it was on too (the foreign key cascades). */
    async remove(id: string): Promise<void> {
      const rows = await db
        .delete(mailTeamLabels)
        .where(eq(mailTeamLabels.id, id))
        .returning({ id: mailTeamLabels.id });
      if (rows.length === 0) throw teamLabelNotFound();
    },
  };
}
