import { useAuthContext } from '../auth/auth-context';
import { useSettingsContext } from './settings-context';
import { useServerSettingsSync } from './use-server-settings-sync';

/** Rendered inside AuthProvider: keeps the signed-in user's settings on the server. */
export function SettingsServerSync() {
  const { user } = useAuthContext();
  const { settings, onReplace } = useSettingsContext();
  useServerSettingsSync(user?.id ?? null, settings, onReplace);
  return null;
}
