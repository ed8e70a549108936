import { type ProductBodyInput, productBodySchema } from '@keeling/contract';
import type { DbAndCache } from '../db/client';
import { createProductsService, type ProductActor } from '../modules/products/service';

const NOTE =
  '<p><em>An example for the demo: the project, its numbers and its prices are illustrative, not an offer.</em></p>';

/**
 * Issue 35 item 4: a handful of clearly labelled example products, one per kind of credit the
 * catalogue holds. Every one is `example: true` (the page shows the label) and its name says so;
 * the prices are round, illustrative figures, not quotes.
 */
export const EXAMPLE_PRODUCTS: ProductBodyInput[] = [
  {
    name: 'Example: direct air capture with basalt storage',
    mechanism: 'removal',
    technology: 'direct_air_capture',
    registry: 'puro_earth',
    registryProjectId: 'EXAMPLE-DAC-001',
    methodology: 'Geologically stored carbon',
    country: 'IS',
    currency: 'EUR',
    vintages: [
      { year: 2025, priceMinor: 60000, tonnesAvailable: 40 },
      { year: 2026, priceMinor: 55000, tonnesAvailable: 120 },
    ],
    permanenceYears: 10000,
    certifications: ['Third-party verified (example)'],
    description: `<p>CO<sub>2</sub> filtered from the air and mineralised in basalt underground.</p>${NOTE}`,
  },
  {
    name: 'Example: biochar from forestry residues',
    mechanism: 'removal',
    technology: 'biochar',
    registry: 'puro_earth',
    registryProjectId: 'EXAMPLE-BC-014',
    methodology: 'Biochar carbon removal',
    country: 'FI',
    currency: 'EUR',
    vintages: [
      { year: 2024, priceMinor: 14000, tonnesAvailable: 300 },
      { year: 2025, priceMinor: 15000, tonnesAvailable: 800 },
    ],
    permanenceYears: 100,
    certifications: ['Third-party verified (example)'],
    description: `<p>Residues pyrolysed into a stable char spread on farmland.</p>${NOTE}`,
  },
  {
    name: 'Example: native reforestation of pasture',
    mechanism: 'removal',
    technology: 'reforestation',
    registry: 'verra',
    registryProjectId: 'EXAMPLE-ARR-203',
    methodology: 'Afforestation, reforestation and revegetation',
    country: 'BR',
    currency: 'USD',
    vintages: [
      { year: 2023, priceMinor: 2500, tonnesAvailable: 2000 },
      { year: 2024, priceMinor: 2800, tonnesAvailable: 5000 },
    ],
    permanenceYears: 40,
    certifications: [],
    description: `<p>Degraded pasture replanted with native species, with a buffer pool.</p>${NOTE}`,
  },
  {
    name: 'Example: enhanced rock weathering on cropland',
    mechanism: 'removal',
    technology: 'enhanced_weathering',
    registry: 'isometric',
    registryProjectId: 'EXAMPLE-ERW-007',
    methodology: 'Enhanced weathering in agriculture',
    country: 'GB',
    currency: 'GBP',
    vintages: [{ year: 2026, priceMinor: 28000, tonnesAvailable: 150 }],
    permanenceYears: 10000,
    certifications: [],
    description: `<p>Crushed silicate rock spread on fields binds CO<sub>2</sub> as carbonate.</p>${NOTE}`,
  },
  {
    name: 'Example: efficient cookstoves',
    mechanism: 'avoidance',
    technology: 'cookstoves',
    registry: 'gold_standard',
    registryProjectId: 'EXAMPLE-GS-1190',
    methodology: 'Reduced emissions from cooking and heating',
    country: 'KE',
    currency: 'USD',
    vintages: [
      { year: 2023, priceMinor: 900, tonnesAvailable: 10000 },
      { year: 2024, priceMinor: 1100, tonnesAvailable: 12000 },
    ],
    permanenceYears: null,
    certifications: [],
    description: `<p>Households switch to stoves that burn less wood: emissions avoided, not removed.</p>${NOTE}`,
  },
];

/** Through the same service the API uses, published and marked as examples. */
export async function seedProducts(data: DbAndCache, actor: ProductActor): Promise<void> {
  const products = createProductsService(data);
  for (const product of EXAMPLE_PRODUCTS) {
    const body = productBodySchema.parse({ ...product, status: 'published', example: true });
    await products.create(body, actor);
  }
}
