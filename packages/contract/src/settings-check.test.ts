import { describe, expect, it } from 'vitest';
import { accountSettingsResponseSchema, DEFAULT_SETTINGS, settingsSchema } from './settings';
import { accountSettingsResponseCheck } from './settings-check';
import { SETTING_CHOICES } from './settings-constants';

/** Every field replaced by values of other types (and removed), one at a time. */
function variants(): unknown[] {
  const settings = { ...DEFAULT_SETTINGS, themeStretch: true, themeColorPresets: 'cyan' };
  const values = [undefined, null, '', 'x', 0, 1, true, false, [], {}, 'dark', 'MUJI', 'muji'];
  const out: unknown[] = [null, 'settings', [], {}, { settings: [] }, { settings: 'dark' }];
  for (const field of Object.keys(settings)) {
    for (const value of values) out.push({ settings: { ...settings, [field]: value } });
    const { [field as keyof typeof settings]: _removed, ...rest } = settings;
    out.push({ settings: rest });
  }
  out.push({ settings }, { settings: null }, { settings: { ...settings, extra: 1 } });
  out.push({ settings, extra: true });
  return out;
}

describe('accountSettingsResponseCheck (zod-free)', () => {
  it('covers every settings field with the schema’s choices', () => {
    expect(Object.keys(SETTING_CHOICES).sort()).toEqual(Object.keys(settingsSchema.shape).sort());
    for (const [field, choices] of Object.entries(SETTING_CHOICES)) {
      for (const choice of choices)
        expect(
          settingsSchema.shape[field as keyof typeof SETTING_CHOICES].safeParse(choice).success,
        ).toBe(true);
    }
  });

  it('accepts and rejects what accountSettingsResponseSchema does, and returns the same data', () => {
    const bodies = variants();
    let accepted = 0;
    for (const body of bodies) {
      const expected = accountSettingsResponseSchema.safeParse(body);
      const actual = accountSettingsResponseCheck.safeParse(body);
      expect(actual.success, JSON.stringify(body)).toBe(expected.success);
      if (actual.success && expected.success) {
        accepted += 1;
        expect(actual.data).toEqual(expected.data);
      }
    }
    expect(accepted).toBeGreaterThan(5);
    expect(accepted).toBeLessThan(bodies.length - 50);
  });

  it('names the field that is wrong', () => {
    const result = accountSettingsResponseCheck.safeParse({
      settings: { ...DEFAULT_SETTINGS, themeLayout: 'grid' },
    });
    expect(result).toEqual({
      success: false,
      error: 'settings.themeLayout: expected vertical | horizontal | mini',
    });
  });
});
