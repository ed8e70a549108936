import type { Settings } from '@keeling/contract';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider as MuiThemeProvider } from '@mui/material/styles';
import { type ReactNode, useMemo } from 'react';
import { createTheme } from './create-theme';
import { DirectionCache } from './rtl-cache';

/** The MUI theme built from `settings`, with the emotion cache of their direction. */
export function ThemeProvider({ settings, children }: { settings: Settings; children: ReactNode }) {
  const theme = useMemo(() => createTheme(settings), [settings]);
  return (
    <DirectionCache direction={settings.themeDirection}>
      <MuiThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
      </MuiThemeProvider>
    </DirectionCache>
  );
}
