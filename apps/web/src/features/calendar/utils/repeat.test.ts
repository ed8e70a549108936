import { describe, expect, it } from 'vitest';
import { fromRule, noRepeat, toRule } from './repeat';

// Monday 16 March 2026, 09:00 local
const monday = new Date(2026, 2, 16, 9, 0);

describe('repeat rules', () => {
  it('writes the rules the dialog offers', () => {
    const form = noRepeat(monday);
    expect(toRule(form, monday)).toBeNull();
    expect(toRule({ ...form, freq: 'WEEKLY', days: ['WE', 'MO'] }, monday)).toBe(
      'FREQ=WEEKLY;BYDAY=MO,WE',
    );
    expect(toRule({ ...form, freq: 'MONTHLY', monthlyBy: 'weekday' }, monday)).toBe(
      'FREQ=MONTHLY;BYDAY=3MO',
    );
    expect(toRule({ ...form, freq: 'MONTHLY', ends: 'count', count: 6 }, monday)).toBe(
      'FREQ=MONTHLY;BYMONTHDAY=16;COUNT=6',
    );
    expect(
      toRule({ ...form, freq: 'DAILY', interval: 2, ends: 'until', until: '2026-04-30' }, monday),
    ).toBe('FREQ=DAILY;INTERVAL=2;UNTIL=20260430T235959Z');
  });

  it('reads them back, and gives up on a rule it cannot show', () => {
    expect(fromRule('FREQ=WEEKLY;BYDAY=MO,WE;COUNT=8', monday)).toMatchObject({
      freq: 'WEEKLY',
      days: ['MO', 'WE'],
      ends: 'count',
      count: 8,
    });
    expect(fromRule('FREQ=YEARLY;UNTIL=20300101T000000Z', monday)).toMatchObject({
      freq: 'YEARLY',
      ends: 'until',
      until: '2030-01-01',
    });
    expect(fromRule('FREQ=MONTHLY;BYSETPOS=-1;BYDAY=MO,TU', monday)).toBeNull();
    expect(fromRule(null, monday)?.freq).toBe('none');
  });
});
