import type { LoginBody, RegisterBody, User } from '@keeling/contract';
import {
  lazy,
  type ReactNode,
  Suspense,
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useReducer,
  useState,
} from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { errorCodeOf, isHttpError, setAuthToken } from '../lib/http';
import { clearUserStorage } from '../lib/user-storage';
import { loginRequest, registerRequest, type Session } from './auth-api';
import { AuthContext, type AuthContextValue } from './auth-context';
import { authReducer, authStatus, initialAuthStateFor } from './auth-reducer';
import { currentUserRequest } from './current-user-request';
import { forgetFirstVisit, isFirstVisit, rememberFirstVisit } from './first-visit';
import { loginPathFor } from './return-to';
import { isSessionEndCode, type SessionEnd, sessionEndFor } from './session-end';
import { isValidToken, readStoredToken, storeToken, tokenExpiresAt } from './token';
import { useExpiryTimer } from './use-expiry-timer';
import { useRejectedToken } from './use-rejected-token';

/** Rarely shown: its Snackbar and transitions load when a session ends, not on every page. */
const SessionEndedAlert = lazy(() => import('./session-ended-alert'));

/** Stores the token (sessionStorage) and applies it to every request; null clears both. */
function setSession(token: string | null): void {
  storeToken(token);
  setAuthToken(token);
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(authReducer, null, () => {
    const token = readStoredToken();
    return initialAuthStateFor(token !== null && isValidToken(token));
  });
  /** Why the last session ended, while its notice shows. */
  const [sessionEnd, setSessionEnd] = useState<SessionEnd | null>(null);
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    const controller = new AbortController();
    const token = readStoredToken();
    if (!token || !isValidToken(token)) {
      setSession(null);
      dispatch({ type: 'INITIAL', payload: { user: null } });
      return;
    }
    setAuthToken(token);
    currentUserRequest(token, controller.signal)
      .then((user) => {
        if (controller.signal.aborted) return;
        // not urgent: the app's first render yields to the browser as it goes
        startTransition(() =>
          dispatch({ type: 'INITIAL', payload: { user: { ...user, accessToken: token } } }),
        );
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Could not load the current user', error);
        // a stored session the server ended meanwhile (ban, password changed…) says why
        const code = isHttpError(error) ? errorCodeOf(error) : undefined;
        if (isSessionEndCode(code)) setSessionEnd(sessionEndFor(code));
        setSession(null);
        dispatch({ type: 'INITIAL', payload: { user: null } });
      });
    return () => controller.abort();
  }, []);

  const startSession = useCallback((type: 'LOGIN' | 'REGISTER', session: Session) => {
    const { token, user } = session;
    rememberFirstVisit(user.id, session.firstVisit);
    setSession(token);
    setSessionEnd(null);
    dispatch({ type, payload: { user: { ...user, accessToken: token } } });
  }, []);

  const login = useCallback(
    async (body: LoginBody) => startSession('LOGIN', await loginRequest(body)),
    [startSession],
  );

  const register = useCallback(
    async (body: RegisterBody) => startSession('REGISTER', await registerRequest(body)),
    [startSession],
  );

  /** SPEC §7: signing out makes no call; it clears the token and the authorization header. */
  const endSession = useCallback(() => {
    forgetFirstVisit();
    setSession(null);
    dispatch({ type: 'LOGOUT' });
  }, []);

  const updateUser = useCallback((user: User) => {
    dispatch({ type: 'UPDATE', payload: { user } });
  }, []);

  const token = state.user?.accessToken ?? null;
  const currentUser = state.user;
  const userId = currentUser?.id;

  /**
   * The user's own sign-out also removes what the account kept in this browser (unsaved editor
   * changes: lib/user-storage.ts), so the next person here finds nothing of it; an expiry keeps it.
   */
  const logout = useCallback(() => {
    if (userId) clearUserStorage(userId);
    endSession();
  }, [userId, endSession]);

  const renewSession = useCallback(
    (freshToken: string, user?: User) => {
      if (!currentUser) return;
      setSession(freshToken);
      dispatch({ type: 'UPDATE', payload: { user: user ?? currentUser, accessToken: freshToken } });
    },
    [currentUser],
  );

  /**
   * SPEC §8: alert, drop the token, back to the login route (returnTo: where the user was), when
   * the token's exp is reached or the server refuses it (401) before that; the alert says the
   * server's reason when it gave one (`code`). Not a sign-out of the user's choosing: what the
   * account kept in this browser stays for its next sign-in.
   */
  const expire = (code?: string) => {
    setSessionEnd(sessionEndFor(code));
    endSession();
    const here = `${location.pathname}${location.search}`;
    navigate(
      location.pathname.startsWith(paths.auth.jwt.login)
        ? paths.auth.jwt.login
        : loginPathFor(here),
      {
        replace: true,
      },
    );
  };
  useExpiryTimer(token, () => expire());
  useRejectedToken(token, expire);

  const value = useMemo<AuthContextValue>(() => {
    const status = authStatus(state);
    return {
      user: state.user,
      status,
      loading: status === 'loading',
      authenticated: status === 'authenticated',
      unauthenticated: status === 'unauthenticated',
      expiresAt: token ? tokenExpiresAt(token) : null,
      firstVisit: isFirstVisit(state.user?.id),
      login,
      register,
      logout,
      updateUser,
      renewSession,
    };
  }, [state, token, login, register, logout, updateUser, renewSession]);

  return (
    <AuthContext value={value}>
      {children}
      {sessionEnd && (
        <Suspense>
          <SessionEndedAlert reason={sessionEnd} onClose={() => setSessionEnd(null)} />
        </Suspense>
      )}
    </AuthContext>
  );
}
