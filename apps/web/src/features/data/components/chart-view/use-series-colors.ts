import { useTheme } from '@mui/material/styles';
import { rainbowSurgePalette } from '@mui/x-charts/colorPalettes';
import { useMemo } from 'react';

/** MUI X's default palette for the theme's mode, given to the series so exports know them too. */
export function useSeriesColors(count: number): string[] {
  const { palette } = useTheme();
  return useMemo(() => {
    const colors = rainbowSurgePalette(palette.mode);
    return Array.from(
      { length: count },
      (_, i) => colors[i % colors.length] ?? palette.primary.main,
    );
  }, [count, palette.mode, palette.primary.main]);
}
