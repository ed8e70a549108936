import { z } from 'zod/mini';
import { chartSchema } from './charts';

// Dashboards: an ordered list of charts with their sizes, under a slug
// (`/dashboard/project/{slug}`; the seeded CO2 project page is `Co2`).

export const DASHBOARD_ITEM_WIDTHS = [4, 6, 8, 12] as const;
export const DASHBOARD_ITEM_HEIGHTS = ['small', 'medium', 'large'] as const;

export const DASHBOARD_LIMITS = { titleMax: 200, descriptionMax: 2000, itemsMax: 40 } as const;

export const dashboardItemSchema = z.object({
  chartId: z.uuid('Must be a valid id'),
  /** Columns of a 12-column grid on wide screens (full width on phones). */
  width: z.union(DASHBOARD_ITEM_WIDTHS.map((w) => z.literal(w))),
  height: z.enum(DASHBOARD_ITEM_HEIGHTS),
});
export type DashboardItem = z.infer<typeof dashboardItemSchema>;

export const dashboardBodySchema = z.object({
  slug: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Slug is required'),
      z.maxLength(120),
      z.regex(/^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/, 'Use letters, digits and single hyphens'),
    ),
  title: z
    .string()
    .check(z.trim(), z.minLength(1, 'Title is required'), z.maxLength(DASHBOARD_LIMITS.titleMax)),
  description: z.string().check(z.trim(), z.maxLength(DASHBOARD_LIMITS.descriptionMax)),
  items: z.array(dashboardItemSchema).check(z.maxLength(DASHBOARD_LIMITS.itemsMax)),
});
export type DashboardBody = z.infer<typeof dashboardBodySchema>;

export const dashboardSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  chartCount: z.int(),
  updatedAt: z.string(),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

export const dashboardSchema = z.extend(dashboardSummarySchema, {
  items: z.array(dashboardItemSchema),
  /** The charts the items name, each once. */
  charts: z.array(chartSchema),
  createdAt: z.string(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const dashboardListResponseSchema = z.object({ items: z.array(dashboardSummarySchema) });
export const dashboardResponseSchema = z.object({ dashboard: dashboardSchema });
export const dashboardSlugParamsSchema = z.object({
  slug: z.string().check(z.minLength(1), z.maxLength(120)),
});
export const dashboardIdParamsSchema = z.object({ id: z.uuid('Must be a valid id') });
