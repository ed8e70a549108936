import type { NumberRange } from '@keeling/contract';
import { formatNumber } from '../locales/format';
import { currentLanguage } from '../locales/i18n';
import { LANGUAGE_TAGS } from '../locales/locales-config';
import type { TFunction } from '../locales/translate';
import { errorCodeOf, isHttpError, POST_FALLBACK_MESSAGE } from './http';

/**
 * What the translation of a form field's zod issue reads: its code (react-hook-form's `type`) and
 * the limits or format the issue names (contract-resolver.ts keeps them on the field's error).
 */
export interface FieldIssue {
  type: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  /** Whether the limit itself is allowed (zod's `inclusive`; a number's `gt(0)` is not). */
  inclusive?: boolean;
  format?: string;
  /** Both limits of a number field that has two: the rule is then told as one range. */
  range?: NumberRange;
}

/** A limit as the app writes numbers in the current language (40,000 · 40 000). */
const limit = (value: number | bigint | undefined) =>
  formatNumber(Number(value), LANGUAGE_TAGS[currentLanguage()]);

/** `errors:issues.range.*`: "between" when both limits are allowed, else each one's own words. */
function rangeKey({ minimumInclusive, maximumInclusive }: NumberRange): string {
  if (minimumInclusive && maximumInclusive) return 'between';
  return `${minimumInclusive ? 'at_least' : 'more_than'}_${maximumInclusive ? 'at_most' : 'less_than'}`;
}

const serverMessageOf = (body: unknown): string | undefined =>
  typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string'
    ? body.message
    : undefined;

/**
 * A failed call as text in the user's language: the translation of its stable error code
 * (`errors:<code>`, e.g. `errors:auth.invalid_credentials`), else the server's own message, else
 * SPEC §8's texts: 'Error in API' for a JSON POST, 'Something went wrong' for the rest. The one
 * way the web app turns an API error into words.
 */
export function errorMessage(t: TFunction, error: unknown): string {
  const fallback = t('errors:fallback');
  if (!isHttpError(error)) return fallback;
  const code = errorCodeOf(error);
  const translated = code ? t(`errors:${code}`, { defaultValue: '' }) : '';
  const spec = error.message === POST_FALLBACK_MESSAGE ? t('errors:api') : fallback;
  return translated || serverMessageOf(error.body) || spec;
}

/**
 * A zod issue of a form field in the user's language, named by the field's translated label: a
 * string's `too_small` of one character is "required", other limits say their number. One function
 * for every form: the contract's English messages are never shown.
 */
export function issueMessage(t: TFunction, issue: FieldIssue, field: string): string {
  const isText = issue.origin === 'string';
  const isNumber = issue.origin === 'number';
  const { range } = issue;
  if (isNumber && range && (issue.type === 'too_small' || issue.type === 'too_big')) {
    const bounds = { field, minimum: limit(range.minimum), maximum: limit(range.maximum) };
    return t(`errors:issues.range.${rangeKey(range)}`, bounds);
  }
  const values = isNumber
    ? { field, minimum: limit(issue.minimum), maximum: limit(issue.maximum) }
    : { field, minimum: Number(issue.minimum), maximum: Number(issue.maximum) };
  const exclusive = issue.inclusive === false;
  switch (issue.type) {
    case 'too_small':
      if (isNumber)
        return t(exclusive ? 'errors:issues.more_than' : 'errors:issues.at_least', values);
      if (!isText) break;
      return t(
        Number(issue.minimum) <= 1 ? 'errors:issues.required' : 'errors:issues.too_small',
        values,
      );
    case 'too_big':
      if (isNumber)
        return t(exclusive ? 'errors:issues.less_than' : 'errors:issues.at_most', values);
      if (isText) return t('errors:issues.too_big', values);
      break;
    case 'invalid_format':
      if (issue.format === 'email') return t('errors:issues.email', values);
      break;
  }
  return t('errors:issues.invalid', values);
}
