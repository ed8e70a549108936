// Zod-free: the web app's product screens import these through `@keeling/contract/constants`.
// Issue 35: a CO2 team's products are carbon removal and avoidance credits.

export const PRODUCT_MECHANISMS = ['removal', 'avoidance'] as const;
export type ProductMechanism = (typeof PRODUCT_MECHANISMS)[number];

export const PRODUCT_TECHNOLOGIES = [
  'direct_air_capture',
  'biochar',
  'reforestation',
  'mineralisation',
  'enhanced_weathering',
  'beccs',
  'cookstoves',
  'renewable_energy',
  'methane_capture',
  'redd_plus',
] as const;
export type ProductTechnology = (typeof PRODUCT_TECHNOLOGIES)[number];

/** Registries (standards) whose serial numbers a retirement records. */
export const PRODUCT_REGISTRIES = [
  'verra',
  'gold_standard',
  'puro_earth',
  'isometric',
  'acr',
  'car',
] as const;
export type ProductRegistry = (typeof PRODUCT_REGISTRIES)[number];

export const PRODUCT_STATUSES = ['published', 'draft'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

export const PRODUCT_SORTS = ['name', 'price_asc', 'price_desc', 'newest'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** ISO 4217 codes a price may be in. */
export const PRODUCT_CURRENCIES = ['EUR', 'USD', 'GBP', 'CHF'] as const;
export type ProductCurrency = (typeof PRODUCT_CURRENCIES)[number];

export const PRODUCT_LIMITS = {
  pageSizeMax: 100,
  pageSizeDefault: 12,
  nameMax: 200,
  textMax: 200,
  descriptionMax: 100_000,
  searchMax: 200,
  searchResultsMax: 20,
  vintagesMax: 30,
  imagesMax: 10,
  documentsMax: 20,
  certificationsMax: 10,
  vintageMin: 1990,
  vintageMax: 2100,
  /** Per tonne, in minor units (cents): 100,000.00 a tonne at most. */
  priceMinorMax: 10_000_000,
  tonnesMax: 100_000_000,
  permanenceYearsMax: 100_000,
} as const;

/** A document attached to a product: a link or an uploaded file. */
export interface ProductDocument {
  title: string;
  url: string;
}

/** A retirement in the team's ledger: planned, or done at the registry. */
export const RETIREMENT_STATUSES = ['planned', 'retired'] as const;
export type RetirementStatus = (typeof RETIREMENT_STATUSES)[number];

export const RETIREMENT_LIMITS = {
  tonnesMax: 1_000_000,
  serialNumbersMax: 2_000,
  listMax: 500,
} as const;
