import type {
  Product,
  ProductBody,
  ProductListItem,
  ProductListQuery,
  ProductListResponse,
  ProductStatus,
  ProductUpdateBody,
} from '@keeling/contract';
import type { Db } from '../../db/client';
import type { Cache } from '../../lib/cache';
import { sanitizeRichText } from '../../lib/rich-text';
import { toPrefixTsQuery } from '../blog/service';
import { duplicateVintage, productNotFound, versionConflict } from './errors';
import { createProductsRepository, type ProductFilter, type ProductValues } from './repository';
import { createRetirements } from './retirements';
import { toListItem, toProduct } from './serialize';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Who is asking: editors and admins see drafts and write; viewers read published products. */
export interface ProductActor {
  id: string;
  role: 'admin' | 'editor' | 'viewer';
}

const canEdit = (actor: ProductActor) => actor.role === 'admin' || actor.role === 'editor';
const visibleTo = (actor: ProductActor): ProductStatus[] =>
  canEdit(actor) ? ['published', 'draft'] : ['published'];

const unique = (values: string[]) => [...new Set(values)];

export interface ProductsServiceDeps {
  db: Db;
  cache: Cache;
}

/** Issue 35: the catalogue of carbon removal and avoidance credits. */
export function createProductsService({ db, cache }: ProductsServiceDeps) {
  const repo = createProductsRepository(db);
  const written = () => cache.invalidate('products');

  function filterOf(query: Partial<ProductListQuery>, actor: ProductActor): ProductFilter {
    const visible = visibleTo(actor);
    return {
      ...query,
      // A viewer asking for drafts finds none: the filter only narrows what they may see.
      visible,
      tsQuery: query.search ? toPrefixTsQuery(query.search) : null,
    };
  }

  async function load(id: string, actor: ProductActor): Promise<Product> {
    const row = UUID.test(id) ? await repo.findById(id) : undefined;
    if (!row || !visibleTo(actor).includes(row.product.status)) throw productNotFound();
    return toProduct(row);
  }

  function valuesOf(body: ProductBody): ProductValues {
    const years = body.vintages.map((v) => v.year);
    if (new Set(years).size !== years.length) throw duplicateVintage();
    return {
      name: body.name,
      mechanism: body.mechanism,
      technology: body.technology,
      registry: body.registry,
      registryProjectId: body.registryProjectId,
      methodology: body.methodology,
      country: body.country,
      currency: body.currency,
      permanenceYears: body.permanenceYears,
      certifications: unique(body.certifications),
      description: sanitizeRichText(body.description),
      images: unique(body.images),
      documents: body.documents,
      status: body.status,
      example: body.example,
    };
  }

  return {
    repo,
    /** "Cover our travel": the team's ledger of offset credits. */
    retirements: createRetirements({ db, cache }),

    async list(query: ProductListQuery, actor: ProductActor): Promise<ProductListResponse> {
      const filter = filterOf(query, actor);
      const [rows, total] = await Promise.all([
        repo.list(filter, query.sort, query.size, (query.page - 1) * query.size),
        repo.count(filter),
      ]);
      return { products: rows.map(toListItem), total, page: query.page, size: query.size };
    },

    async search(text: string, limit: number, actor: ProductActor): Promise<ProductListItem[]> {
      const filter = filterOf({ search: text }, actor);
      if (!filter.tsQuery) return [];
      return (await repo.list(filter, 'name', limit)).map(toListItem);
    },

    details: load,

    async create(body: ProductBody, actor: ProductActor): Promise<Product> {
      const id = await repo.insert(valuesOf(body), body.vintages, actor.id);
      await written();
      return load(id, actor);
    },

    /** Replaces a product when `version` is the one the editor started from; else 409. */
    async update(id: string, body: ProductUpdateBody, actor: ProductActor): Promise<Product> {
      const before = await load(id, actor);
      const values = valuesOf(body);
      if (body.version !== before.version) throw versionConflict(before);
      const updated = await repo.updateIfVersion(id, body.version, values, body.vintages);
      if (!updated) throw versionConflict(await load(id, actor));
      await written();
      return load(id, actor);
    },

    async delete(id: string): Promise<void> {
      if (!UUID.test(id) || !(await repo.delete(id))) throw productNotFound();
      await written();
    },
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
