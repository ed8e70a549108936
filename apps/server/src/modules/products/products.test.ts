import {
  COMMON_ERROR_CODES,
  PRODUCT_ERROR_CODES,
  type ProductBodyInput,
  productListResponseSchema,
  productResponseSchema,
  productSearchResponseSchema,
} from '@keeling/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, expectError, type TestApp } from '../../../test/helper';
import { EXAMPLE_PRODUCTS, seedProducts } from '../../seed/products';
import { blogClient as client, type TestUser, userWithRole } from '../blog/testing';

let t: TestApp;
let editor: TestUser;
let viewer: TestUser;

const draft: ProductBodyInput = {
  name: 'Unreleased mineralisation batch',
  mechanism: 'removal',
  technology: 'mineralisation',
  registry: 'isometric',
  country: 'NO',
  currency: 'EUR',
  vintages: [{ year: 2027, priceMinor: 40000, tonnesAvailable: 10 }],
  description: '<p>Olivine <script>alert(1)</script>carbonation</p>',
};

beforeAll(async () => {
  t = await buildTestApp();
  editor = await userWithRole(t, 'editor');
  viewer = await userWithRole(t, 'viewer');
  await seedProducts(t.database, { id: editor.id, role: 'editor' });
});
afterAll(() => t.close());

const list = async (user: TestUser, query: string) => {
  const res = await client(t, user).get(`/api/product/list?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return productListResponseSchema.parse(res.json());
};
const names = (body: { products: { name: string }[] }) => body.products.map((p) => p.name);

describe('/api/product/list', () => {
  it('answers the seeded examples, labelled as examples, sorted by name and paged', async () => {
    const page = await list(viewer, 'size=2');
    expect(page.total).toBe(EXAMPLE_PRODUCTS.length);
    expect(page.products).toHaveLength(2);
    expect(page.products.every((p) => p.example && p.name.startsWith('Example:'))).toBe(true);
    expect(names(page)).toEqual([...names(page)].sort());
  });

  it('filters on the server by mechanism, technology, registry, country, vintage and price', async () => {
    expect(names(await list(viewer, 'mechanism=avoidance'))).toEqual([
      'Example: efficient cookstoves',
    ]);
    expect(names(await list(viewer, 'technology=biochar'))).toEqual([
      'Example: biochar from forestry residues',
    ]);
    expect((await list(viewer, 'registry=puro_earth')).total).toBe(2);
    expect(names(await list(viewer, 'country=GB'))).toEqual([
      'Example: enhanced rock weathering on cropland',
    ]);
    expect((await list(viewer, 'vintage=2026')).total).toBe(2);
    // A vintage priced between 100.00 and 300.00 (minor units).
    expect(names(await list(viewer, 'priceMin=10000&priceMax=30000'))).toEqual([
      'Example: biochar from forestry residues',
      'Example: enhanced rock weathering on cropland',
    ]);
    expect(names(await list(viewer, 'sort=price_asc&size=1'))).toEqual([
      'Example: efficient cookstoves',
    ]);
    expect(names(await list(viewer, 'search=basalt'))).toEqual([
      'Example: direct air capture with basalt storage',
    ]);
  });

  it('refuses unknown filter values with 400', async () => {
    const res = await client(t, viewer).get('/api/product/list?technology=shoes');
    expectError(res, 400, COMMON_ERROR_CODES.invalidRequest);
    const country = await client(t, viewer).get('/api/product/list?country=XX');
    expectError(country, 400, COMMON_ERROR_CODES.invalidRequest);
  });
});

describe('writes, drafts and details', () => {
  let id: string;

  it('an editor creates a draft (description sanitised) that viewers never see', async () => {
    const res = await client(t, editor).post('/api/products', draft);
    expect(res.statusCode, res.body).toBe(200);
    const { product } = productResponseSchema.parse(res.json());
    id = product.id;
    expect(product.status).toBe('draft');
    expect(product.description).not.toContain('script');
    expect(product.priceFromMinor).toBe(40000);
    expect((await list(editor, 'status=draft')).total).toBe(1);
    expect((await list(viewer, 'status=draft')).total).toBe(0);
    const hidden = await client(t, viewer).get(`/api/product/details?productId=${id}`);
    expectError(hidden, 404, PRODUCT_ERROR_CODES.productNotFound);
    const search = await client(t, viewer).get('/api/product/search?query=olivine');
    expect(productSearchResponseSchema.parse(search.json()).results).toEqual([]);
  });

  it('a viewer may not write', async () => {
    const res = await client(t, viewer).post('/api/products', draft);
    expect(res.statusCode).toBe(403);
  });

  it('publishing with the version read works once; a stale version is 409 with the product', async () => {
    const put = (version: number) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/products/${id}`,
        headers: editor.headers,
        payload: { ...draft, status: 'published', version },
      });
    const first = await put(1);
    expect(first.statusCode, first.body).toBe(200);
    expect(productResponseSchema.parse(first.json()).product.version).toBe(2);
    const stale = await put(1);
    expectError(stale, 409, PRODUCT_ERROR_CODES.versionConflict);
    expect(stale.json().product.version).toBe(2);
    const details = await client(t, viewer).get(`/api/product/details?productId=${id}`);
    expect(productResponseSchema.parse(details.json()).product.vintages).toEqual(draft.vintages);
    const search = await client(t, viewer).get('/api/product/search?query=olivine');
    expect(productSearchResponseSchema.parse(search.json()).results.map((p) => p.id)).toEqual([id]);
  });

  it('refuses a vintage year listed twice', async () => {
    const vintages = [
      { year: 2025, priceMinor: 1, tonnesAvailable: 1 },
      { year: 2025, priceMinor: 2, tonnesAvailable: 1 },
    ];
    const res = await client(t, editor).post('/api/products', { ...draft, vintages });
    expectError(res, 400, PRODUCT_ERROR_CODES.duplicateVintage);
  });

  it('delete removes it; a second delete is 404', async () => {
    const del = () => client(t, editor).del(`/api/products/${id}`);
    expect((await del()).statusCode).toBe(200);
    expectError(await del(), 404, PRODUCT_ERROR_CODES.productNotFound);
  });
});
