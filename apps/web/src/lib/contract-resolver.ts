import { zodResolver } from '@hookform/resolvers/zod';
import { numberRangeAt } from '@keeling/contract';
import { type FieldError, type FieldValues, get, type Resolver } from 'react-hook-form';
import {
  type $ZodIssue,
  type $ZodType,
  type input,
  type output,
  safeParseAsync,
} from 'zod/v4/core';
import type { FieldIssue } from './error-message';

/**
 * What a zod issue names beyond its code, for its translation (error-message.ts); a number field
 * with two limits names both (its range, read from the schema), as the server's issues do.
 */
function detailsOf(issue: $ZodIssue, schema: $ZodType): Omit<FieldIssue, 'type'> {
  const range = (origin: string) =>
    origin === 'number' ? numberRangeAt(schema, issue.path) : undefined;
  switch (issue.code) {
    case 'too_small':
      return {
        origin: issue.origin,
        minimum: issue.minimum,
        inclusive: issue.inclusive,
        range: range(issue.origin),
      };
    case 'too_big':
      return {
        origin: issue.origin,
        maximum: issue.maximum,
        inclusive: issue.inclusive,
        range: range(issue.origin),
      };
    case 'invalid_format':
      return { format: issue.format };
    default:
      return {};
  }
}

/**
 * react-hook-form's resolver for a contract schema: zodResolver, whose field errors keep the zod
 * issue's code (`type`) and English message only. When the values are invalid, each field error
 * also gets what its issue names (a minimum, a maximum, a format), read from the same schema, so
 * that `issueMessage` can say it in the user's language.
 */
export function contractResolver<S extends $ZodType<FieldValues, FieldValues>>(
  schema: S,
): Resolver<input<S>, unknown, output<S>> {
  const resolve = zodResolver(schema);
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    if (Object.keys(result.errors).length === 0) return result;
    const parsed = await safeParseAsync(schema, values);
    const seen = new Set<string>();
    for (const issue of parsed.error?.issues ?? []) {
      // zodResolver keeps the first issue of each field
      const path = issue.path.join('.');
      const error: FieldError | undefined = get(result.errors, path);
      if (seen.has(path) || error?.type !== issue.code) continue;
      seen.add(path);
      Object.assign(error, detailsOf(issue, schema));
    }
    return result;
  };
}
