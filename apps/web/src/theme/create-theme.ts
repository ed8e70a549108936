import { createTheme as createMuiTheme, type Theme } from '@mui/material/styles';
import type { Settings } from '../settings/settings-config';
import { components } from './components';
import { createPalette, primaryFor } from './palette';
import { createCustomShadows, createShadows } from './shadows';
import { tonesFor } from './tones';
import { typography } from './typography';
import './types';

/** SPEC §9 breakpoints. */
export const breakpoints = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;

let last: { key: string; theme: Theme } | null = null;

/**
 * Builds the MUI theme from settings (mode, contrast, direction, preset). The last one is kept:
 * main.tsx builds the stored settings' theme in a task of its own before the first render, and
 * ThemeProvider's first render then finds it here (MUI themes are not mutated after creation).
 */
export function createTheme(settings: Settings): Theme {
  const key = JSON.stringify(settings);
  if (last?.key !== key) last = { key, theme: buildTheme(settings) };
  return last.theme;
}

function buildTheme(settings: Settings): Theme {
  const primary = primaryFor(settings);
  return createMuiTheme({
    direction: settings.themeDirection,
    palette: createPalette(settings),
    typography,
    shape: { borderRadius: 8 },
    breakpoints: { values: breakpoints },
    shadows: createShadows(settings.themeMode),
    customShadows: createCustomShadows(
      settings.themeMode,
      primary.main,
      settings.themeContrast,
      tonesFor(settings).divider,
    ),
    components,
  });
}
