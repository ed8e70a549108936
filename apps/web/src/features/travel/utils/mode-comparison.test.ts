import type { Trip } from '@keeling/contract';
import { describe, expect, it } from 'vitest';
import { modeComparison } from './mode-comparison';

// 500 km for 2 people: the API's arithmetic, distance × passengers × factor of each mode
const trip: Pick<Trip, 'mode' | 'co2eKg' | 'comparison'> = {
  mode: 'car_petrol',
  co2eKg: 162.72,
  comparison: [
    { mode: 'car_petrol', co2eKg: 162.72 },
    { mode: 'rail_national', co2eKg: 35.46 },
    { mode: 'flight_domestic', co2eKg: 229.28 },
    { mode: 'coach', co2eKg: 27.13 },
    { mode: 'bus', co2eKg: 35.46 },
  ],
};

describe('modeComparison', () => {
  it("keeps the API's figures, lowest first, equal ones in the API's order", () => {
    expect(modeComparison(trip).map(({ mode, co2eKg }) => [mode, co2eKg])).toEqual([
      ['coach', 27.13],
      ['rail_national', 35.46],
      ['bus', 35.46],
      ['car_petrol', 162.72],
      ['flight_domestic', 229.28],
    ]);
  });

  it("marks the trip's own mode and compares each mode with it", () => {
    const bars = modeComparison(trip);
    expect(bars.filter((bar) => bar.isOwn).map((bar) => bar.mode)).toEqual(['car_petrol']);
    const own = bars.find((bar) => bar.isOwn);
    expect(own?.ratio).toBe(1);
    expect(bars.find((bar) => bar.mode === 'flight_domestic')?.ratio).toBeCloseTo(1.409, 3);
    expect(bars.find((bar) => bar.mode === 'coach')?.ratio).toBeCloseTo(0.1667, 4);
  });

  it('gives ratios of 0 for a trip without emissions', () => {
    const still = {
      mode: 'bus' as const,
      co2eKg: 0,
      comparison: [{ mode: 'bus' as const, co2eKg: 0 }],
    };
    expect(modeComparison(still)).toEqual([{ mode: 'bus', co2eKg: 0, isOwn: true, ratio: 0 }]);
  });
});
