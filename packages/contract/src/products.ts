import { z } from 'zod/mini';
import { IMAGE_URL_PATTERN } from './blog-constants';
import { errorResponseSchema } from './common';
import { isCountryCode } from './countries';
import {
  PRODUCT_CURRENCIES,
  PRODUCT_LIMITS,
  PRODUCT_MECHANISMS,
  PRODUCT_REGISTRIES,
  PRODUCT_SORTS,
  PRODUCT_STATUSES,
  PRODUCT_TECHNOLOGIES,
} from './product-constants';

export * from './product-constants';

// A catalogue of carbon removal and avoidance credits (issue 35). Prices are per tonne CO2e, in
// minor units of the product's currency, per vintage; tonnes are what is available to retire.

const int = z.int();
const L = PRODUCT_LIMITS;
const trimmed = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const required = (max: number, label: string) =>
  z.string().check(z.trim(), z.minLength(1, `${label} is required`), z.maxLength(max));

export const productMechanismSchema = z.enum(PRODUCT_MECHANISMS);
export const productTechnologySchema = z.enum(PRODUCT_TECHNOLOGIES);
export const productRegistrySchema = z.enum(PRODUCT_REGISTRIES);
export const productStatusSchema = z.enum(PRODUCT_STATUSES);
export const productCurrencySchema = z.enum(PRODUCT_CURRENCIES);

const countrySchema = z
  .string()
  .check(z.trim(), z.refine(isCountryCode, 'Must be an ISO 3166-1 alpha-2 country code'));

export const productVintageSchema = z.object({
  year: int.check(z.minimum(L.vintageMin), z.maximum(L.vintageMax)),
  /** Per tonne CO2e, in minor units (cents) of the product's currency. */
  priceMinor: int.check(z.minimum(0), z.maximum(L.priceMinorMax)),
  tonnesAvailable: z.number().check(z.minimum(0), z.maximum(L.tonnesMax)),
});
export type ProductVintage = z.infer<typeof productVintageSchema>;

export const productDocumentSchema = z.object({
  title: required(L.textMax, 'Title'),
  url: z.string().check(z.regex(/^(https?:\/\/[^\s"'<>]+|\/uploads\/[a-z0-9]+\.[a-z0-9]+)$/)),
});

const productFields = {
  name: required(L.nameMax, 'Name'),
  mechanism: productMechanismSchema,
  technology: productTechnologySchema,
  registry: productRegistrySchema,
  registryProjectId: trimmed(L.textMax),
  methodology: trimmed(L.textMax),
  country: countrySchema,
  currency: productCurrencySchema,
  vintages: z.array(productVintageSchema).check(z.maxLength(L.vintagesMax)),
  /** Years the stored carbon is expected to stay out of the air (null: not stated). */
  permanenceYears: z.nullable(int.check(z.minimum(0), z.maximum(L.permanenceYearsMax))),
  certifications: z
    .array(required(L.textMax, 'Certification'))
    .check(z.maxLength(L.certificationsMax)),
  /** Sanitised HTML (the blog's rich text). */
  description: z.string().check(z.maxLength(L.descriptionMax)),
  images: z
    .array(z.string().check(z.regex(IMAGE_URL_PATTERN, 'Must be an http(s) URL or an upload')))
    .check(z.maxLength(L.imagesMax)),
  documents: z.array(productDocumentSchema).check(z.maxLength(L.documentsMax)),
  status: productStatusSchema,
  /** An illustration, not an offer: the page says so on the product. */
  example: z.boolean(),
};

export const productSchema = z.object({
  id: z.string(),
  ...productFields,
  /** The lowest vintage price (null: no vintage), for lists and sorting. */
  priceFromMinor: z.nullable(int),
  tonnesAvailable: z.number(),
  version: int,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

/** Lists carry everything but the description, documents and all but the first image. */
export const productListItemSchema = z.omit(productSchema, { description: true, documents: true });
export type ProductListItem = z.infer<typeof productListItemSchema>;

/** POST /api/products and PUT /api/products/:id (with the version it started from). */
export const productBodySchema = z.object({
  ...productFields,
  registryProjectId: z._default(productFields.registryProjectId, ''),
  methodology: z._default(productFields.methodology, ''),
  vintages: z._default(productFields.vintages, []),
  permanenceYears: z._default(productFields.permanenceYears, null),
  certifications: z._default(productFields.certifications, []),
  description: z._default(productFields.description, ''),
  images: z._default(productFields.images, []),
  documents: z._default(productFields.documents, []),
  status: z._default(productFields.status, 'draft'),
  example: z._default(productFields.example, false),
});
export type ProductBody = z.infer<typeof productBodySchema>;
export type ProductBodyInput = z.input<typeof productBodySchema>;

/** PUT: the whole product and the version the editor started from (409 when stale). */
export const productUpdateBodySchema = z.extend(productBodySchema, {
  version: int.check(z.minimum(1)),
});
export type ProductUpdateBody = z.infer<typeof productUpdateBodySchema>;

const optionalNumber = (min: number, max: number) =>
  z.optional(z.coerce.number().check(z.int(), z.minimum(min), z.maximum(max)));

export const productListQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1),
  size: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(L.pageSizeMax)),
    L.pageSizeDefault,
  ),
  search: z.optional(trimmed(L.searchMax)),
  mechanism: z.optional(productMechanismSchema),
  technology: z.optional(productTechnologySchema),
  registry: z.optional(productRegistrySchema),
  country: z.optional(countrySchema),
  /** Has this vintage (with tonnes available). */
  vintage: optionalNumber(L.vintageMin, L.vintageMax),
  /** Has a vintage priced within this range, in minor units (with `currency` when given). */
  priceMin: optionalNumber(0, L.priceMinorMax),
  priceMax: optionalNumber(0, L.priceMinorMax),
  currency: z.optional(productCurrencySchema),
  /** Editors and admins only; others see published products. */
  status: z.optional(productStatusSchema),
  sort: z._default(z.enum(PRODUCT_SORTS), 'name'),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;
export type ProductListQueryInput = z.input<typeof productListQuerySchema>;

export const productListResponseSchema = z.object({
  products: z.array(productListItemSchema),
  total: int,
  page: int,
  size: int,
});
export type ProductListResponse = z.infer<typeof productListResponseSchema>;

export const productDetailsQuerySchema = z.object({ productId: z.uuid('Must be a valid id') });
export const productIdParamsSchema = z.object({ id: z.uuid('Must be a valid id') });

export const productResponseSchema = z.object({ product: productSchema });
export type ProductResponse = z.infer<typeof productResponseSchema>;

export const productSearchQuerySchema = z.object({
  query: z.string().check(z.trim(), z.minLength(1), z.maxLength(L.searchMax)),
});
export const productSearchResponseSchema = z.object({ results: z.array(productListItemSchema) });
export type ProductSearchResponse = z.infer<typeof productSearchResponseSchema>;

/** 409 on a stale version: the product as it is now. */
export const productConflictResponseSchema = z.extend(errorResponseSchema, {
  product: z.optional(productSchema),
});

/** A vintage as a person types it: the price per tonne in major units (e.g. 150.50). */
export const productFormVintageSchema = z.object({
  year: productVintageSchema.shape.year,
  price: z.number().check(z.minimum(0), z.maximum(L.priceMinorMax / 100)),
  tonnesAvailable: productVintageSchema.shape.tonnesAvailable,
});

/** The editor's form: the body with prices in major units (the web sends them in minor units). */
export const productFormSchema = z.object({
  ...productFields,
  vintages: z.array(productFormVintageSchema).check(z.maxLength(L.vintagesMax)),
});
export type ProductFormValues = z.infer<typeof productFormSchema>;
