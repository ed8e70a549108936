import type { Product, ProductListItem } from '@keeling/contract';
import type { ProductWithVintages } from './repository';

export function toProduct({ product: p, vintages }: ProductWithVintages): Product {
  const prices = vintages.map((v) => v.priceMinor);
  return {
    id: p.id,
    name: p.name,
    mechanism: p.mechanism,
    technology: p.technology,
    registry: p.registry,
    registryProjectId: p.registryProjectId,
    methodology: p.methodology,
    country: p.country,
    currency: p.currency,
    vintages,
    permanenceYears: p.permanenceYears,
    certifications: p.certifications,
    description: p.description,
    images: p.images,
    documents: p.documents,
    status: p.status,
    example: p.example,
    priceFromMinor: prices.length > 0 ? Math.min(...prices) : null,
    tonnesAvailable: vintages.reduce((sum, v) => sum + v.tonnesAvailable, 0),
    version: p.version,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

export function toListItem(row: ProductWithVintages): ProductListItem {
  const { description: _d, documents: _docs, images, ...item } = toProduct(row);
  return { ...item, images: images.slice(0, 1) };
}
