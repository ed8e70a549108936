import { useAuthContext } from '../../../auth/auth-context';

/** Editors and admins manage data sets, charts and dashboards (DESIGN §5); no known role = admin. */
export function useCanManageData(): boolean {
  const { user } = useAuthContext();
  const role = user?.role ?? 'admin';
  return role === 'admin' || role === 'editor';
}
