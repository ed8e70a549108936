import type { LoginBody, RegisterBody, User } from '@keeling/contract';
import { createContext, useContext } from 'react';
import type { AuthStatus, AuthUser } from './auth-reducer';

export interface AuthContextValue {
  user: AuthUser | null;
  status: AuthStatus;
  loading: boolean;
  authenticated: boolean;
  unauthenticated: boolean;
  /** Expiry of the current token in ms since the epoch, when known. */
  expiresAt: number | null;
  /** This session is the account's first visit (registered or first signed in just now). */
  firstVisit: boolean;
  login: (body: LoginBody) => Promise<void>;
  register: (body: RegisterBody) => Promise<void>;
  /** The user's own sign-out: ends the session and removes what the account kept in this browser. */
  logout: () => void;
  /** Shows the signed-in user's saved record (e.g. after a profile save) everywhere at once. */
  updateUser: (user: User) => void;
  /**
   * Continues the session with a fresh token the server issued for it (e.g. after a password
   * change): stored and applied to requests as after a sign-in; the user too when given.
   */
  renewSession: (token: string, user?: User) => void;
}

export const AuthContext = createContext<AuthContextValue | undefined>(undefined);

export function useAuthContext(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuthContext context must be use inside AuthProvider');
  return context;
}
