import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeAuth } from '../../test/auth-value';
import { AuthContext, type AuthContextValue } from '../auth-context';
import type { AuthStatus } from '../auth-reducer';
import { AuthGuard } from './auth-guard';
import { GuestGuard } from './guest-guard';

function Where({ name }: { name: string }) {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${name} ${pathname}${search}`}</p>;
}

function renderAt(url: string, auth: AuthContextValue) {
  const router = createMemoryRouter(
    [
      {
        path: '/dashboard/*',
        element: <AuthGuard />,
        children: [{ path: '*', element: <Where name="private" /> }],
      },
      {
        path: '/auth/jwt/login',
        element: <GuestGuard />,
        children: [{ index: true, element: <Where name="login" /> }],
      },
      { path: '*', element: <Where name="other" /> },
    ],
    { initialEntries: [url] },
  );
  render(
    <AuthContext value={auth}>
      <RouterProvider router={router} />
    </AuthContext>,
  );
  return router;
}

const status = (value: AuthStatus) => fakeAuth(value);

describe('AuthGuard', () => {
  it('sends unauthenticated users to login with returnTo = path + search, replacing history', () => {
    const router = renderAt('/dashboard/list?page=2', status('unauthenticated'));
    expect(screen.getByTestId('where').textContent).toBe(
      'login /auth/jwt/login?returnTo=%2Fdashboard%2Flist%3Fpage%3D2',
    );
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the content to authenticated users', () => {
    renderAt('/dashboard/blog', status('authenticated'));
    expect(screen.getByTestId('where').textContent).toBe('private /dashboard/blog');
  });

  it('shows a loading screen while auth loads', () => {
    renderAt('/dashboard', status('loading'));
    expect(screen.queryByTestId('where')).toBeNull();
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
  });
});

describe('GuestGuard', () => {
  it('lets unauthenticated users see the login page', () => {
    renderAt('/auth/jwt/login', status('unauthenticated'));
    expect(screen.getByTestId('where').textContent).toBe('login /auth/jwt/login');
  });

  it('sends authenticated users to /dashboard without returnTo', () => {
    renderAt('/auth/jwt/login', status('authenticated'));
    expect(screen.getByTestId('where').textContent).toBe('private /dashboard');
  });

  it('sends authenticated users to a same-origin returnTo', () => {
    renderAt('/auth/jwt/login?returnTo=%2Fdashboard%2Flist%3Fpage%3D2', status('authenticated'));
    expect(screen.getByTestId('where').textContent).toBe('private /dashboard/list?page=2');
  });

  it.each(['//evil.example', 'https://evil.example/x', '/\\evil.example'])(
    'rejects the open redirect %s and goes to /dashboard',
    (target) => {
      renderAt(`/auth/jwt/login?returnTo=${encodeURIComponent(target)}`, status('authenticated'));
      expect(screen.getByTestId('where').textContent).toBe('private /dashboard');
    },
  );
});
