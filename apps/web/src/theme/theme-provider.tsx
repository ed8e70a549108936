import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider as MuiThemeProvider } from '@mui/material/styles';
import { type ReactNode, useMemo } from 'react';
import { defaultSettings, type Settings } from '../settings/settings-config';
import { createTheme } from './create-theme';

interface ThemeProviderProps {
  settings?: Settings;
  children: ReactNode;
}

/** Until the settings drawer lands, the app runs on the SPEC defaults. */
export function ThemeProvider({ settings = defaultSettings, children }: ThemeProviderProps) {
  const theme = useMemo(() => createTheme(settings), [settings]);
  return (
    <MuiThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </MuiThemeProvider>
  );
}
