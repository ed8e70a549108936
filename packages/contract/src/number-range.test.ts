import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { numberRangeAt } from './number-range';
import { tripBodySchema, tripFormSchema, tripListQuerySchema } from './travel';

describe('numberRangeAt', () => {
  it('reads both limits of a number field, and whether each is allowed', () => {
    expect(numberRangeAt(tripFormSchema, ['distanceKm'])).toEqual({
      minimum: 0,
      maximum: 50_000,
      minimumInclusive: false,
      maximumInclusive: true,
    });
    expect(numberRangeAt(tripFormSchema, ['passengers'])).toEqual({
      minimum: 1,
      maximum: 1000,
      minimumInclusive: true,
      maximumInclusive: true,
    });
    // through nullable and default wrappers
    expect(numberRangeAt(tripBodySchema, ['rating'])).toMatchObject({ minimum: 0, maximum: 5 });
  });

  it('finds fields in nested objects and arrays', () => {
    const schema = z.object({
      items: z.array(z.object({ n: z.number().check(z.lt(10), z.gte(2)) })),
    });
    expect(numberRangeAt(schema, ['items', 0, 'n'])).toEqual({
      minimum: 2,
      maximum: 10,
      minimumInclusive: true,
      maximumInclusive: false,
    });
  });

  it('is undefined without two limits a person would be told', () => {
    // a page: at least 1, an integer's own upper bound is no rule
    expect(numberRangeAt(tripListQuerySchema, ['page'])).toBeUndefined();
    expect(numberRangeAt(z.object({ n: z.number().check(z.minimum(0)) }), ['n'])).toBeUndefined();
    expect(numberRangeAt(tripFormSchema, ['title'])).toBeUndefined();
    expect(numberRangeAt(tripFormSchema, ['nope'])).toBeUndefined();
  });
});
