import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checker, int, number, object, optional } from './check';

describe('check readers', () => {
  const check = checker(object({ at: number, version: optional(int) }));
  const schema = z.object({ at: z.number(), version: z.number().int().optional() });

  it('number and optional accept and reject what z.number() and .optional() do', () => {
    const values: unknown[] = [
      { at: 1.5 },
      { at: 0, version: 3 },
      { at: 1, version: undefined },
      { at: '1' },
      { at: Number.NaN },
      { at: 1, version: 2.5 },
      { at: 1, version: null },
      {},
    ];
    for (const value of values) {
      expect(check.safeParse(value).success, JSON.stringify(value)).toBe(
        schema.safeParse(value).success,
      );
    }
  });

  it('names the path of what is wrong', () => {
    expect(check.safeParse({ at: 1, version: 'x' })).toEqual({
      success: false,
      error: 'version: expected an integer',
    });
  });
});
