import { vi } from 'vitest';
import type { AuthContextValue } from '../auth/auth-context';
import type { AuthStatus } from '../auth/auth-reducer';
import { testUser } from './fixtures';

/** A fake auth context value for rendering guards and pages without the provider. */
export function fakeAuth(
  status: AuthStatus,
  overrides: Partial<AuthContextValue> = {},
): AuthContextValue {
  return {
    user: status === 'authenticated' ? { ...testUser, accessToken: 'token' } : null,
    status,
    loading: status === 'loading',
    authenticated: status === 'authenticated',
    unauthenticated: status === 'unauthenticated',
    expiresAt: null,
    firstVisit: false,
    login: vi.fn(),
    register: vi.fn(),
    logout: vi.fn(),
    updateUser: vi.fn(),
    renewSession: vi.fn(),
    ...overrides,
  };
}
