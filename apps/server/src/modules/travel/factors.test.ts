import { readFileSync } from 'node:fs';
import path from 'node:path';
import { API, TRAVEL_MODES } from '@keeling/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { EMISSION_FACTORS, FACTOR_SOURCE, syncEmissionFactors } from '../../seed/emission-factors';
import { type TestUser, userWithRole } from '../blog/testing';

/** The UK government factors as kept in test-data/ (tests read it; product code never does). */
const FACTORS_FILE = path.resolve(
  import.meta.dirname,
  '../../../../../test-data/travel/travel-emission-factors-uk-2025.csv',
);

/** `mode,variant,unit,kg_co2e,source_id,note` rows; quoted fields may hold commas. */
function readFactorsFile() {
  const [, ...lines] = readFileSync(FACTORS_FILE, 'utf8').trim().split(/\r?\n/);
  return lines.map((line) => {
    const fields = [...line.matchAll(/("([^"]*)"|[^,]*)(,|$)/g)].map((m) => m[2] ?? m[1] ?? '');
    const [mode, variant, unit, kg, sourceId] = fields;
    return { mode, variant, unit, kgCo2e: Number(kg), sourceId };
  });
}

let t: TestApp;
let viewer: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  await syncEmissionFactors(t.database);
  viewer = await userWithRole(t, 'viewer');
});
afterAll(() => t.close());

describe('emission factors', () => {
  it('are the file’s figures: same row id, variant, unit and value, for every mode', async () => {
    const file = readFactorsFile();
    expect(file.length).toBeGreaterThan(40);
    const res = await t.app.inject({ url: API.travel.emissionFactors, headers: viewer.headers });
    expect(res.statusCode).toBe(200);
    const { items } = res.json();
    expect(items.map((f: { mode: string }) => f.mode)).toEqual([...TRAVEL_MODES]);
    for (const factor of items) {
      const row = file.find((r) => r.sourceId === factor.sourceId);
      expect(row, factor.mode).toBeDefined();
      expect(factor).toMatchObject({
        variant: row?.variant,
        unit: row?.unit,
        kgCo2ePerPkm: row?.kgCo2e,
        year: 2025,
        source: FACTOR_SOURCE,
      });
    }
    expect(items).toHaveLength(EMISSION_FACTORS.length);
  });

  it('sync is idempotent (it runs on every start)', async () => {
    await syncEmissionFactors(t.database);
    const res = await t.app.inject({ url: API.travel.emissionFactors, headers: viewer.headers });
    expect(res.json().items).toHaveLength(TRAVEL_MODES.length);
  });

  it('need a signed-in user', async () => {
    const res = await t.app.inject({ url: API.travel.emissionFactors });
    expect(res.statusCode).toBe(401);
  });

  it('a trip’s CO2e is distance × passengers × the file’s factor, and so is every comparison', async () => {
    const editor = await userWithRole(t, 'editor');
    const res = await t.app.inject({
      method: 'POST',
      url: API.travel.trips,
      headers: editor.headers,
      payload: {
        title: 'Eurostar to the workshop',
        origin: 'London',
        destination: 'Paris',
        distanceKm: 492,
        mode: 'rail_international',
        passengers: 3,
        startDate: '2025-03-10',
        endDate: '2025-03-12',
        price: 780,
        priceSale: null,
        services: [],
        guides: [],
        bookers: [],
        rating: 4.5,
      },
    });
    expect(res.statusCode).toBe(200);
    const { trip } = res.json();
    const file = readFactorsFile();
    const rail = file.find((r) => r.variant === 'International rail');
    expect(trip.factor).toBe(rail?.kgCo2e);
    expect(trip.co2eKg).toBeCloseTo(492 * 3 * (rail?.kgCo2e ?? 0), 6);
    // London to Paris: no taxi, bus, tram or underground, no long-haul flight; every other mode
    const compared = trip.comparison.map((c: { mode: string }) => c.mode);
    const implausible = ['taxi', 'bus', 'tram', 'underground', 'flight_long_haul'];
    expect(compared).toEqual(TRAVEL_MODES.filter((mode) => !implausible.includes(mode)));
    const flight = file.find(
      (r) => r.mode === 'flight_short_haul' && r.variant === 'Economy class, With RF',
    );
    const byFlight = trip.comparison.find((c: { mode: string }) => c.mode === 'flight_short_haul');
    expect(byFlight.co2eKg).toBeCloseTo(492 * 3 * (flight?.kgCo2e ?? 0), 6);
    const own = trip.comparison.find((c: { mode: string }) => c.mode === trip.mode);
    expect(own.co2eKg).toBe(trip.co2eKg);
  });

  it('counts a flight by its cabin class and radiative forcing, as DESNZ gives them', async () => {
    const editor = await userWithRole(t, 'editor');
    const file = readFactorsFile();
    const kgOf = (mode: string, variant: string) =>
      file.find((r) => r.mode === mode && r.variant === variant)?.kgCo2e ?? Number.NaN;
    // every flight factor the API gives is the file's row
    const { items } = (
      await t.app.inject({ url: API.travel.emissionFactors, headers: viewer.headers })
    ).json();
    const flights = items.flatMap(
      (f: { mode: string; flights: { sourceId: string; kgCo2ePerPkm: number }[] }) =>
        f.flights.map((flight) => ({ mode: f.mode, ...flight })),
    );
    expect(flights).toHaveLength(14);
    for (const flight of flights) {
      const row = file.find((r) => r.sourceId === flight.sourceId);
      expect(row, flight.sourceId).toMatchObject({
        mode: flight.mode,
        kgCo2e: flight.kgCo2ePerPkm,
      });
    }

    const send = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: API.travel.trips,
        headers: editor.headers,
        payload: {
          title: 'Flight',
          origin: 'London',
          destination: 'New York',
          distanceKm: 5570,
          mode: 'flight_long_haul',
          passengers: 1,
          startDate: '2025-05-01',
          endDate: '2025-05-08',
          ...body,
        },
      });
    // by default: economy, with the uplift
    const plain = (await send({})).json().trip;
    expect(plain).toMatchObject({ cabinClass: 'economy', radiativeForcing: true });
    expect(plain.co2eKg).toBeCloseTo(5570 * kgOf('flight_long_haul', 'Economy class, With RF'), 6);
    const business = (await send({ cabinClass: 'business', radiativeForcing: false })).json().trip;
    expect(business.factor).toBe(kgOf('flight_long_haul', 'Business class, Without RF'));
    expect(business.co2eKg).toBeCloseTo(5570 * business.factor, 6);
    const first = (await send({ cabinClass: 'first' })).json().trip;
    expect(first.co2eKg).toBeCloseTo(5570 * kgOf('flight_long_haul', 'First class, With RF'), 6);

    // a short haul in business, compared with a domestic flight (no classes), both without RF
    const short = (
      await send({
        mode: 'flight_short_haul',
        distanceKm: 1000,
        cabinClass: 'business',
        radiativeForcing: false,
      })
    ).json().trip;
    expect(short.co2eKg).toBeCloseTo(
      1000 * kgOf('flight_short_haul', 'Business class, Without RF'),
      6,
    );
    const domestic = short.comparison.find((c: { mode: string }) => c.mode === 'flight_domestic');
    expect(domestic.co2eKg).toBeCloseTo(
      1000 * kgOf('flight_domestic', 'Average passenger, Without RF'),
      6,
    );
    // PostgreSQL's totals count the same factor
    const listed = await t.app.inject({
      url: `${API.travel.trips}?search=Flight&mode=flight_short_haul`,
      headers: editor.headers,
    });
    expect(listed.json().totals.co2eKg).toBeCloseTo(short.co2eKg, 4);

    // a domestic flight has no classes; a class DESNZ does not give is refused
    const domesticTrip = (await send({ mode: 'flight_domestic', distanceKm: 500 })).json().trip;
    expect(domesticTrip.cabinClass).toBeNull();
    const shortFirst = await send({
      mode: 'flight_short_haul',
      distanceKm: 1000,
      cabinClass: 'first',
    });
    expect(shortFirst.statusCode).toBe(400);
    expect(shortFirst.json().issues[0].path).toEqual(['cabinClass']);
    const car = await send({ mode: 'car_petrol', distanceKm: 100, cabinClass: 'business' });
    expect(car.json().issues[0].path).toEqual(['cabinClass']);
  });

  it('compares a trip only with the modes plausible for its distance, and its own', async () => {
    const editor = await userWithRole(t, 'editor');
    const compared = async (distanceKm: number, mode: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: API.travel.trips,
        headers: editor.headers,
        payload: {
          title: `${distanceKm} km by ${mode}`,
          origin: 'A',
          destination: 'B',
          distanceKm,
          mode,
          passengers: 1,
          startDate: '2025-04-01',
          endDate: '2025-04-01',
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().trip.comparison.map((c: { mode: string }) => c.mode);
    };
    // London to New York: only a long-haul flight
    expect(await compared(5570, 'flight_long_haul')).toEqual(['flight_long_haul']);
    // across a city: no flight, and every local mode
    const local = await compared(12, 'underground');
    expect(local).toEqual(
      expect.arrayContaining(['underground', 'tram', 'bus', 'taxi', 'car_petrol']),
    );
    expect(local.filter((mode: string) => mode.startsWith('flight'))).toEqual([]);
    // the trip's own mode is always there, even at a distance it seldom covers
    expect(await compared(5570, 'coach')).toEqual(['coach', 'flight_long_haul']);
  });

  it('a car or motorbike counts its per vehicle-km factor once per vehicle the party fills', async () => {
    const editor = await userWithRole(t, 'editor');
    const file = readFactorsFile();
    const petrol = file.find((r) => r.variant === 'Average car, Petrol')?.kgCo2e ?? 0;
    const motorbike =
      file.find((r) => r.mode === 'motorbike' && r.variant === 'Average')?.kgCo2e ?? 0;
    const rail = file.find((r) => r.variant === 'National rail')?.kgCo2e ?? 0;
    expect([petrol, motorbike, rail]).toEqual([0.16272, 0.11367, 0.03546]);
    const trip = async (passengers: number, mode: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: API.travel.trips,
        headers: editor.headers,
        payload: {
          title: `${passengers} by ${mode}`,
          origin: 'Boulder',
          destination: 'Denver',
          distanceKm: 100,
          mode,
          passengers,
          startDate: '2025-04-01',
          endDate: '2025-04-01',
          price: null,
          priceSale: null,
          services: [],
          guides: [],
          bookers: [],
          rating: 3,
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().trip as { co2eKg: number; comparison: { mode: string; co2eKg: number }[] };
    };
    // one car carries five: 1 to 5 people, one car's 100 km; six need two cars
    expect((await trip(1, 'car_petrol')).co2eKg).toBeCloseTo(100 * petrol, 6);
    const five = await trip(5, 'car_petrol');
    expect(five.co2eKg).toBeCloseTo(100 * petrol, 6);
    expect((await trip(6, 'car_petrol')).co2eKg).toBeCloseTo(200 * petrol, 6);
    // a motorbike carries two
    expect((await trip(3, 'motorbike')).co2eKg).toBeCloseTo(200 * motorbike, 6);
    // per passenger-km modes count everyone; the comparison uses the same arithmetic
    const byRail = five.comparison.find((c) => c.mode === 'rail_national');
    expect(byRail?.co2eKg).toBeCloseTo(500 * rail, 6);
    // PostgreSQL's totals and sort agree with the trip's own figure
    const listed = await t.app.inject({
      url: `${API.travel.trips}?search=Boulder&sort=co2e&order=desc&size=100`,
      headers: editor.headers,
    });
    const { items, totals } = listed.json();
    expect(items.map((i: { title: string }) => i.title)).toEqual([
      '6 by car_petrol',
      '3 by motorbike',
      // equal figures: either order
      ...items.slice(2).map((i: { title: string }) => i.title),
    ]);
    expect(items.slice(2).map((i: { co2eKg: number }) => i.co2eKg)).toEqual([
      expect.closeTo(100 * petrol, 6),
      expect.closeTo(100 * petrol, 6),
    ]);
    expect(totals.co2eKg).toBeCloseTo(400 * petrol + 200 * motorbike, 4);
  });
});
