import { API, apiPath, type Trip, type TripBodyInput } from '@keeling/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, expectError, type TestApp } from '../../../test/helper';
import { EMISSION_FACTORS, syncEmissionFactors } from '../../seed/emission-factors';
import { DEMO_TRIPS, seedTrips } from '../../seed/trips';
import { type TestUser, userWithRole } from '../blog/testing';

let t: TestApp;
let viewer: TestUser;
let editor: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  await syncEmissionFactors(t.database);
  viewer = await userWithRole(t, 'viewer');
  editor = await userWithRole(t, 'editor');
  await seedTrips(t.database, editor.id);
});
afterAll(() => t.close());

const factorOf = (mode: string) => EMISSION_FACTORS.find((f) => f.mode === mode)?.kgCo2ePerPkm ?? 0;
const perVehicle = (mode: string) =>
  EMISSION_FACTORS.find((f) => f.mode === mode)?.unit === 'vehicle.km';
/** Passengers, or for cars (5 seats) and motorbikes (2) the vehicles they fill. */
const factorCount = (trip: { passengers: number; mode: string }) =>
  perVehicle(trip.mode)
    ? Math.ceil(trip.passengers / (trip.mode === 'motorbike' ? 2 : 5))
    : trip.passengers;
const kg = (trip: { distanceKm: number; passengers: number; mode: string }) =>
  trip.distanceKm * factorCount(trip) * factorOf(trip.mode);

async function list(query: string) {
  const res = await t.app.inject({ url: `${API.travel.trips}?${query}`, headers: viewer.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: Trip[]; total: number; totals: Record<string, number> };
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('trip list', () => {
  it('pages on the server, newest first, with the totals of every trip', async () => {
    const page1 = await list('size=5');
    const page3 = await list('size=5&page=3');
    expect(page1.items).toHaveLength(5);
    expect(page3.items).toHaveLength(DEMO_TRIPS.length - 10);
    expect(page1.total).toBe(DEMO_TRIPS.length);
    const dates = DEMO_TRIPS.map((d) => d.startDate)
      .sort()
      .reverse();
    expect(page1.items.map((i) => i.startDate)).toEqual(dates.slice(0, 5));
    expect(page1.totals.trips).toBe(DEMO_TRIPS.length);
    expect(page1.totals.distanceKm).toBeCloseTo(sum(DEMO_TRIPS.map((d) => d.distanceKm)), 6);
    expect(page1.totals.co2eKg).toBeCloseTo(sum(DEMO_TRIPS.map(kg)), 4);
    expect(page3.totals).toEqual(page1.totals);
  });

  it('filters by mode, start-date range, destination and free text; totals follow', async () => {
    const rail = await list('mode=rail_international');
    const railTrips = DEMO_TRIPS.filter((d) => d.mode === 'rail_international');
    expect(rail.total).toBe(railTrips.length);
    expect(rail.totals.co2eKg).toBeCloseTo(sum(railTrips.map(kg)), 4);

    const range = await list('from=2025-07-01&to=2025-09-30');
    const inRange = DEMO_TRIPS.filter(
      (d) => d.startDate >= '2025-07-01' && d.startDate <= '2025-09-30',
    );
    expect(range.items.map((i) => i.title).sort()).toEqual(inRange.map((d) => d.title).sort());
    expect(range.totals.distanceKm).toBeCloseTo(sum(inRange.map((d) => d.distanceKm)), 6);

    const edinburgh = await list('destination=edinB');
    expect(edinburgh.items.map((i) => i.destination)).toEqual(['Edinburgh', 'Edinburgh']);

    const london = await list('search=london');
    const fromOrTo = DEMO_TRIPS.filter((d) => [d.origin, d.destination].includes('London'));
    expect(london.total).toBe(fromOrTo.length);
    expect((await list('search=100%25')).total).toBe(0);
  });

  it('sorts by distance, CO2e and price, both ways', async () => {
    const byDistance = await list('sort=distance&order=asc&size=100');
    const distances = byDistance.items.map((i) => i.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const byCo2e = await list('sort=co2e&order=desc&size=100');
    const co2e = byCo2e.items.map((i) => i.co2eKg);
    expect(co2e).toEqual([...co2e].sort((a, b) => b - a));
    expect(byCo2e.items[0]?.title).toBe('Mauna Loa observatory partners meeting');
    const byPrice = await list('sort=price&order=asc&size=100');
    const prices = byPrice.items.map((i) => i.price);
    expect(prices.slice(-2)).toEqual([null, null]);
    const known = prices.filter((p) => p !== null) as number[];
    expect(known).toEqual([...known].sort((a, b) => a - b));
  });

  it('refuses a bad query with 400 naming the field', async () => {
    const res = await t.app.inject({
      url: `${API.travel.trips}?from=2025-09-01&to=2025-01-01`,
      headers: viewer.headers,
    });
    expectError(res, 400, 'common.invalid_request');
    expect(res.json().issues[0].path).toEqual(['to']);
  });
});

describe('trip writes', () => {
  const body = { ...(DEMO_TRIPS[0] as TripBodyInput), title: 'Write test' };

  it('editors create, edit and delete any trip; anonymous 401', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: API.travel.trips, payload: body });
    expectError(anonymous, 401, 'auth.unauthorized');

    const created = await t.app.inject({
      method: 'POST',
      url: API.travel.trips,
      headers: editor.headers,
      payload: body,
    });
    const { trip } = created.json();
    expect(trip.createdBy.id).toBe(editor.id);
    const url = apiPath(API.travel.trip, { id: trip.id });

    const edited = await t.app.inject({
      method: 'PUT',
      url,
      headers: editor.headers,
      payload: { ...body, mode: 'flight_short_haul', passengers: 1 },
    });
    expect(edited.json().trip).toMatchObject({ mode: 'flight_short_haul', passengers: 1 });
    expect(edited.json().trip.co2eKg).toBeCloseTo(
      body.distanceKm * factorOf('flight_short_haul'),
      6,
    );

    const deleted = await t.app.inject({ method: 'DELETE', url, headers: editor.headers });
    expect(deleted.json()).toEqual({ ok: true });
    const gone = await t.app.inject({ url, headers: viewer.headers });
    expectError(gone, 404, 'travel.trip_not_found');
  });

  it('a viewer records, edits and deletes their own trips, and no one else’s', async () => {
    const other = await userWithRole(t, 'viewer');
    /** One write as `user`: POST to the list, PUT or DELETE a trip. */
    const write = (
      user: TestUser,
      method: 'POST' | 'PUT' | 'DELETE',
      url: string,
      payload?: object,
    ) => t.app.inject({ method, url, headers: user.headers, payload });
    const created = await write(viewer, 'POST', API.travel.trips, {
      ...body,
      title: 'My own trip',
    });
    expect(created.statusCode, created.body).toBe(200);
    const { trip } = created.json();
    expect(trip.createdBy.id).toBe(viewer.id);
    const own = apiPath(API.travel.trip, { id: trip.id });

    const edited = await write(viewer, 'PUT', own, { ...body, title: 'My own trip, edited' });
    expect(edited.json().trip).toMatchObject({ title: 'My own trip, edited' });
    expect(edited.json().trip.createdBy.id).toBe(viewer.id);

    // another viewer can neither change nor delete it; the trip stays as it was
    const otherPut = await write(other, 'PUT', own, { ...body, title: 'Not yours' });
    expectError(otherPut, 403, 'travel.not_own_trip');
    expectError(await write(other, 'DELETE', own), 403, 'travel.not_own_trip');
    const kept = await t.app.inject({ url: own, headers: other.headers });
    expect(kept.json().trip.title).toBe('My own trip, edited');

    // an editor's trip is not the viewer's to change
    const editors = await write(editor, 'POST', API.travel.trips, body);
    const theirs = apiPath(API.travel.trip, { id: editors.json().trip.id });
    expectError(await write(viewer, 'PUT', theirs, body), 403, 'travel.not_own_trip');
    expectError(await write(viewer, 'DELETE', theirs), 403, 'travel.not_own_trip');

    // editors manage everyone's: the viewer's trip too, which keeps its author
    const byEditor = await write(editor, 'PUT', own, { ...body, title: 'Fixed by an editor' });
    expect(byEditor.json().trip.createdBy.id).toBe(viewer.id);
    // a missing trip is a 404, not a 403
    const missing = apiPath(API.travel.trip, { id: '00000000-0000-4000-8000-000000000000' });
    expectError(await write(viewer, 'DELETE', missing), 404, 'travel.trip_not_found');

    expect((await write(viewer, 'DELETE', own)).json()).toEqual({ ok: true });
    await write(editor, 'DELETE', theirs);
  });

  it('defaults the optional fields a body leaves out, as the article body does', async () => {
    const { price, priceSale, services, guides, bookers, rating, ...required } = body;
    const created = await t.app.inject({
      method: 'POST',
      url: API.travel.trips,
      headers: editor.headers,
      payload: required,
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().trip).toMatchObject({
      title: body.title,
      price: null,
      priceSale: null,
      services: [],
      guides: [],
      bookers: [],
      rating: null,
    });
    const url = apiPath(API.travel.trip, { id: created.json().trip.id });
    await t.app.inject({ method: 'DELETE', url, headers: editor.headers });
  });

  it('validates the body: end before start, unknown mode, extra keys', async () => {
    const send = (payload: object) =>
      t.app.inject({ method: 'POST', url: API.travel.trips, headers: editor.headers, payload });
    const backwards = await send({ ...body, endDate: '2025-03-01' });
    expect(backwards.json().issues[0].path).toEqual(['endDate']);
    const mode = await send({ ...body, mode: 'rocket' });
    expect(mode.json().issues[0].path).toEqual(['mode']);
    const extra = await send({ ...body, createdBy: viewer.id });
    expectError(extra, 400, 'common.invalid_request');
  });

  it('names both limits of a number that has two, for the rule to be told as one range', async () => {
    const send = (payload: object) =>
      t.app.inject({ method: 'POST', url: API.travel.trips, headers: editor.headers, payload });
    const far = await send({ ...body, distanceKm: 60_000 });
    expectError(far, 400, 'common.invalid_request');
    expect(far.json().issues[0]).toMatchObject({
      path: ['distanceKm'],
      code: 'too_big',
      maximum: 50_000,
      range: { minimum: 0, maximum: 50_000, minimumInclusive: false, maximumInclusive: true },
    });
    const crowd = await send({ ...body, passengers: 0 });
    expect(crowd.json().issues[0]).toMatchObject({
      path: ['passengers'],
      range: { minimum: 1, maximum: 1000, minimumInclusive: true, maximumInclusive: true },
    });
    // a limit on one side only names no range
    const page = await t.app.inject({ url: `${API.travel.trips}?page=0`, headers: editor.headers });
    expect(page.json().issues[0].range).toBeUndefined();
  });
});
