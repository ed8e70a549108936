import { useTheme } from '@mui/material/styles';
import { useMemo } from 'react';
import { chartPalette } from '../../../../components/charts/chart-palette';

/** MUI X's default palette for the theme's mode, given to the series so exports know them too. */
export function useSeriesColors(count: number): string[] {
  const { palette } = useTheme();
  return useMemo(() => {
    const colors = chartPalette(palette.mode);
    return Array.from(
      { length: count },
      (_, i) => colors[i % colors.length] ?? palette.primary.main,
    );
  }, [count, palette.mode, palette.primary.main]);
}
