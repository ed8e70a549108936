import type { ReactNode } from 'react';
import { Navigate, Outlet, useSearchParams } from 'react-router';
import { LoadingScreen } from '../../components/loading-screen';
import { useAuthContext } from '../auth-context';
import { safeReturnTo } from '../return-to';

/** SPEC §4: signed-in users leave the auth pages for returnTo (same origin only) or /dashboard. */
export function GuestGuard({ children }: { children?: ReactNode }) {
  const { status } = useAuthContext();
  const [searchParams] = useSearchParams();

  if (status === 'loading') return <LoadingScreen />;
  if (status === 'authenticated') {
    return <Navigate to={safeReturnTo(searchParams.get('returnTo'))} replace />;
  }
  return children ?? <Outlet />;
}
