import {
  COLOR_PRESETS,
  DEFAULT_SETTINGS as defaultSettings,
  type Settings,
  THEME_CONTRASTS,
  THEME_MODES,
} from '@keeling/contract';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast-ratio';
import { createTheme } from './create-theme';

const AA = 4.5;
const combos = COLOR_PRESETS.flatMap((preset) =>
  THEME_MODES.flatMap((mode) =>
    THEME_CONTRASTS.map((contrast) => ({
      ...defaultSettings,
      themeColorPresets: preset,
      themeMode: mode,
      themeContrast: contrast,
    })),
  ),
);
const name = (s: Settings) => `${s.themeColorPresets} ${s.themeMode} ${s.themeContrast}`;

describe('preset palettes (WCAG AA)', () => {
  it.each(combos.map((s) => [name(s), s] as const))('%s', (_name, settings) => {
    const { palette } = createTheme(settings);
    expect(
      contrastRatio(palette.primary.contrastText, palette.primary.main),
    ).toBeGreaterThanOrEqual(AA);
    expect(contrastRatio(palette.text.primary, palette.background.default)).toBeGreaterThanOrEqual(
      AA,
    );
    expect(contrastRatio(palette.text.primary, palette.background.paper)).toBeGreaterThanOrEqual(
      AA,
    );
    expect(
      contrastRatio(palette.text.secondary, palette.background.default),
    ).toBeGreaterThanOrEqual(AA);
    expect(contrastRatio(palette.text.secondary, palette.background.paper)).toBeGreaterThanOrEqual(
      AA,
    );
  });

  it.each(combos.map((s) => [name(s), s] as const))(
    '%s: captions (secondary and disabled text) on every surface',
    (_name, settings) => {
      const { palette } = createTheme(settings);
      const surfaces = [
        palette.background.default,
        palette.background.paper,
        palette.background.neutral,
      ];
      for (const text of [palette.text.secondary, palette.text.disabled]) {
        for (const surface of surfaces) {
          expect(contrastRatio(text, surface)).toBeGreaterThanOrEqual(AA);
        }
      }
    },
  );

  it.each(combos.map((s) => [name(s), s] as const))(
    '%s: the primary colour as text (links, the active nav item) on surfaces and its tints',
    (_name, settings) => {
      const { palette } = createTheme(settings);
      /** `hex` at `share` opacity over `under` (#RRGGBB). */
      const over = (hex: string, share: number, under: string) =>
        `#${[1, 3, 5]
          .map((at) => {
            const top = Number.parseInt(hex.slice(at, at + 2), 16);
            const bottom = Number.parseInt(under.slice(at, at + 2), 16);
            return Math.round(top * share + bottom * (1 - share))
              .toString(16)
              .padStart(2, '0');
          })
          .join('')}`;
      for (const surface of [palette.background.default, palette.background.paper]) {
        for (const share of [0, 0.08, 0.16]) {
          const behind = over(palette.primary.main, share, surface);
          expect(contrastRatio(palette.primary.dark, behind)).toBeGreaterThanOrEqual(AA);
        }
      }
    },
  );

  it('gives every preset its own primary colour', () => {
    for (const mode of THEME_MODES) {
      const mains = COLOR_PRESETS.map(
        (preset) =>
          createTheme({ ...defaultSettings, themeMode: mode, themeColorPresets: preset }).palette
            .primary.main,
      );
      expect(new Set(mains).size).toBe(COLOR_PRESETS.length);
    }
  });

  it('keeps the primary colour visible on dark surfaces (3:1 for UI parts)', () => {
    for (const preset of COLOR_PRESETS) {
      const { palette } = createTheme({
        ...defaultSettings,
        themeMode: 'dark',
        themeColorPresets: preset,
      });
      expect(contrastRatio(palette.primary.main, palette.background.paper)).toBeGreaterThanOrEqual(
        3,
      );
    }
  });
});

describe('mode and contrast', () => {
  it('dark mode leaves no light surface', () => {
    for (const preset of COLOR_PRESETS) {
      const { palette } = createTheme({
        ...defaultSettings,
        themeMode: 'dark',
        themeColorPresets: preset,
      });
      for (const surface of [palette.background.default, palette.background.paper]) {
        expect(contrastRatio(surface, '#000000')).toBeLessThan(2);
      }
    }
  });

  it('bold is stronger than default: darker secondary text, page tint, outlined cards', () => {
    for (const mode of THEME_MODES) {
      const base = { ...defaultSettings, themeMode: mode, themeColorPresets: 'blue' as const };
      const normal = createTheme({ ...base, themeContrast: 'default' });
      const bold = createTheme({ ...base, themeContrast: 'bold' });
      expect(
        contrastRatio(bold.palette.text.secondary, bold.palette.background.paper),
      ).toBeGreaterThan(
        contrastRatio(normal.palette.text.secondary, normal.palette.background.paper),
      );
      expect(bold.palette.background.default).not.toBe(normal.palette.background.default);
      expect(bold.palette.divider).not.toBe(normal.palette.divider);
      expect(bold.customShadows.card).toMatch(/^0 0 0 1px/);
    }
  });

  it('sets the direction and the base radius', () => {
    expect(createTheme({ ...defaultSettings, themeDirection: 'rtl' }).direction).toBe('rtl');
    expect(createTheme(defaultSettings).shape.borderRadius).toBe(8);
  });
});

describe('SPEC §9 component defaults', () => {
  const { components } = createTheme(defaultSettings);
  it('caps avatar groups at 4 and badges at 99; tooltips use the SPEC delays', () => {
    expect(components?.MuiAvatarGroup?.defaultProps?.max).toBe(4);
    expect(components?.MuiBadge?.defaultProps?.max).toBe(99);
    expect(components?.MuiTooltip?.defaultProps).toMatchObject({
      enterDelay: 100,
      enterTouchDelay: 700,
      leaveTouchDelay: 1500,
    });
  });
});
