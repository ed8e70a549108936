import { type Airport, API, flightDistanceKm } from '@keeling/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, expectError, type TestApp } from '../../../test/helper';
import { type TestUser, userWithRole } from '../blog/testing';

let t: TestApp;
let viewer: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  viewer = await userWithRole(t, 'viewer');
});
afterAll(() => t.close());

async function search(text: string): Promise<Airport[]> {
  const query = new URLSearchParams({ search: text });
  const res = await t.app.inject({
    url: `${API.travel.airports}?${query}`,
    headers: viewer.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items;
}

describe('airport search (OurAirports)', () => {
  it('finds an airport by its code first, then by name or city, any case and accents', async () => {
    const [heathrow] = await search('lhr');
    expect(heathrow).toMatchObject({ iata: 'LHR', name: 'London Heathrow Airport', country: 'GB' });
    expect((await search('zurich')).map((a) => a.iata)).toContain('ZRH');
    const newYork = (await search('New York')).map((a) => a.iata);
    expect(newYork).toEqual(expect.arrayContaining(['JFK', 'LGA']));
    expect((await search('London')).map((a) => a.iata)).toEqual(
      expect.arrayContaining(['LHR', 'LGW', 'LCY', 'STN']),
    );
    expect((await search('a')).length).toBe(10);
    expect(await search('qqqq')).toEqual([]);
  });

  it('gives what a flight’s distance needs: Heathrow to JFK is 5,983 km with DESNZ’s 8 %', async () => {
    const [[from], [to]] = await Promise.all([search('LHR'), search('JFK')]);
    if (!from || !to) throw new Error('airport missing');
    expect(Math.round(flightDistanceKm(from, to))).toBe(5983);
  });

  it('refuses an empty search, and an anonymous one', async () => {
    const empty = await t.app.inject({
      url: `${API.travel.airports}?search=`,
      headers: viewer.headers,
    });
    expectError(empty, 400, 'common.invalid_request');
    const anonymous = await t.app.inject({ url: `${API.travel.airports}?search=lhr` });
    expectError(anonymous, 401, 'auth.unauthorized');
  });
});
