import { describe, expect, it } from 'vitest';
import { loginBodySchema, registerBodySchema, userSchema } from './auth';
import { DEFAULT_SETTINGS, SETTING_CHOICES, settingsSchema } from './settings';

describe('auth schemas', () => {
  it('trims the email and requires a valid address', () => {
    expect(loginBodySchema.parse({ email: '  a@b.co ', password: 'x' }).email).toBe('a@b.co');
    expect(loginBodySchema.safeParse({ email: 'nope', password: 'x' }).success).toBe(false);
  });

  it('requires a password of 8 to 256 characters on register', () => {
    const base = { email: 'a@b.co', firstName: 'A', lastName: 'B' };
    expect(registerBodySchema.safeParse({ ...base, password: '1234567' }).success).toBe(false);
    expect(registerBodySchema.safeParse({ ...base, password: '12345678' }).success).toBe(true);
    expect(registerBodySchema.safeParse({ ...base, password: 'x'.repeat(257) }).success).toBe(
      false,
    );
  });

  it('rejects blank names', () => {
    const body = { email: 'a@b.co', password: '12345678', firstName: '  ', lastName: 'B' };
    expect(registerBodySchema.safeParse(body).success).toBe(false);
  });

  it('has no password field on the user', () => {
    expect(Object.keys(userSchema.shape)).not.toContain('password');
    expect(Object.keys(userSchema.shape)).not.toContain('passwordHash');
  });
});

describe('settings schema', () => {
  it('holds the SPEC §1 defaults', () => {
    expect(settingsSchema.parse(DEFAULT_SETTINGS)).toEqual({
      themeMode: 'light',
      themeContrast: 'bold',
      themeDirection: 'ltr',
      themeLayout: 'horizontal',
      themeStretch: false,
      themeColorPresets: 'MUJI',
    });
  });

  it('rejects unknown presets', () => {
    expect(
      settingsSchema.safeParse({ ...DEFAULT_SETTINGS, themeColorPresets: 'pink' }).success,
    ).toBe(false);
  });
});

describe('settings choices', () => {
  it('list every field of the settings schema', () => {
    expect(Object.keys(SETTING_CHOICES).sort()).toEqual(Object.keys(settingsSchema.shape).sort());
    for (const [field, choices] of Object.entries(SETTING_CHOICES)) {
      const schema = settingsSchema.shape[field as keyof typeof SETTING_CHOICES];
      for (const choice of choices) expect(schema.safeParse(choice).success).toBe(true);
    }
  });
});
