import { RouterProvider } from 'react-router/dom';
import { LocalesProvider } from '../locales/locales-provider';
import { SettingsDrawerHost } from '../settings/settings-drawer-host';
import { SettingsProvider } from '../settings/settings-provider';
import { ThemeProvider } from '../theme/theme-provider';
import type { AppRouter } from './router/router';

/** Providers every page needs. Data (TanStack Query) is provided by the dashboard layout. */
export function App({ router }: { router: AppRouter }) {
  return (
    <SettingsProvider>
      <ThemeProvider>
        <LocalesProvider>
          <RouterProvider router={router} />
          <SettingsDrawerHost />
        </LocalesProvider>
      </ThemeProvider>
    </SettingsProvider>
  );
}
