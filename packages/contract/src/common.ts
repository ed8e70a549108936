import { z } from 'zod/mini';

export * from './error-codes';

/** One problem with one field of a request: where it is and what is wrong. */
export const errorIssueSchema = z.object({
  path: z.array(z.union([z.string(), z.number()])),
  message: z.string(),
});

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
