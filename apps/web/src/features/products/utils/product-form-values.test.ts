import type { Product } from '@keeling/contract';
import { describe, expect, it } from 'vitest';
import { productBody, productFormValues } from './product-form-values';

describe('product form values', () => {
  it('shows prices per tonne in major units and sends them in rounded minor units', () => {
    const product = {
      ...productFormValues(null),
      id: 'p',
      name: 'Biochar',
      country: 'FI',
      vintages: [{ year: 2025, priceMinor: 15050, tonnesAvailable: 800 }],
      priceFromMinor: 15050,
      tonnesAvailable: 800,
      version: 3,
      createdAt: '',
      updatedAt: '',
    } satisfies Product;
    const values = productFormValues(product);
    expect(values.vintages).toEqual([{ year: 2025, price: 150.5, tonnesAvailable: 800 }]);
    values.vintages[0] = { year: 2025, price: 0.285 * 100, tonnesAvailable: 1 };
    expect(productBody(values).vintages).toEqual([
      { year: 2025, priceMinor: 2850, tonnesAvailable: 1 },
    ]);
    expect(productBody(values)).not.toHaveProperty('id');
  });
});
