import { z } from 'zod/mini';
import { chartDataResponseSchema } from './charts';
import { co2ResponseSchema } from './co2';
import { dashboardSchema } from './dashboards';

// Public read-only links (issue 34 item 7): an editor or admin shares one dashboard (the CO2
// page is the dashboard `Co2`) through a random token, revocable, with an optional expiry and,
// for embedding in another site, a list of origins allowed to frame it. Anyone with the link
// reads that view, its charts' data and the CO2 figures it shows, signed out; nothing else.

export const PUBLIC_LINK_LIMITS = {
  frameAncestorsMax: 10,
  /** Tokens are 32 random bytes in base64url (43 characters). */
  tokenLength: 43,
} as const;

/** An origin allowed to show the view in a frame: `https://example.org` (a port allowed). */
export const frameOriginSchema = z
  .string()
  .check(
    z.maxLength(200),
    z.regex(
      /^https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i,
      'An origin such as https://example.org',
    ),
  );

export const publicLinkSchema = z.object({
  id: z.string(),
  token: z.string(),
  dashboardId: z.string(),
  dashboardSlug: z.string(),
  dashboardTitle: z.string(),
  /** After this moment the link answers 404 (null: until revoked). */
  expiresAt: z.nullable(z.string()),
  frameAncestors: z.array(z.string()),
  createdAt: z.string(),
  /** Who made it (their display name), when they still exist. */
  createdBy: z.nullable(z.string()),
});
export type PublicLink = z.infer<typeof publicLinkSchema>;

export const publicLinkCreateBodySchema = z.object({
  dashboardId: z.uuid('Must be a valid id'),
  expiresAt: z.optional(z.nullable(z.iso.datetime({ offset: true }))),
  frameAncestors: z._default(
    z.array(frameOriginSchema).check(z.maxLength(PUBLIC_LINK_LIMITS.frameAncestorsMax)),
    [],
  ),
});
export type PublicLinkCreateBody = z.input<typeof publicLinkCreateBodySchema>;

export const publicLinkResponseSchema = z.object({ link: publicLinkSchema });
export const publicLinkListResponseSchema = z.object({ links: z.array(publicLinkSchema) });
export const publicLinkIdParamsSchema = z.object({ id: z.uuid('Must be a valid id') });

export const publicTokenParamsSchema = z.object({
  token: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'Unknown link')),
});
export const publicChartParamsSchema = z.object({
  token: publicTokenParamsSchema.shape.token,
  chartId: z.uuid('Must be a valid id'),
});

/** What a public link shows: its dashboard, and whether the CO2 figures go above it. */
export const publicViewResponseSchema = z.object({
  dashboard: dashboardSchema,
  co2: z.boolean(),
  expiresAt: z.nullable(z.string()),
});
export type PublicView = z.infer<typeof publicViewResponseSchema>;

export {
  chartDataResponseSchema as publicChartDataResponseSchema,
  co2ResponseSchema as publicCo2ResponseSchema,
};
