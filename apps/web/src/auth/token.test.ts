import { describe, expect, it } from 'vitest';
import { fakeJwt, inSeconds } from '../test/jwt';
import {
  isValidToken,
  jwtDecode,
  readStoredToken,
  STORAGE_KEY,
  storeToken,
  tokenExpiresAt,
} from './token';

describe('jwtDecode', () => {
  it('reads the payload of a base64url token, including non-ASCII claims', () => {
    const bytes = new TextEncoder().encode(JSON.stringify({ sub: 'u1', name: 'Zoë ✓', exp: 100 }));
    const payload = btoa(String.fromCharCode(...bytes))
      .replace(/=+$/, '')
      .replace(/\+/g, '-')
      .replace(/\//g, '_');
    expect(jwtDecode(`h.${payload}.s`)).toEqual({ sub: 'u1', name: 'Zoë ✓', exp: 100 });
  });

  it('returns null for malformed tokens', () => {
    expect(jwtDecode('')).toBeNull();
    expect(jwtDecode('a.b')).toBeNull();
    expect(jwtDecode('a.%%%.c')).toBeNull();
    expect(jwtDecode(`a.${btoa('"just a string"')}.c`)).toBeNull();
  });
});

describe('isValidToken', () => {
  it('accepts a token whose exp (seconds) is later than now', () => {
    expect(isValidToken(fakeJwt({ exp: inSeconds(60) }))).toBe(true);
  });

  it('rejects expired, exp-less, malformed and missing tokens', () => {
    expect(isValidToken(fakeJwt({ exp: inSeconds(-1) }))).toBe(false);
    expect(isValidToken(fakeJwt({ sub: 'x' }))).toBe(false);
    expect(isValidToken(fakeJwt({ exp: 'tomorrow' }))).toBe(false);
    expect(isValidToken('not-a-jwt')).toBe(false);
    expect(isValidToken(null)).toBe(false);
  });

  it('compares exp in seconds with now in milliseconds', () => {
    const token = fakeJwt({ exp: 1_000 });
    expect(isValidToken(token, 999_999)).toBe(true);
    expect(isValidToken(token, 1_000_000)).toBe(false);
    expect(tokenExpiresAt(token)).toBe(1_000_000);
  });
});

describe('token storage', () => {
  it('keeps the token in sessionStorage under accessToken', () => {
    storeToken('abc');
    expect(sessionStorage.getItem(STORAGE_KEY)).toBe('abc');
    expect(STORAGE_KEY).toBe('accessToken');
    expect(readStoredToken()).toBe('abc');
    storeToken(null);
    expect(readStoredToken()).toBeNull();
  });
});
