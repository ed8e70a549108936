// @vitest-environment node
// Node, as the build runs it: Emotion keeps the styles it renders for extraction.
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { tonesFor } from '../theme/tones';
import { renderBootScreen, storedLookScript } from './boot-screen';

/** Runs the pre-paint script as a browser would, with `stored` as localStorage's settings. */
function runLookScript(stored: string | null) {
  const style: { colorScheme?: string; backgroundColor?: string } = {};
  runInNewContext(storedLookScript(), {
    localStorage: { getItem: (key: string) => (key === 'settings' ? stored : null) },
    document: { documentElement: { style } },
  });
  return style;
}

describe('the pre-paint script', () => {
  it("gives the page the default look's background without stored settings", () => {
    const background = tonesFor({
      themeMode: 'light',
      themeContrast: 'bold',
      themeColorPresets: 'MUJI',
    }).background.default;
    expect(runLookScript(null)).toEqual({ colorScheme: 'light', backgroundColor: background });
    expect(runLookScript('{not json')).toEqual({
      colorScheme: 'light',
      backgroundColor: background,
    });
  });

  it('gives a dark page its background before the first paint, for each preset and contrast', () => {
    for (const [themeColorPresets, themeContrast] of [
      ['MUJI', 'default'],
      ['cyan', 'bold'],
    ] as const) {
      const stored = JSON.stringify({ themeMode: 'dark', themeColorPresets, themeContrast });
      expect(runLookScript(stored)).toEqual({
        colorScheme: 'dark',
        backgroundColor: tonesFor({ themeMode: 'dark', themeContrast, themeColorPresets })
          .background.default,
      });
    }
  });

  it('takes the default for each unknown or missing value', () => {
    const stored = JSON.stringify({ themeMode: 'dim', themeContrast: 7, themeColorPresets: null });
    expect(runLookScript(stored)).toEqual(runLookScript(null));
    const inherited = JSON.stringify({ themeMode: 'toString', themeColorPresets: 'constructor' });
    expect(runLookScript(inherited)).toEqual(runLookScript(null));
    expect(runLookScript(JSON.stringify({ themeMode: 'dark' }))).toEqual({
      colorScheme: 'dark',
      backgroundColor: tonesFor({
        themeMode: 'dark',
        themeContrast: 'bold',
        themeColorPresets: 'MUJI',
      }).background.default,
    });
  });
});

describe('the boot screen', () => {
  const screen = renderBootScreen();

  it('is the loading screen: a named status with the brand mark and a progress bar', () => {
    expect(screen.html).toMatch(/^<div [^>]*role="status" aria-label="Loading"/);
    expect(screen.html).toContain('<svg');
    expect(screen.html).toContain('MuiLinearProgress-root');
  });

  it("carries its own styles and the bar's keyframes, not the page's (CssBaseline)", () => {
    const classes = [...screen.html.matchAll(/class="[^"]*\b(css-[\w-]+)/g)].map((m) => m[1]);
    expect(classes.length).toBeGreaterThan(2);
    for (const name of classes) expect(screen.styles).toContain(`.${name}{`);
    expect(screen.styles).toMatch(/@keyframes animation-/);
    expect(screen.styles).not.toMatch(/(^|[}>])\s*(body|html)\s*\{/);
  });
});
