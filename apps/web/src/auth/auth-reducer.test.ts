import { describe, expect, it } from 'vitest';
import { testUser } from '../test/fixtures';
import {
  type AuthState,
  authReducer,
  authStatus,
  initialAuthState,
  initialAuthStateFor,
} from './auth-reducer';

const user = { ...testUser, accessToken: 'token' };

describe('authReducer', () => {
  it('starts loading with no user', () => {
    expect(initialAuthState).toEqual({ user: null, loading: true });
    expect(authStatus(initialAuthState)).toBe('loading');
  });

  it('starts signed out, not loading, without a valid stored token', () => {
    expect(initialAuthStateFor(true)).toBe(initialAuthState);
    const signedOut = initialAuthStateFor(false);
    expect(signedOut).toEqual({ user: null, loading: false });
    expect(authStatus(signedOut)).toBe('unauthenticated');
    // The provider's effect confirms it: the same state, so no re-render.
    expect(authReducer(signedOut, { type: 'INITIAL', payload: { user: null } })).toBe(signedOut);
  });

  it('INITIAL stops loading and sets the user, possibly none', () => {
    const withUser = authReducer(initialAuthState, { type: 'INITIAL', payload: { user } });
    expect(withUser).toEqual({ loading: false, user });
    expect(authStatus(withUser)).toBe('authenticated');

    const without = authReducer(initialAuthState, { type: 'INITIAL', payload: { user: null } });
    expect(without).toEqual({ loading: false, user: null });
    expect(authStatus(without)).toBe('unauthenticated');
  });

  it('LOGIN and REGISTER set the user and keep the loading flag', () => {
    const ready: AuthState = { loading: false, user: null };
    expect(authReducer(ready, { type: 'LOGIN', payload: { user } })).toEqual({
      loading: false,
      user,
    });
    expect(authReducer(ready, { type: 'REGISTER', payload: { user } })).toEqual({
      loading: false,
      user,
    });
  });

  it('LOGOUT clears the user', () => {
    const state = authReducer({ loading: false, user }, { type: 'LOGOUT' });
    expect(state).toEqual({ loading: false, user: null });
    expect(authStatus(state)).toBe('unauthenticated');
  });

  it('UPDATE shows the saved record and keeps the token unless a fresh one is given', () => {
    const ready: AuthState = { loading: false, user };
    const renamed = { ...testUser, displayName: 'Countess of Lovelace' };
    expect(authReducer(ready, { type: 'UPDATE', payload: { user: renamed } })).toEqual({
      loading: false,
      user: { ...renamed, accessToken: 'token' },
    });
    expect(
      authReducer(ready, { type: 'UPDATE', payload: { user: testUser, accessToken: 'fresh' } }).user
        ?.accessToken,
    ).toBe('fresh');
    const signedOut: AuthState = { loading: false, user: null };
    expect(authReducer(signedOut, { type: 'UPDATE', payload: { user: renamed } })).toBe(signedOut);
  });
});
