import { describe, expect, it } from 'vitest';
import { FLIGHT_DISTANCE_UPLIFT, flightDistanceKm, greatCircleKm } from './travel-constants';

const heathrow = { latitude: 51.4706, longitude: -0.461941 };
const kennedy = { latitude: 40.639447, longitude: -73.779317 };

describe('flight distance', () => {
  it('is the great-circle distance plus DESNZ’s 8 %', () => {
    // Heathrow to JFK: 5,540 km on a sphere of the Earth's mean radius (on the ellipsoid the
    // geodesic is 5,555 km, 0.3 % longer: well inside what the 8 % stands for)
    expect(greatCircleKm(heathrow, kennedy)).toBeCloseTo(5540, -1);
    expect(FLIGHT_DISTANCE_UPLIFT).toBe(0.08);
    expect(flightDistanceKm(heathrow, kennedy)).toBeCloseTo(
      greatCircleKm(heathrow, kennedy) * 1.08,
      6,
    );
  });

  it('is zero from a place to itself, the same both ways, and half the world at most', () => {
    expect(greatCircleKm(heathrow, heathrow)).toBe(0);
    expect(greatCircleKm(kennedy, heathrow)).toBeCloseTo(greatCircleKm(heathrow, kennedy), 9);
    const antipode = { latitude: -heathrow.latitude, longitude: heathrow.longitude + 180 };
    expect(greatCircleKm(heathrow, antipode)).toBeCloseTo(Math.PI * 6371.0088, 3);
  });
});
