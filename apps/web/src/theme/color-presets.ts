import type { Settings } from '@keeling/contract';

type ThemeColorPreset = Settings['themeColorPresets'];

export interface ColorSet {
  lighter: string;
  light: string;
  main: string;
  dark: string;
  darker: string;
  contrastText: string;
}

export interface PresetColors {
  /** Shown in the settings drawer's swatch. */
  swatch: string;
  light: ColorSet;
  /** Lighter mains with dark text: readable on dark surfaces, AA on buttons. */
  dark: ColorSet;
}

const INK = '#141A21';
const WHITE = '#FFFFFF';

const set = (
  lighter: string,
  light: string,
  main: string,
  dark: string,
  darker: string,
  contrastText: string,
): ColorSet => ({ lighter, light, main, dark, darker, contrastText });

/**
 * SPEC §9 colour presets. Every main carries its contrastText at WCAG AA (4.5:1) in both
 * modes (tested), so Minimal's bright mains are deepened a little in light mode. `dark` is the
 * primary colour as text (links, the active nav item): AA on every surface and on main's soft
 * tints, the deeper tone in light mode and the brighter one in dark mode (tested).
 */
export const colorPresets: Record<ThemeColorPreset, PresetColors> = {
  default: {
    swatch: '#00A76F',
    light: set('#C8FAD6', '#5BE49B', '#00875A', '#006C61', '#004B50', WHITE),
    dark: set('#004B50', '#007867', '#00A76F', '#5BE49B', '#C8FAD6', INK),
  },
  cyan: {
    swatch: '#078DEE',
    light: set('#CCF4FE', '#68CDF9', '#0A74C9', '#0351AB', '#012972', WHITE),
    dark: set('#012972', '#0351AB', '#68CDF9', '#A6E3FC', '#CCF4FE', INK),
  },
  purple: {
    swatch: '#7635DC',
    light: set('#EBD6FD', '#B985F4', '#7635DC', '#431A9E', '#200A69', WHITE),
    dark: set('#200A69', '#7635DC', '#B985F4', '#D4B3F9', '#EBD6FD', INK),
  },
  blue: {
    swatch: '#2065D1',
    light: set('#D1E9FC', '#76B0F1', '#2065D1', '#103996', '#061B64', WHITE),
    dark: set('#061B64', '#2065D1', '#76B0F1', '#A9CEF7', '#D1E9FC', INK),
  },
  orange: {
    swatch: '#FDA92D',
    light: set('#FEF4D4', '#FED680', '#FDA92D', '#9C5410', '#793908', '#1C252E'),
    dark: set('#793908', '#B66816', '#FDA92D', '#FED680', '#FEF4D4', INK),
  },
  red: {
    swatch: '#FF3030',
    light: set('#FFE3D5', '#FFC1AC', '#D92D20', '#B71833', '#7A0930', WHITE),
    dark: set('#7A0930', '#B71833', '#FF6B5E', '#FFC1AC', '#FFE3D5', INK),
  },
  /** Burgundy on linen: the brand colour deepens ink text; dark mode uses a dusty rose. */
  MUJI: {
    swatch: '#7F0019',
    light: set('#F5E1E3', '#B5495B', '#7F0019', '#5C0012', '#3A000B', WHITE),
    dark: set('#3A000B', '#A84A5A', '#D47A88', '#E8AEB7', '#F5E1E3', '#171412'),
  },
};
