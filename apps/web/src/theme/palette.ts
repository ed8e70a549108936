import type { PaletteOptions } from '@mui/material/styles';
import type { Settings, ThemeColorPreset } from '../settings/settings-config';

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

export interface ColorSet {
  lighter: string;
  light: string;
  main: string;
  dark: string;
  darker: string;
  contrastText: string;
}

/** SPEC §9 colour presets; MUJI is a calm burgundy. */
export const primaryPresets: Record<ThemeColorPreset, ColorSet> = {
  default: {
    lighter: '#C8FAD6',
    light: '#5BE49B',
    main: '#00A76F',
    dark: '#007867',
    darker: '#004B50',
    contrastText: '#FFFFFF',
  },
  cyan: {
    lighter: '#CCF4FE',
    light: '#68CDF9',
    main: '#078DEE',
    dark: '#0351AB',
    darker: '#012972',
    contrastText: '#FFFFFF',
  },
  purple: {
    lighter: '#EBD6FD',
    light: '#B985F4',
    main: '#7635DC',
    dark: '#431A9E',
    darker: '#200A69',
    contrastText: '#FFFFFF',
  },
  blue: {
    lighter: '#D1E9FC',
    light: '#76B0F1',
    main: '#2065D1',
    dark: '#103996',
    darker: '#061B64',
    contrastText: '#FFFFFF',
  },
  orange: {
    lighter: '#FEF4D4',
    light: '#FED680',
    main: '#FDA92D',
    dark: '#B66816',
    darker: '#793908',
    contrastText: '#1C252E',
  },
  red: {
    lighter: '#FFE3D5',
    light: '#FFC1AC',
    main: '#FF3030',
    dark: '#B71833',
    darker: '#7A0930',
    contrastText: '#FFFFFF',
  },
  MUJI: {
    lighter: '#F7DCDF',
    light: '#B8485C',
    main: '#7F0019',
    dark: '#5C0012',
    darker: '#3A000B',
    contrastText: '#FFFFFF',
  },
};

const secondary: ColorSet = {
  lighter: '#EFD6FF',
  light: '#C684FF',
  main: '#8E33FF',
  dark: '#5119B7',
  darker: '#27097A',
  contrastText: '#FFFFFF',
};
const info: ColorSet = {
  lighter: '#CAFDF5',
  light: '#61F3F3',
  main: '#00B8D9',
  dark: '#006C9C',
  darker: '#003768',
  contrastText: '#FFFFFF',
};
const success: ColorSet = {
  lighter: '#D3FCD2',
  light: '#77ED8B',
  main: '#22C55E',
  dark: '#118D57',
  darker: '#065E49',
  contrastText: '#FFFFFF',
};
const warning: ColorSet = {
  lighter: '#FFF5CC',
  light: '#FFD666',
  main: '#FFAB00',
  dark: '#B76E00',
  darker: '#7A4100',
  contrastText: '#1C252E',
};
const error: ColorSet = {
  lighter: '#FFE9D5',
  light: '#FFAC82',
  main: '#FF5630',
  dark: '#B71D18',
  darker: '#7A0916',
  contrastText: '#FFFFFF',
};

export function createPalette(settings: Settings): PaletteOptions {
  const isLight = settings.themeMode === 'light';
  const isBold = settings.themeContrast === 'bold';
  return {
    mode: settings.themeMode,
    primary: primaryPresets[settings.themeColorPresets],
    secondary,
    info,
    success,
    warning,
    error,
    grey,
    divider: isLight ? 'rgba(145 158 171 / 0.2)' : 'rgba(145 158 171 / 0.16)',
    text: isLight
      ? { primary: grey[800], secondary: grey[600], disabled: grey[500] }
      : { primary: '#FFFFFF', secondary: grey[500], disabled: grey[600] },
    background: isLight
      ? { paper: '#FFFFFF', default: isBold ? grey[100] : '#FFFFFF', neutral: grey[200] }
      : { paper: grey[800], default: isBold ? grey[900] : '#161C24', neutral: '#28323D' },
    action: {
      hover: 'rgba(145 158 171 / 0.08)',
      selected: 'rgba(145 158 171 / 0.16)',
      focus: 'rgba(145 158 171 / 0.24)',
      disabled: 'rgba(145 158 171 / 0.8)',
      disabledBackground: 'rgba(145 158 171 / 0.24)',
      active: isLight ? grey[600] : grey[500],
    },
  };
}
