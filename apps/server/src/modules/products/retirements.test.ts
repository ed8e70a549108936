import {
  API,
  apiPath,
  PRODUCT_ERROR_CODES,
  type ProductBodyInput,
  productResponseSchema,
  retirementListResponseSchema,
  retirementResponseSchema,
} from '@keeling/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, expectError, type TestApp } from '../../../test/helper';
import { type TestUser, userWithRole } from '../blog/testing';

let t: TestApp;
let editor: TestUser;
let viewer: TestUser;
let productId: string;

const biochar: ProductBodyInput = {
  name: 'Test biochar',
  mechanism: 'removal',
  technology: 'biochar',
  registry: 'puro_earth',
  country: 'FI',
  currency: 'EUR',
  status: 'published',
  vintages: [{ year: 2025, priceMinor: 15_050, tonnesAvailable: 5 }],
};

const call = (user: TestUser, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: user.headers, payload });
const ledger = async (query = '') => {
  const res = await call(viewer, 'GET', `${API.retirements.list}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return retirementListResponseSchema.parse(res.json());
};
const available = async () => {
  const res = await call(editor, 'GET', `${API.product.details}?productId=${productId}`);
  return productResponseSchema.parse(res.json()).product.vintages[0]?.tonnesAvailable;
};

beforeAll(async () => {
  t = await buildTestApp();
  editor = await userWithRole(t, 'editor');
  viewer = await userWithRole(t, 'viewer');
  const res = await call(editor, 'POST', API.products.create, biochar);
  expect(res.statusCode, res.body).toBe(200);
  productId = productResponseSchema.parse(res.json()).product.id;
});
afterAll(() => t.close());

describe('cover our travel: the retirements ledger', () => {
  let plannedId: string;

  it('records a retirement priced by the vintage, taking its tonnes from what is available', async () => {
    const res = await call(editor, 'POST', API.retirements.list, {
      productId,
      vintage: 2025,
      tonnes: 3.2,
      status: 'retired',
      serialNumbers: 'PURO-2025-000123 to 000126',
      retiredOn: '2026-03-15',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(retirementResponseSchema.parse(res.json()).retirement).toMatchObject({
      productName: 'Test biochar',
      tonnes: 3.2,
      priceMinor: 15_050,
      costMinor: 48_160, // 3.2 t × 150.50
      currency: 'EUR',
      status: 'retired',
    });
    expect(await available()).toBe(1.8);
    const planned = await call(editor, 'POST', API.retirements.list, {
      productId,
      vintage: 2025,
      tonnes: 0.5,
      status: 'planned',
      retiredOn: '2026-07-01',
    });
    plannedId = retirementResponseSchema.parse(planned.json()).retirement.id;
  });

  it('answers the period’s retired and planned tonnes to every member', async () => {
    expect(await ledger()).toMatchObject({ retiredTonnes: 3.2, plannedTonnes: 0.5 });
    const spring = await ledger('?from=2026-01-01&to=2026-06-30');
    expect(spring.retirements.map((r) => r.serialNumbers)).toEqual(['PURO-2025-000123 to 000126']);
    expect(spring).toMatchObject({ retiredTonnes: 3.2, plannedTonnes: 0 });
  });

  it('refuses more tonnes than are left, a vintage the product lacks, and viewers', async () => {
    const body = { productId, vintage: 2025, status: 'planned', retiredOn: '2026-08-01' };
    expectError(
      await call(editor, 'POST', API.retirements.list, { ...body, tonnes: 1.81 }),
      400,
      PRODUCT_ERROR_CODES.notEnoughTonnes,
    );
    expectError(
      await call(editor, 'POST', API.retirements.list, { ...body, vintage: 2019, tonnes: 1 }),
      400,
      PRODUCT_ERROR_CODES.unknownVintage,
    );
    expectError(
      await call(viewer, 'POST', API.retirements.list, { ...body, tonnes: 1 }),
      403,
      'auth.forbidden',
    );
    expect(await available()).toBe(1.3);
  });

  it('removing one gives its tonnes back', async () => {
    const url = apiPath(API.retirements.one, { id: plannedId });
    expect((await call(editor, 'DELETE', url)).statusCode).toBe(200);
    expect(await available()).toBe(1.8);
    expectError(await call(editor, 'DELETE', url), 404, PRODUCT_ERROR_CODES.retirementNotFound);
    expect((await ledger()).plannedTonnes).toBe(0);
  });
});
