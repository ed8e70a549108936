import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider as MuiThemeProvider } from '@mui/material/styles';
import { type ReactNode, useMemo } from 'react';
import { useSettingsContext } from '../settings/settings-context';
import { createTheme } from './create-theme';
import { DirectionCache } from './rtl-cache';

/** The MUI theme built from the current settings (inside SettingsProvider). */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const { settings } = useSettingsContext();
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
