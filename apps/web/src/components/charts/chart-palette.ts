import { rainbowSurgePalette } from '@mui/x-charts/colorPalettes';

/** MUI X Charts' default palette (a few colour strings, no chart code) for a theme mode. */
export const chartPalette = (mode: 'light' | 'dark'): string[] => rainbowSurgePalette(mode);
