import type { Theme } from '@mui/material/styles';
import { ThemeProvider as SystemThemeProvider } from '@mui/system';
import { type ReactNode, useMemo } from 'react';

/**
 * What MUI's ThemeProvider does for a theme without CSS variables (the app's: no
 * `cssVariables`, no `colorSchemes`), without bundling its CSS-variables provider
 * (createCssVarsProvider, useCurrentColorScheme: ≈ 2.5 KiB gzip on every first load).
 * `vars: null` stops a parent's variables leaking in, as MUI does.
 */
export function PlainThemeProvider({ theme, children }: { theme: Theme; children: ReactNode }) {
  const noVarsTheme = useMemo(() => ({ ...theme, vars: null }), [theme]);
  return <SystemThemeProvider theme={noVarsTheme}>{children}</SystemThemeProvider>;
}
