import {
  AUTH_MESSAGES,
  EMAIL_MAX,
  NAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
} from '@keeling/contract/constants';
import { FALLBACK_MESSAGE } from '../../../lib/http';
import type { TFunction } from '../../../locales/translate';
import type { FormError } from './server-errors';

export type AuthField = 'email' | 'password' | 'firstName' | 'lastName';

/** The contract's limits, for the translated messages' {{min}} / {{max}}. */
const LIMITS: Record<AuthField, { min: number; max: number }> = {
  email: { min: 1, max: EMAIL_MAX },
  password: { min: PASSWORD_MIN, max: PASSWORD_MAX },
  firstName: { min: 1, max: NAME_MAX },
  lastName: { min: 1, max: NAME_MAX },
};

/**
 * The contract's zod messages are English; the form shows the translation keyed by field and
 * zod issue code (`auth:validation.<field>.<code>`). A `too_small` of a one-character minimum is
 * "required". Unknown codes keep the contract's message.
 */
export function validationKey(field: AuthField, code: string, minLength: number): string {
  const issue = code === 'too_small' && minLength <= 1 ? 'required' : code;
  return `validation.${field}.${issue}`;
}

/** Server texts known to the contract (AUTH_MESSAGES, the HTTP fallback) get translated. */
export function serverMessageKey(message: string): string | null {
  if (message === FALLBACK_MESSAGE) return 'serverErrors.fallback';
  const entry = Object.entries(AUTH_MESSAGES).find(([, text]) => text === message);
  return entry ? `serverErrors.${entry[0]}` : null;
}

export function translateServerMessage(t: TFunction, message: string): string {
  const key = serverMessageKey(message);
  return key ? t(key) : message;
}

/** The text to show under a field: translated validation, translated or verbatim server text. */
export function translateFieldError(
  t: TFunction,
  field: AuthField,
  error: FormError | undefined,
  minLength = LIMITS[field].min,
): string | undefined {
  if (!error) return undefined;
  const { message } = error;
  if (error.type === 'server') return translateServerMessage(t, message);
  const key = validationKey(field, error.type, minLength);
  const options = { min: minLength, max: LIMITS[field].max };
  return t(key, { ...options, defaultValue: message });
}
