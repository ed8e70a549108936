import { z } from 'zod/mini';
import { IMAGE_URL_PATTERN } from './blog-constants';
import { errorResponseSchema } from './common';
import {
  PRODUCT_CURRENCIES,
  PRODUCT_LIMITS,
  PRODUCT_MECHANISMS,
  PRODUCT_REGISTRIES,
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

/**
 * A country as the server answers it: checked against the list when written (product-bodies.ts),
 * so an answer is read by its shape only and the catalogue's pages do not load the whole country
 * list (size budget).
 */
const countryCodeSchema = z.string().check(z.regex(/^[A-Z]{2}$/));

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

/** A product's fields as answered; bodies check the country against the list. */
export const productFields = {
  name: required(L.nameMax, 'Name'),
  mechanism: productMechanismSchema,
  technology: productTechnologySchema,
  registry: productRegistrySchema,
  registryProjectId: trimmed(L.textMax),
  methodology: trimmed(L.textMax),
  country: countryCodeSchema,
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
