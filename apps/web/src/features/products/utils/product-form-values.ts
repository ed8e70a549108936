import type { Product, ProductBody, ProductFormValues } from '@keeling/contract';

/** The form's values for a product (prices per tonne in major units), or a new one's. */
export function productFormValues(product: Product | null): ProductFormValues {
  if (!product) {
    return {
      name: '',
      mechanism: 'removal',
      technology: 'biochar',
      registry: 'puro_earth',
      registryProjectId: '',
      methodology: '',
      country: '',
      currency: 'EUR',
      vintages: [],
      permanenceYears: null,
      certifications: [],
      description: '',
      images: [],
      documents: [],
      status: 'draft',
      example: false,
    };
  }
  const { vintages, ...rest } = product;
  return {
    ...rest,
    vintages: vintages.map((v) => ({
      year: v.year,
      price: v.priceMinor / 100,
      tonnesAvailable: v.tonnesAvailable,
    })),
  };
}

/** What is sent: prices in minor units (cents), rounded. */
export function productBody(values: ProductFormValues): ProductBody {
  const { vintages, ...rest } = values;
  return {
    name: rest.name,
    mechanism: rest.mechanism,
    technology: rest.technology,
    registry: rest.registry,
    registryProjectId: rest.registryProjectId,
    methodology: rest.methodology,
    country: rest.country,
    currency: rest.currency,
    permanenceYears: rest.permanenceYears,
    certifications: rest.certifications,
    description: rest.description,
    images: rest.images,
    documents: rest.documents,
    status: rest.status,
    example: rest.example,
    vintages: vintages.map((v) => ({
      year: v.year,
      priceMinor: Math.round(v.price * 100),
      tonnesAvailable: v.tonnesAvailable,
    })),
  };
}

/** An empty number field is undefined (the schema says it is required), else its number. */
export const numberOrUndefined = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value);
