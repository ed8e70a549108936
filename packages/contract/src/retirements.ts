import { z } from 'zod/mini';
import { RETIREMENT_LIMITS, RETIREMENT_STATUSES } from './product-constants';
import { productCurrencySchema } from './products';

// "Cover our travel" (issue 35): the team's ledger of offset credits planned or retired against
// its travel footprint, read beside the travel page's total for the same period.

const isoDate = z.iso.date('Must be a date (YYYY-MM-DD)');
const L = RETIREMENT_LIMITS;

export const retirementStatusSchema = z.enum(RETIREMENT_STATUSES);

export const retirementSchema = z.object({
  id: z.string(),
  /** null once the product was deleted from the catalogue (its name is kept). */
  productId: z.nullable(z.string()),
  productName: z.string(),
  vintage: z.int(),
  tonnes: z.number(),
  /** Per tonne, in minor units of `currency`, as the vintage was priced when recorded. */
  priceMinor: z.int(),
  /** tonnes × price, rounded to the minor unit. */
  costMinor: z.int(),
  currency: productCurrencySchema,
  status: retirementStatusSchema,
  serialNumbers: z.string(),
  retiredOn: z.string(),
  createdAt: z.string(),
});
export type Retirement = z.infer<typeof retirementSchema>;

/** GET /api/retirements: those dated within the period (all when open). */
export const retirementListQuerySchema = z
  .object({ from: z.optional(isoDate), to: z.optional(isoDate) })
  .check(
    z.refine((q) => !q.from || !q.to || q.from <= q.to, {
      path: ['to'],
      message: 'The end of the range must not be before its start',
    }),
  );
export type RetirementListQuery = z.infer<typeof retirementListQuerySchema>;

export const retirementListResponseSchema = z.object({
  retirements: z.array(retirementSchema),
  /** Tonnes CO2e retired (done) and planned within the period. */
  retiredTonnes: z.number(),
  plannedTonnes: z.number(),
});
export type RetirementListResponse = z.infer<typeof retirementListResponseSchema>;

/** POST /api/retirements (editors and admins): a vintage of a published product. */
export const retirementBodySchema = z.object({
  productId: z.uuid('Must be a valid id'),
  vintage: z.int(),
  tonnes: z.number().check(z.gt(0, 'Tonnes must be more than 0'), z.maximum(L.tonnesMax)),
  status: retirementStatusSchema,
  serialNumbers: z._default(z.string().check(z.trim(), z.maxLength(L.serialNumbersMax)), ''),
  retiredOn: isoDate,
});
export type RetirementBody = z.infer<typeof retirementBodySchema>;
export type RetirementInput = z.input<typeof retirementBodySchema>;

export const retirementResponseSchema = z.object({ retirement: retirementSchema });
export const retirementIdParamsSchema = z.object({ id: z.uuid('Must be a valid id') });
