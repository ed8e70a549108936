import type { ReactNode } from 'react';
import { ThemeProvider } from '../theme/theme-provider';
import { useSettingsContext } from './settings-context';

/** The theme of the current settings (inside SettingsProvider). */
export function SettingsThemeProvider({ children }: { children: ReactNode }) {
  const { settings } = useSettingsContext();
  return <ThemeProvider settings={settings}>{children}</ThemeProvider>;
}
