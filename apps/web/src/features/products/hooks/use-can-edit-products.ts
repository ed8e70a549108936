import { useAuthContext } from '../../../auth/auth-context';

/** Editors and admins create and change products (the server holds the same rule). */
export function useCanEditProducts(): boolean {
  const { user } = useAuthContext();
  const role = user?.role ?? 'admin';
  return role === 'admin' || role === 'editor';
}
