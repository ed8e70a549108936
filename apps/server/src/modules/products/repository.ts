import type { ProductListQuery, ProductStatus, ProductVintage } from '@keeling/contract';
import { and, asc, desc, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type NewProductRow, type ProductRow, products, productVintages } from '../../db/schema';

const { search: _search, ...productColumns } = getTableColumns(products);

export type ProductRecord = Omit<ProductRow, 'search'>;
export type ProductValues = Omit<
  NewProductRow,
  'id' | 'search' | 'createdAt' | 'updatedAt' | 'version' | 'createdBy'
>;
export interface ProductWithVintages {
  product: ProductRecord;
  vintages: ProductVintage[];
}

export interface ProductFilter
  extends Pick<
    ProductListQuery,
    | 'mechanism'
    | 'technology'
    | 'registry'
    | 'country'
    | 'vintage'
    | 'priceMin'
    | 'priceMax'
    | 'currency'
  > {
  /** The statuses the caller may see. */
  visible: readonly ProductStatus[];
  status?: ProductStatus;
  /** A to_tsquery text built by toPrefixTsQuery (never raw input). */
  tsQuery: string | null;
}

const tsQuery = (text: string) => sql`to_tsquery('english', ${text})`;
const priceFrom = sql<
  number | null
>`(select min(v.price_minor) from ${productVintages} v where v.product_id = ${products.id})`;

function where(f: ProductFilter): SQL | undefined {
  const vintageMatch = and(
    f.vintage !== undefined ? sql`v.year = ${f.vintage} and v.tonnes_available > 0` : undefined,
    f.priceMin !== undefined ? sql`v.price_minor >= ${f.priceMin}` : undefined,
    f.priceMax !== undefined ? sql`v.price_minor <= ${f.priceMax}` : undefined,
  );
  return and(
    inArray(products.status, [...f.visible]),
    f.status ? eq(products.status, f.status) : undefined,
    f.mechanism ? eq(products.mechanism, f.mechanism) : undefined,
    f.technology ? eq(products.technology, f.technology) : undefined,
    f.registry ? eq(products.registry, f.registry) : undefined,
    f.country ? eq(products.country, f.country) : undefined,
    f.currency ? eq(products.currency, f.currency) : undefined,
    vintageMatch
      ? sql`exists (select 1 from ${productVintages} v where v.product_id = ${products.id} and ${vintageMatch})`
      : undefined,
    f.tsQuery ? sql`${products.search} @@ ${tsQuery(f.tsQuery)}` : undefined,
  );
}

function orderBy(sort: ProductListQuery['sort'], search: string | null): SQL[] {
  const byName = [asc(products.name), asc(products.id)];
  const order: Record<ProductListQuery['sort'], SQL[]> = {
    name: byName,
    price_asc: [sql`${priceFrom} asc nulls last`, ...byName],
    price_desc: [sql`${priceFrom} desc nulls last`, ...byName],
    newest: [desc(products.createdAt), asc(products.id)],
  };
  const rank = search ? [desc(sql`ts_rank(${products.search}, ${tsQuery(search)})`)] : [];
  return [...rank, ...order[sort]];
}

/** Queries on products and product_vintages. */
export function createProductsRepository(db: Db) {
  async function withVintages(rows: ProductRecord[]): Promise<ProductWithVintages[]> {
    if (rows.length === 0) return [];
    const vintages = await db
      .select()
      .from(productVintages)
      .where(
        inArray(
          productVintages.productId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(productVintages.year));
    return rows.map((product) => ({
      product,
      vintages: vintages
        .filter((v) => v.productId === product.id)
        .map(({ year, priceMinor, tonnesAvailable }) => ({ year, priceMinor, tonnesAvailable })),
    }));
  }

  return {
    async list(filter: ProductFilter, sort: ProductListQuery['sort'], limit: number, offset = 0) {
      const rows = await db
        .select(productColumns)
        .from(products)
        .where(where(filter))
        .orderBy(...orderBy(sort, filter.tsQuery))
        .limit(limit)
        .offset(offset);
      return withVintages(rows);
    },

    async count(filter: ProductFilter): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(products)
        .where(where(filter));
      return row?.n ?? 0;
    },

    async findById(id: string): Promise<ProductWithVintages | undefined> {
      const rows = await db.select(productColumns).from(products).where(eq(products.id, id));
      return (await withVintages(rows))[0];
    },

    async insert(values: ProductValues, vintages: ProductVintage[], createdBy: string) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(products)
          .values({ ...values, createdBy })
          .returning({ id: products.id });
        if (!row) throw new Error('insert returned no row');
        if (vintages.length > 0) {
          await tx
            .insert(productVintages)
            .values(vintages.map((v) => ({ ...v, productId: row.id })));
        }
        return row.id;
      });
    },

    /** Replaces the product and its vintages when `version` is still current. */
    async updateIfVersion(
      id: string,
      version: number,
      values: ProductValues,
      vintages: ProductVintage[],
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(products)
          .set({ ...values, version: sql`${products.version} + 1`, updatedAt: new Date() })
          .where(and(eq(products.id, id), eq(products.version, version)))
          .returning({ id: products.id });
        if (!row) return false;
        await tx.delete(productVintages).where(eq(productVintages.productId, id));
        if (vintages.length > 0) {
          await tx.insert(productVintages).values(vintages.map((v) => ({ ...v, productId: id })));
        }
        return true;
      });
    },

    async delete(id: string): Promise<boolean> {
      const rows = await db
        .delete(products)
        .where(eq(products.id, id))
        .returning({ id: products.id });
      return rows.length > 0;
    },
  };
}

export type ProductsRepository = ReturnType<typeof createProductsRepository>;
