import type { Settings } from '@keeling/contract';
import { createTheme as createMuiTheme, type Theme } from '@mui/material/styles';
import { components } from './components';
import { createPalette, primaryFor } from './palette';
import { createCustomShadows, createShadows } from './shadows';
import { tonesFor } from './tones';
import { typography } from './typography';
import './types';

/** SPEC §9 breakpoints. */
export const breakpoints = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;

/** Builds the MUI theme from settings (mode, contrast, direction, preset). */
export function createTheme(settings: Settings): Theme {
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
