import { useAuthContext } from '../../../auth/auth-context';

/** Editors and admins write articles and see drafts (DESIGN §5); no known role = admin. */
export function useCanManageBlog(): boolean {
  const { user } = useAuthContext();
  const role = user?.role ?? 'admin';
  return role === 'admin' || role === 'editor';
}
