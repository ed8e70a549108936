import type { ReactNode } from 'react';
import { LocalesProvider } from '../locales/locales-provider';
import { SettingsDrawerHost } from '../settings/settings-drawer-host';
import { SettingsProvider } from '../settings/settings-provider';
import { SettingsThemeProvider } from '../settings/settings-theme-provider';

/**
 * Providers every page needs around the router (`children`: the browser's RouterProvider, or the
 * static one when a page is prerendered). Data (TanStack Query) is provided by the dashboard layout.
 */
export function App({ children }: { children: ReactNode }) {
  return (
    <SettingsProvider>
      <SettingsThemeProvider>
        <LocalesProvider>
          {children}
          <SettingsDrawerHost />
        </LocalesProvider>
      </SettingsThemeProvider>
    </SettingsProvider>
  );
}
