import { RouterProvider } from 'react-router/dom';
import { ThemeProvider } from '../theme/theme-provider';
import { router } from './router/router';

/** Providers every page needs. Data (TanStack Query) is provided by the dashboard layout. */
export function App() {
  return (
    <ThemeProvider>
      <RouterProvider router={router} />
    </ThemeProvider>
  );
}
