import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dashboards, type PublicLinkRow, publicLinks, users } from '../../db/schema';

export interface PublicLinkListed extends PublicLinkRow {
  dashboardSlug: string;
  dashboardTitle: string;
  creatorName: string | null;
}

/** The rows of `public_links`. */
export function createPublicLinksRepository(db: Db) {
  const listed = () =>
    db
      .select({
        link: publicLinks,
        dashboardSlug: dashboards.slug,
        dashboardTitle: dashboards.title,
        creatorName: users.displayName,
      })
      .from(publicLinks)
      .innerJoin(dashboards, eq(dashboards.id, publicLinks.dashboardId))
      .leftJoin(users, eq(users.id, publicLinks.createdBy));
  const flat = (row: {
    link: PublicLinkRow;
    dashboardSlug: string;
    dashboardTitle: string;
    creatorName: string | null;
  }): PublicLinkListed => ({
    ...row.link,
    dashboardSlug: row.dashboardSlug,
    dashboardTitle: row.dashboardTitle,
    creatorName: row.creatorName,
  });

  return {
    /** Newest first. */
    list: async () => (await listed().orderBy(desc(publicLinks.createdAt))).map(flat),

    async byId(id: string): Promise<PublicLinkListed | null> {
      const [row] = await listed().where(eq(publicLinks.id, id));
      return row ? flat(row) : null;
    },

    async byToken(token: string): Promise<PublicLinkRow | null> {
      const [row] = await db.select().from(publicLinks).where(eq(publicLinks.token, token));
      return row ?? null;
    },

    async insert(values: typeof publicLinks.$inferInsert): Promise<string> {
      const [row] = await db.insert(publicLinks).values(values).returning({ id: publicLinks.id });
      if (!row) throw new Error('Insert returned no row');
      return row.id;
    },

    async remove(id: string): Promise<boolean> {
      const rows = await db
        .delete(publicLinks)
        .where(eq(publicLinks.id, id))
        .returning({ id: publicLinks.id });
      return rows.length > 0;
    },
  };
}
