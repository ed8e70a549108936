import type { DashboardItem } from '@keeling/contract';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type DashboardRow, dashboards } from '../../db/schema';

export interface DashboardValues {
  slug: string;
  title: string;
  description: string;
  items: DashboardItem[];
}

/** Takes a deleted chart out of every dashboard's items (inside the chart's delete). */
export async function removeChartFromDashboards(db: Db, chartId: string): Promise<void> {
  await db.execute(sql`
    update ${dashboards} set
      items = coalesce(
        (select jsonb_agg(e order by n) from jsonb_array_elements(${dashboards.items})
          with ordinality as t(e, n) where e->>'chartId' <> ${chartId}),
        '[]'::jsonb),
      updated_at = now()
    where ${dashboards.items} @> ${JSON.stringify([{ chartId }])}::jsonb`);
}

/** The dashboards whose items show any of these charts (id, slug, title; by title). */
export async function dashboardsShowingCharts(
  db: Db,
  chartIds: string[],
): Promise<{ id: string; slug: string; title: string }[]> {
  if (chartIds.length === 0) return [];
  return db
    .select({ id: dashboards.id, slug: dashboards.slug, title: dashboards.title })
    .from(dashboards)
    .where(
      sql`exists (select 1 from jsonb_array_elements(${dashboards.items}) as e
        where e->>'chartId' in (${sql.join(
          chartIds.map((id) => sql`${id}`),
          sql`, `,
        )}))`,
    )
    .orderBy(dashboards.title);
}

export function createDashboardsRepository(db: Db) {
  return {
    list(): Promise<DashboardRow[]> {
      return db.select().from(dashboards).orderBy(desc(dashboards.updatedAt), desc(dashboards.id));
    },

    async findById(id: string): Promise<DashboardRow | undefined> {
      const [row] = await db.select().from(dashboards).where(eq(dashboards.id, id)).limit(1);
      return row;
    },

    /** The exact slug, else one equal ignoring case (`/dashboard/project/co2` finds `Co2`). */
    async findBySlug(slug: string): Promise<DashboardRow | undefined> {
      const rows = await db
        .select()
        .from(dashboards)
        .where(sql`lower(${dashboards.slug}) = lower(${slug})`)
        .orderBy(sql`${dashboards.slug} = ${slug} desc`, dashboards.createdAt)
        .limit(1);
      return rows[0];
    },

    /** Slugs are unique ignoring case, so a link in any case names one dashboard. */
    async isSlugTaken(slug: string, exceptId?: string): Promise<boolean> {
      const rows = await db
        .select({ id: dashboards.id })
        .from(dashboards)
        .where(
          and(
            sql`lower(${dashboards.slug}) = lower(${slug})`,
            exceptId ? ne(dashboards.id, exceptId) : undefined,
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    async insert(values: DashboardValues, createdBy: string | null): Promise<DashboardRow> {
      const [row] = await db
        .insert(dashboards)
        .values({ ...values, createdBy })
        .returning();
      if (!row) throw new Error('Insert returned no row');
      return row;
    },

    async update(id: string, values: DashboardValues): Promise<DashboardRow | undefined> {
      const [row] = await db
        .update(dashboards)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(dashboards.id, id))
        .returning();
      return row;
    },

    async delete(id: string): Promise<boolean> {
      const rows = await db
        .delete(dashboards)
        .where(eq(dashboards.id, id))
        .returning({ id: dashboards.id });
      return rows.length > 0;
    },
  };
}
