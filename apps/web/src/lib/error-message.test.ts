import {
  AUTH_ERROR_CODES,
  BLOG_ERROR_CODES,
  COMMON_ERROR_CODES,
  UPLOAD_ERROR_CODES,
} from '@keeling/contract/constants';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, i18n } from '../locales/i18n';
import { errorMessage, issueMessage } from './error-message';
import { HttpError } from './http';

const t = i18n.t.bind(i18n);
const failed = (body: unknown, status = 400) =>
  new HttpError(
    typeof body === 'object' && body && 'message' in body ? String(body.message) : 'x',
    status,
    [],
    body,
  );

describe('errorMessage', () => {
  afterEach(() => changeLanguage('en'));

  it('translates the stable code, in the current language', async () => {
    const error = failed({
      message: 'Invalid email or password',
      code: 'auth.invalid_credentials',
    });
    expect(errorMessage(t, error)).toBe('Invalid email or password');
    await changeLanguage('ar');
    expect(errorMessage(t, error)).toBe('البريد الإلكتروني أو كلمة المرور غير صحيحة');
  });

  it("falls back to the server's message, then to 'Something went wrong'", () => {
    expect(errorMessage(t, failed({ message: 'Teapot', code: 'brew.teapot' }, 418))).toBe('Teapot');
    expect(errorMessage(t, new HttpError('Something went wrong', 0))).toBe('Something went wrong');
    expect(errorMessage(t, new Error('boom'))).toBe('Something went wrong');
  });

  it("says 'Error in API' for a JSON POST refused without a message (SPEC §8), translated", async () => {
    const refused = new HttpError('Error in API', 502);
    expect(errorMessage(t, refused)).toBe('Error in API');
    await changeLanguage('fr');
    expect(errorMessage(t, refused)).toBe('Erreur de l’API');
    expect(errorMessage(t, new HttpError('Something went wrong', 502))).toBe(
      'Une erreur est survenue',
    );
  });

  it('has an English text for every error code of the contract', () => {
    const codes = [COMMON_ERROR_CODES, AUTH_ERROR_CODES, BLOG_ERROR_CODES, UPLOAD_ERROR_CODES]
      .flatMap((group) => Object.values(group))
      .filter((code) => !t(`errors:${code}`, { defaultValue: '' }));
    expect(codes).toEqual([]);
  });
});

describe('issueMessage', () => {
  it("says a text field's rule with the field's label and limit", () => {
    const say = (issue: Parameters<typeof issueMessage>[1]) => issueMessage(t, issue, 'Password');
    expect(say({ type: 'too_small', origin: 'string', minimum: 1 })).toBe('Password is required');
    expect(say({ type: 'too_small', origin: 'string', minimum: 8 })).toBe(
      'Password must be at least 8 characters',
    );
    expect(say({ type: 'too_big', origin: 'string', maximum: 256 })).toBe(
      'Password must be at most 256 characters',
    );
    expect(say({ type: 'invalid_format', format: 'email' })).toBe(
      'Password must be a valid email address',
    );
  });

  it("states a number's rule: at least, more than, at most, less than", () => {
    const say = (issue: Parameters<typeof issueMessage>[1]) =>
      issueMessage(t, issue, 'Distance (km)');
    expect(say({ type: 'too_small', origin: 'number', minimum: 0, inclusive: false })).toBe(
      'Distance (km) must be more than 0',
    );
    expect(say({ type: 'too_small', origin: 'number', minimum: 1, inclusive: true })).toBe(
      'Distance (km) must be at least 1',
    );
    expect(say({ type: 'too_big', origin: 'number', maximum: 50000, inclusive: true })).toBe(
      'Distance (km) must be at most 50,000',
    );
    expect(say({ type: 'too_big', origin: 'number', maximum: 10, inclusive: false })).toBe(
      'Distance (km) must be less than 10',
    );
  });

  it('states a number with two limits as one range, the limits in the user’s locale', async () => {
    const range = (minimumInclusive: boolean, maximumInclusive: boolean) => ({
      minimum: minimumInclusive ? 1 : 0,
      maximum: 40_000,
      minimumInclusive,
      maximumInclusive,
    });
    const say = (minimumInclusive: boolean, maximumInclusive: boolean) =>
      issueMessage(
        t,
        { type: 'too_big', origin: 'number', range: range(minimumInclusive, maximumInclusive) },
        'Distance',
      );
    expect(say(true, true)).toBe('Distance must be between 1 and 40,000');
    expect(say(false, true)).toBe('Distance must be more than 0 and at most 40,000');
    expect(say(true, false)).toBe('Distance must be at least 1 and less than 40,000');
    expect(say(false, false)).toBe('Distance must be more than 0 and less than 40,000');
    await changeLanguage('fr');
    // French groups thousands with a narrow no-break space
    expect(say(true, true)).toBe(
      `Le champ « Distance » doit être compris entre 1 et ${(40_000).toLocaleString('fr')}`,
    );
    await changeLanguage('ar');
    expect(say(true, true)).toContain((40_000).toLocaleString('ar'));
    expect(say(true, true)).toContain((1).toLocaleString('ar'));
    await changeLanguage('en');
  });

  it('says "not valid" for what it has no sentence for (a list too long, a pattern)', () => {
    expect(issueMessage(t, { type: 'too_big', origin: 'array', maximum: 20 }, 'Tags')).toBe(
      'Tags is not valid',
    );
    expect(issueMessage(t, { type: 'invalid_format', format: 'regex' }, 'Slug')).toBe(
      'Slug is not valid',
    );
  });
});
