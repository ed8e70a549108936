import type { User } from '@keeling/contract';

/** The signed-in user as the client keeps it: the API user plus its access token (SPEC §3). */
export type AuthUser = User & { accessToken: string };

export interface AuthState {
  user: AuthUser | null;
  loading: boolean;
}

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

export type AuthAction =
  | { type: 'INITIAL'; payload: { user: AuthUser | null } }
  | { type: 'LOGIN'; payload: { user: AuthUser } }
  | { type: 'REGISTER'; payload: { user: AuthUser } }
  | { type: 'UPDATE'; payload: { user: User; accessToken?: string } }
  | { type: 'LOGOUT' };

/** SPEC §4: starts loading with no user. */
export const initialAuthState: AuthState = { user: null, loading: true };

/**
 * The first state for what is stored: with no token, or an expired one, there is nobody to load
 * (the page renders signed out at once, without a loading screen and a second render); a valid
 * token starts loading, until GET /me answers.
 */
export function initialAuthStateFor(hasValidToken: boolean): AuthState {
  return hasValidToken ? initialAuthState : { user: null, loading: false };
}

export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'INITIAL':
      // Already signed out from the first render (no token): keep the state, no re-render.
      if (!state.loading && state.user === null && action.payload.user === null) return state;
      return { loading: false, user: action.payload.user };
    case 'LOGIN':
    case 'REGISTER':
      return { ...state, user: action.payload.user };
    case 'UPDATE':
      // the signed-in user's own record changed (profile saved, token renewed): keep the session
      if (!state.user) return state;
      return {
        ...state,
        user: {
          ...action.payload.user,
          accessToken: action.payload.accessToken ?? state.user.accessToken,
        },
      };
    case 'LOGOUT':
      return { ...state, user: null };
    default:
      return state;
  }
}

export function authStatus(state: AuthState): AuthStatus {
  if (state.loading) return 'loading';
  return state.user ? 'authenticated' : 'unauthenticated';
}
