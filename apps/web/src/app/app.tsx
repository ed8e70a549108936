import { RouterProvider } from 'react-router/dom';
import { LocalesProvider } from '../locales/locales-provider';
import { SettingsDrawerHost } from '../settings/settings-drawer-host';
import { SettingsProvider } from '../settings/settings-provider';
import { SettingsThemeProvider } from '../settings/settings-theme-provider';
import type { AppRouter } from './router/router';

/** Providers every page needs. Data (TanStack Query) is provided by the dashboard layout. */
export function App({ router }: { router: AppRouter }) {
  return (
    <SettingsProvider>
      <SettingsThemeProvider>
        <LocalesProvider>
          <RouterProvider router={router} />
          <SettingsDrawerHost />
        </LocalesProvider>
      </SettingsThemeProvider>
    </SettingsProvider>
  );
}
