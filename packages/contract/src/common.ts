import { z } from 'zod/mini';

export * from './error-codes';

/**
 * One problem with one field of a request: where it is and what is wrong, in English (`message`)
 * and for clients to say in their language: `code`, zod's issue code (`too_small`,
 * `invalid_format`…) or, for a rule of the server's own, its error code (`auth.common_password`),
 * with what a zod issue names beyond its code: the kind of value, its limits, the format.
 */
export const errorIssueSchema = z.object({
  path: z.array(z.union([z.string(), z.number()])),
  message: z.string(),
  code: z.string(),
  origin: z.optional(z.string()),
  minimum: z.optional(z.number()),
  maximum: z.optional(z.number()),
  /** Whether the limit itself is allowed (`at least 1`) or not (`more than 0`). */
  inclusive: z.optional(z.boolean()),
  format: z.optional(z.string()),
  /**
   * A number field with two limits names both (numberRangeAt), so the rule is told as one range:
   * "must be between 1 and 1,000", or "more than 0 and at most 50,000".
   */
  range: z.optional(
    z.object({
      minimum: z.number(),
      maximum: z.number(),
      minimumInclusive: z.boolean(),
      maximumInclusive: z.boolean(),
    }),
  ),
});
export type ErrorIssue = z.infer<typeof errorIssueSchema>;

/**
 * Every error answer of the API: an English `message`, a stable `code` (error-codes.ts) that
 * clients translate, and for 400s the failing fields. Some codes carry more (a 409's `article`).
 */
export const errorResponseSchema = z.object({
  message: z.string(),
  code: z.string(),
  issues: z.optional(z.array(errorIssueSchema)),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** A write that answers nothing more than its success (a delete). */
export const okResponseSchema = z.object({ ok: z.literal(true) });

export const healthResponseSchema = z.object({ status: z.literal('ok') });
export type HealthResponse = z.infer<typeof healthResponseSchema>;
