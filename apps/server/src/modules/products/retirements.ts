import type {
  Retirement,
  RetirementBody,
  RetirementListQuery,
  RetirementListResponse,
} from '@keeling/contract';
import { RETIREMENT_LIMITS } from '@keeling/contract/constants';
import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  type OffsetRetirementRow,
  offsetRetirements,
  products,
  productVintages,
} from '../../db/schema';
import type { Cache } from '../../lib/cache';
import { notEnoughTonnes, productNotFound, retirementNotFound, unknownVintage } from './errors';

const toRetirement = (row: OffsetRetirementRow): Retirement => ({
  id: row.id,
  productId: row.productId,
  productName: row.productName,
  vintage: row.vintage,
  tonnes: row.tonnes,
  priceMinor: row.priceMinor,
  costMinor: Math.round(row.tonnes * row.priceMinor),
  currency: row.currency,
  status: row.status,
  serialNumbers: row.serialNumbers,
  retiredOn: row.retiredOn,
  createdAt: row.createdAt.toISOString(),
});

/** Sums to the kilogram: 0.1 + 0.2 reads 0.3. */
const tonnesSum = (values: number[]) =>
  Math.round(values.reduce((sum, v) => sum + v, 0) * 1000) / 1000;

/**
 * "Cover our travel" (issue 35): the team's ledger of offset credits. Recording one takes its
 * tonnes from the vintage's availability in the same transaction (refused when fewer are left);
 * removing one gives them back while the product exists. Every member reads the ledger; editors
 * and admins write it (the routes' guard).
 */
export function createRetirements({ db, cache }: { db: Db; cache: Cache }) {
  const written = () => cache.invalidate('products');
  return {
    async list(query: RetirementListQuery): Promise<RetirementListResponse> {
      const rows = await db
        .select()
        .from(offsetRetirements)
        .where(
          and(
            query.from ? gte(offsetRetirements.retiredOn, query.from) : undefined,
            query.to ? lte(offsetRetirements.retiredOn, query.to) : undefined,
          ),
        )
        .orderBy(desc(offsetRetirements.retiredOn), asc(offsetRetirements.createdAt))
        .limit(RETIREMENT_LIMITS.listMax);
      const retirements = rows.map(toRetirement);
      const of = (status: Retirement['status']) =>
        tonnesSum(retirements.filter((r) => r.status === status).map((r) => r.tonnes));
      return { retirements, retiredTonnes: of('retired'), plannedTonnes: of('planned') };
    },

    /** A vintage of a published product, priced as the catalogue prices it now. */
    async create(body: RetirementBody, userId: string): Promise<Retirement> {
      const row = await db.transaction(async (tx) => {
        const [product] = await tx
          .select({ name: products.name, currency: products.currency, status: products.status })
          .from(products)
          .where(eq(products.id, body.productId));
        if (!product || product.status !== 'published') throw productNotFound();
        const [vintage] = await tx
          .select({ priceMinor: productVintages.priceMinor })
          .from(productVintages)
          .where(
            and(
              eq(productVintages.productId, body.productId),
              eq(productVintages.year, body.vintage),
            ),
          );
        if (!vintage) throw unknownVintage();
        const taken = await tx
          .update(productVintages)
          .set({ tonnesAvailable: sql`${productVintages.tonnesAvailable} - ${body.tonnes}` })
          .where(
            and(
              eq(productVintages.productId, body.productId),
              eq(productVintages.year, body.vintage),
              gte(productVintages.tonnesAvailable, body.tonnes),
            ),
          )
          .returning({ year: productVintages.year });
        if (taken.length === 0) throw notEnoughTonnes();
        const [inserted] = await tx
          .insert(offsetRetirements)
          .values({
            productId: body.productId,
            productName: product.name,
            vintage: body.vintage,
            tonnes: body.tonnes,
            priceMinor: vintage.priceMinor,
            currency: product.currency,
            status: body.status,
            serialNumbers: body.serialNumbers,
            retiredOn: body.retiredOn,
            createdBy: userId,
          })
          .returning();
        if (!inserted) throw new Error('insert returned no row');
        return inserted;
      });
      await written();
      return toRetirement(row);
    },

    async remove(id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .delete(offsetRetirements)
          .where(eq(offsetRetirements.id, id))
          .returning();
        if (!row) throw retirementNotFound();
        if (row.productId)
          await tx
            .update(productVintages)
            .set({ tonnesAvailable: sql`${productVintages.tonnesAvailable} + ${row.tonnes}` })
            .where(
              and(
                eq(productVintages.productId, row.productId),
                eq(productVintages.year, row.vintage),
              ),
            );
      });
      await written();
    },
  };
}

export type RetirementsService = ReturnType<typeof createRetirements>;
