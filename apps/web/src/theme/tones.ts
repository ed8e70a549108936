import type { Settings } from '@keeling/contract';

/** Surfaces and text for one mode and contrast. No MUI import: the pre-paint module uses it. */
export interface Tones {
  background: { default: string; paper: string; neutral: string };
  text: { primary: string; secondary: string; disabled: string };
  /** Borders and dividers (rgba). */
  divider: string;
}

type ToneTable = Record<Settings['themeMode'], Record<Settings['themeContrast'], Tones>>;

/** Minimal's cool greys; bold darkens secondary text and borders and tints the page. */
const neutral: ToneTable = {
  light: {
    default: {
      background: { default: '#FFFFFF', paper: '#FFFFFF', neutral: '#F4F6F8' },
      text: { primary: '#1C252E', secondary: '#586775', disabled: '#65707B' },
      divider: 'rgba(145 158 171 / 0.2)',
    },
    bold: {
      background: { default: '#F4F6F8', paper: '#FFFFFF', neutral: '#DFE3E8' },
      text: { primary: '#141A21', secondary: '#454F5B', disabled: '#566572' },
      divider: 'rgba(99 115 129 / 0.36)',
    },
  },
  dark: {
    default: {
      background: { default: '#141A21', paper: '#1C252E', neutral: '#28323D' },
      text: { primary: '#FFFFFF', secondary: '#9BA7B3', disabled: '#909CA6' },
      divider: 'rgba(145 158 171 / 0.16)',
    },
    bold: {
      background: { default: '#0B0F14', paper: '#1C252E', neutral: '#28323D' },
      text: { primary: '#FFFFFF', secondary: '#C4CDD5', disabled: '#919EAB' },
      divider: 'rgba(196 205 213 / 0.32)',
    },
  },
};

/** MUJI: linen paper, ink text, stone greys; warm ink surfaces in dark mode. */
const natural: ToneTable = {
  light: {
    default: {
      background: { default: '#FBF8F3', paper: '#FFFFFF', neutral: '#F1EBE2' },
      text: { primary: '#2A2523', secondary: '#675E57', disabled: '#6F6861' },
      divider: 'rgba(138 126 114 / 0.22)',
    },
    bold: {
      background: { default: '#F3EDE4', paper: '#FFFDF9', neutral: '#E8E0D4' },
      text: { primary: '#1F1B19', secondary: '#574F48', disabled: '#696158' },
      divider: 'rgba(110 101 93 / 0.4)',
    },
  },
  dark: {
    default: {
      background: { default: '#171412', paper: '#221E1B', neutral: '#2E2925' },
      text: { primary: '#F4EFE8', secondary: '#B8AEA3', disabled: '#9A9289' },
      divider: 'rgba(184 174 163 / 0.16)',
    },
    bold: {
      background: { default: '#0F0D0B', paper: '#221E1B', neutral: '#2E2925' },
      text: { primary: '#FFFFFF', secondary: '#D3CAC0', disabled: '#9B9187' },
      divider: 'rgba(211 202 192 / 0.32)',
    },
  },
};

export function tonesFor(
  settings: Pick<Settings, 'themeMode' | 'themeContrast' | 'themeColorPresets'>,
): Tones {
  const table = settings.themeColorPresets === 'MUJI' ? natural : neutral;
  return table[settings.themeMode][settings.themeContrast];
}
