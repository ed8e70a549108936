import { useAuthContext } from '../../../auth/auth-context';

/** Editors and admins create, edit and delete trips; everyone signed in reads them. */
export function useCanEditTrips(): boolean {
  const { user } = useAuthContext();
  const role = user?.role ?? 'admin';
  return role === 'admin' || role === 'editor';
}
