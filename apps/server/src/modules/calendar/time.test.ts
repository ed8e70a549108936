// Wall-clock times in a zone: the conversions the repeats and the seed rely on, across both
// daylight-saving switches of Europe/Paris.
import { describe, expect, it } from 'vitest';
import { checkTimeZone, fromWallClock, parseDate, parseInstant, wallClock } from './time';

const wall = (s: string) => {
  const [date, time] = s.split('T') as [string, string];
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return { year, month, day, hour, minute, second: 0 };
};

describe('wall-clock time', () => {
  it('finds the instant of a Paris time in winter and in summer', () => {
    expect(fromWallClock(wall('2026-03-28T09:00'), 'Europe/Paris').toISOString()).toBe(
      '2026-03-28T08:00:00.000Z',
    );
    expect(fromWallClock(wall('2026-03-30T09:00'), 'Europe/Paris').toISOString()).toBe(
      '2026-03-30T07:00:00.000Z',
    );
    expect(wallClock(new Date('2026-03-30T07:00:00Z'), 'Europe/Paris')).toMatchObject({
      day: 30,
      hour: 9,
    });
  });

  it('moves a time the March switch skips forward, and takes the first of an October repeat', () => {
    expect(fromWallClock(wall('2026-03-29T02:30'), 'Europe/Paris').toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
    expect(fromWallClock(wall('2026-10-25T02:30'), 'Europe/Paris').toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
  });

  it('knows the zones of the runtime only', () => {
    expect(checkTimeZone('Europe/Paris')).toBe('Europe/Paris');
    expect(() => checkTimeZone('Europe/Atlantis')).toThrow('Unknown time zone');
  });

  it('reads dates and instants with an offset, and nothing else', () => {
    expect(parseDate('2026-02-28')?.toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(parseDate('2026-02-29')).toBeNull();
    expect(parseInstant('2026-03-30T09:00:00+02:00')?.toISOString()).toBe(
      '2026-03-30T07:00:00.000Z',
    );
    expect(parseInstant('2026-03-30T09:00:00')).toBeNull();
  });
});
