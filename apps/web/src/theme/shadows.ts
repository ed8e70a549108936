import type { Settings } from '@keeling/contract';
import type { Shadows } from '@mui/material/styles';
import type { CustomShadows } from './types';

type Mode = Settings['themeMode'];

const shade = (opacity: number, mode: Mode) =>
  mode === 'light' ? `rgba(145 158 171 / ${opacity})` : `rgba(0 0 0 / ${opacity})`;

export function createShadows(mode: Mode): Shadows {
  const a = shade(0.2, mode);
  const b = shade(0.14, mode);
  const c = shade(0.12, mode);
  const levels = Array.from({ length: 24 }, (_, i) => {
    const n = i + 1;
    return `0 ${Math.ceil(n / 2)}px ${n * 2}px -${Math.ceil(n / 4)}px ${a},0 ${n}px ${n * 1.5}px 0 ${b},0 ${Math.ceil(n / 3)}px ${n * 3}px 0 ${c}`;
  });
  return ['none', ...levels] as Shadows;
}

/** Bold contrast outlines cards (a 1 px ring in the divider colour) and deepens their shadow. */
export function createCustomShadows(
  mode: Mode,
  primary: string,
  contrast: Settings['themeContrast'] = 'default',
  outline = 'transparent',
): CustomShadows {
  const color = shade(0.16, mode);
  const isBold = contrast === 'bold';
  const card = isBold
    ? `0 0 0 1px ${outline}, 0 12px 24px -4px ${shade(mode === 'light' ? 0.24 : 0.4, mode)}`
    : `0 0 2px 0 ${shade(0.2, mode)}, 0 12px 24px -4px ${shade(0.12, mode)}`;
  return {
    z1: `0 1px 2px 0 ${color}`,
    z4: `0 4px 8px 0 ${color}`,
    z8: `0 8px 16px 0 ${color}`,
    z16: `0 16px 32px -4px ${color}`,
    z24: `0 20px 40px -4px ${color}`,
    card,
    dialog: `-40px 40px 80px -8px ${shade(0.24, mode === 'light' ? 'dark' : mode)}`,
    dropdown: `0 0 2px 0 ${shade(0.24, mode)}, -20px 20px 40px -4px ${shade(0.24, mode)}`,
    primary: `0 8px 16px 0 ${primary}3D`,
  };
}
