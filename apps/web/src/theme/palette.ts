import type { Settings } from '@keeling/contract';
import type { PaletteOptions } from '@mui/material/styles';
import { type ColorSet, colorPresets } from './color-presets';
import { tonesFor } from './tones';

export type { ColorSet };

export const grey = {
  50: '#FCFDFD',
  100: '#F9FAFB',
  200: '#F4F6F8',
  300: '#DFE3E8',
  400: '#C4CDD5',
  500: '#919EAB',
  600: '#637381',
  700: '#454F5B',
  800: '#1C252E',
  900: '#141A21',
} as const;

/** MUJI's warm stone greys (linen to ink). */
export const stone = {
  50: '#FDFCFA',
  100: '#FAF7F3',
  200: '#F1EBE2',
  300: '#E0D8CD',
  400: '#C7BDB1',
  500: '#A39A90',
  600: '#7A7067',
  700: '#574F48',
  800: '#2A2523',
  900: '#171412',
} as const;

const status = {
  secondary: ['#EFD6FF', '#C684FF', '#8E33FF', '#5119B7', '#27097A', '#FFFFFF'],
  info: ['#CAFDF5', '#61F3F3', '#00B8D9', '#006C9C', '#003768', '#FFFFFF'],
  success: ['#D3FCD2', '#77ED8B', '#22C55E', '#118D57', '#065E49', '#FFFFFF'],
  warning: ['#FFF5CC', '#FFD666', '#FFAB00', '#B76E00', '#7A4100', '#1C252E'],
  error: ['#FFE9D5', '#FFAC82', '#FF5630', '#B71D18', '#7A0916', '#FFFFFF'],
} as const;

const toSet = ([lighter, light, main, dark, darker, contrastText]: readonly string[]): ColorSet =>
  ({ lighter, light, main, dark, darker, contrastText }) as ColorSet;

/** The primary colour set of a preset in a mode (also used by tests and the drawer). */
export function primaryFor(settings: Pick<Settings, 'themeMode' | 'themeColorPresets'>): ColorSet {
  return colorPresets[settings.themeColorPresets][settings.themeMode];
}

export function createPalette(settings: Settings): PaletteOptions {
  const isLight = settings.themeMode === 'light';
  const tones = tonesFor(settings);
  const greys = settings.themeColorPresets === 'MUJI' ? stone : grey;
  return {
    mode: settings.themeMode,
    primary: primaryFor(settings),
    secondary: toSet(status.secondary),
    info: toSet(status.info),
    success: toSet(status.success),
    warning: toSet(status.warning),
    error: toSet(status.error),
    grey: greys,
    divider: tones.divider,
    text: tones.text,
    background: tones.background,
    action: {
      hover: 'rgba(145 158 171 / 0.08)',
      selected: 'rgba(145 158 171 / 0.16)',
      focus: 'rgba(145 158 171 / 0.24)',
      disabled: 'rgba(145 158 171 / 0.8)',
      disabledBackground: 'rgba(145 158 171 / 0.24)',
      active: isLight ? greys[600] : greys[500],
    },
  };
}
