const PREFIX = 'keeling.user.';

/** The localStorage key of one user's item: `keeling.user.<userId>.<key>`. */
export const userStorageKey = (userId: string, key: string) => `${PREFIX}${userId}.${key}`;

/** One user's part of localStorage: read, written and removed by key, as Storage is. */
export interface UserStorage {
  getItem: (key: string) => string | null;
  setItem: (key: string, value: string) => void;
  removeItem: (key: string) => void;
}

function local(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * localStorage kept apart per user, for what one account leaves in the browser between visits
 * (e.g. the editor's unsaved changes): another account signing in on this browser never reads it.
 * It survives a sign-out by token expiry; an explicit sign-out removes it (`clearUserStorage`).
 * Without storage (private mode, quota) nothing is kept and nothing fails.
 */
export function userStorage(userId: string): UserStorage {
  return {
    getItem: (key) => local()?.getItem(userStorageKey(userId, key)) ?? null,
    setItem: (key, value) => {
      try {
        local()?.setItem(userStorageKey(userId, key), value);
      } catch {
        // quota or private mode: what is kept here is a convenience, the app still works
      }
    },
    removeItem: (key) => local()?.removeItem(userStorageKey(userId, key)),
  };
}

/** Removes every item of this user (an explicit sign-out). */
export function clearUserStorage(userId: string): void {
  const storage = local();
  if (!storage) return;
  const prefix = userStorageKey(userId, '');
  const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i));
  for (const key of keys) if (key?.startsWith(prefix)) storage.removeItem(key);
}
