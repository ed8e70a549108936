import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useAuthContext } from '../../auth/auth-context';
import { AuthProvider } from '../../auth/auth-provider';
import { LoadingScreen } from '../../components/loading-screen';
import { ProgressBar } from '../../components/progress-bar';
import { ScrollToTop } from '../../components/scroll-to-top';
import { SettingsServerSync } from '../../settings/settings-server-sync';

function AuthGate() {
  const { loading } = useAuthContext();
  if (loading) return <LoadingScreen />;
  return (
    // a screen whose texts are still loading (a language switch, a namespace first used)
    <Suspense fallback={<LoadingScreen />}>
      <Outlet />
    </Suspense>
  );
}

/** Root route: auth lives inside the router (it navigates on token expiry) and above every page. */
export function RootLayout() {
  return (
    <AuthProvider>
      <ProgressBar />
      <ScrollToTop />
      <SettingsServerSync />
      <AuthGate />
    </AuthProvider>
  );
}
