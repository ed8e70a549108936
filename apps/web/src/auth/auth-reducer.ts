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
  | { type: 'LOGOUT' };

/** SPEC §4: starts loading with no user. */
export const initialAuthState: AuthState = { user: null, loading: true };

export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'INITIAL':
      return { loading: false, user: action.payload.user };
    case 'LOGIN':
    case 'REGISTER':
      return { ...state, user: action.payload.user };
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
