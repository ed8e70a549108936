import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { AuthContextValue } from '../auth/auth-context';
import { AuthContext } from '../auth/auth-context';
import { fakeAuth } from './auth-value';

/** Renders a guest screen (a sign-in or register form) inside a router with a fake auth context. */
export function renderWithAuth(element: ReactNode, overrides: Partial<AuthContextValue> = {}) {
  const auth = fakeAuth('unauthenticated', overrides);
  const router = createMemoryRouter([{ path: '*', element }]);
  render(
    <AuthContext value={auth}>
      <RouterProvider router={router} />
    </AuthContext>,
  );
  return auth;
}
