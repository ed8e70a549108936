import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '../../components/loading-screen';
import { useAuthContext } from '../auth-context';
import { loginPathFor } from '../return-to';

/** SPEC §4: unauthenticated users go (replace) to the login route with returnTo. */
export function AuthGuard({ children }: { children?: ReactNode }) {
  const { status } = useAuthContext();
  const { pathname, search } = useLocation();

  if (status === 'loading') return <LoadingScreen />;
  if (status === 'unauthenticated') {
    return <Navigate to={loginPathFor(`${pathname}${search}`)} replace />;
  }
  return children ?? <Outlet />;
}
