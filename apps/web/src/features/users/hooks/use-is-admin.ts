import { useAuthContext } from '../../../auth/auth-context';

/** User administration is for admins (the API answers everyone else 403); no known role = admin. */
export function useIsAdmin(): boolean {
  const { user } = useAuthContext();
  return (user?.role ?? 'admin') === 'admin';
}
