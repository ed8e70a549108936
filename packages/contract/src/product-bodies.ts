import { z } from 'zod/mini';
import { isCountryCode } from './countries';
import { PRODUCT_LIMITS, PRODUCT_SORTS } from './product-constants';
import {
  productFields as answerFields,
  productCurrencySchema,
  productMechanismSchema,
  productRegistrySchema,
  productStatusSchema,
  productTechnologySchema,
  productVintageSchema,
} from './products';

// What is written and asked for products: the country is checked against the whole list here,
// not in the answers (products.ts), so that reading the catalogue does not load the list.

const int = z.int();
const L = PRODUCT_LIMITS;
const trimmed = (max: number) => z.string().check(z.trim(), z.maxLength(max));

const countrySchema = z
  .string()
  .check(z.trim(), z.refine(isCountryCode, 'Must be an ISO 3166-1 alpha-2 country code'));

const productFields = { ...answerFields, country: countrySchema };

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
