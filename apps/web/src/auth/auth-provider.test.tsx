import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { getAuthToken, getJson, setAuthToken } from '../lib/http';
import { userStorage } from '../lib/user-storage';
import { testUser } from '../test/fixtures';
import { fakeJwt, inSeconds } from '../test/jwt';
import { useAuthContext } from './auth-context';
import { AuthProvider } from './auth-provider';
import { STORAGE_KEY } from './token';
// The provider imports the alert lazily; loaded here, it is ready when the provider asks for it:
// transformed on first use (MUI's Alert and Snackbar) it took longer than waitFor's second on a
// busy machine, and the page under the provider stays suspended until it arrives.
import './session-ended-alert';

function Probe() {
  const { status, user } = useAuthContext();
  const { pathname, search } = useLocation();
  return <p data-testid="probe">{`${status} ${user?.email ?? '-'} ${pathname}${search}`}</p>;
}

function renderProvider(path = '/dashboard') {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <AuthProvider>
            <Probe />
          </AuthProvider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

const probe = () => screen.getByTestId('probe').textContent;

function stubMe(status = 200) {
  const fetchMock = vi.fn(async () =>
    status === 200
      ? new Response(JSON.stringify({ user: testUser }), { status })
      : new Response(JSON.stringify({ message: 'Invalid or expired token' }), { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setAuthToken(null);
});

describe('AuthProvider startup (SPEC §4)', () => {
  it('without a stored token it becomes unauthenticated without calling the API', async () => {
    const fetchMock = stubMe();
    renderProvider();
    await waitFor(() => expect(probe()).toBe('unauthenticated - /dashboard'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('ignores and removes an expired stored token', async () => {
    const fetchMock = stubMe();
    sessionStorage.setItem(STORAGE_KEY, fakeJwt({ exp: inSeconds(-10) }));
    renderProvider();
    await waitFor(() => expect(probe()).toBe('unauthenticated - /dashboard'));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('uses a valid stored token: Bearer header, then the user from /api/auth/me', async () => {
    const token = fakeJwt({ exp: inSeconds(3600) });
    const fetchMock = stubMe();
    sessionStorage.setItem(STORAGE_KEY, token);
    renderProvider();
    await waitFor(() => expect(probe()).toBe('authenticated ada@example.com /dashboard'));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/me');
    expect((init.headers as Record<string, string>).Authorization).toBe(`Bearer ${token}`);
  });

  it('logs and becomes unauthenticated when /api/auth/me fails', async () => {
    stubMe(401);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    sessionStorage.setItem(STORAGE_KEY, fakeJwt({ exp: inSeconds(3600) }));
    renderProvider();
    await waitFor(() => expect(probe()).toBe('unauthenticated - /dashboard'));
    expect(logged).toHaveBeenCalled();
    expect(getAuthToken()).toBeNull();
  });
});

describe('token expiry', () => {
  it("shows 'Token expired', drops the token and goes to the login route with returnTo", async () => {
    stubMe();
    sessionStorage.setItem(STORAGE_KEY, fakeJwt({ exp: inSeconds(1) }));
    userStorage(testUser.id).setItem('draft', 'kept for the next sign-in');
    renderProvider('/dashboard/list');
    await waitFor(() => expect(probe()).toContain('authenticated ada@example.com'));
    await waitFor(
      () => expect(probe()).toBe('unauthenticated - /auth/jwt/login?returnTo=%2Fdashboard%2Flist'),
      {
        timeout: 2500,
      },
    );
    expect((await screen.findByRole('alert')).textContent).toContain('Token expired');
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
    expect(getAuthToken()).toBeNull();
    // not the user's own sign-out: what the account kept here waits for it
    expect(userStorage(testUser.id).getItem('draft')).toBe('kept for the next sign-in');
    localStorage.clear();
  });
});

describe('logout', () => {
  function LogoutButton() {
    const { logout } = useAuthContext();
    return (
      <button type="button" onClick={logout}>
        logout
      </button>
    );
  }

  it("drops the token and removes what the user's account kept in this browser, only its own", async () => {
    stubMe();
    sessionStorage.setItem(STORAGE_KEY, fakeJwt({ exp: inSeconds(3600) }));
    userStorage(testUser.id).setItem('draft', 'unsaved');
    userStorage('someone-else').setItem('draft', 'theirs');
    const router = createMemoryRouter([
      {
        path: '*',
        element: (
          <AuthProvider>
            <Probe />
            <LogoutButton />
          </AuthProvider>
        ),
      },
    ]);
    render(<RouterProvider router={router} />);
    await waitFor(() => expect(probe()).toContain('authenticated ada@example.com'));
    screen.getByRole('button', { name: 'logout' }).click();
    await waitFor(() => expect(probe()).toContain('unauthenticated'));
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
    expect(getAuthToken()).toBeNull();
    expect(userStorage(testUser.id).getItem('draft')).toBeNull();
    expect(userStorage('someone-else').getItem('draft')).toBe('theirs');
    localStorage.clear();
  });
});

describe('a token the server refuses (401)', () => {
  it("takes the 'Token expired' path before exp, and ignores a 401 sent with no token", async () => {
    const token = fakeJwt({ exp: inSeconds(3600) });
    const fetchMock = stubMe();
    sessionStorage.setItem(STORAGE_KEY, token);
    renderProvider('/dashboard/management/addblog?id=a1');
    await waitFor(() => expect(probe()).toContain('authenticated ada@example.com'));

    fetchMock.mockImplementation(
      async () => new Response(JSON.stringify({ message: 'Invalid token' }), { status: 401 }),
    );
    setAuthToken(null);
    await getJson('/api/blog/articles', z.unknown()).catch(() => undefined);
    expect(probe()).toContain('authenticated ada@example.com');

    setAuthToken(token);
    await getJson('/api/blog/articles', z.unknown()).catch(() => undefined);
    await waitFor(() =>
      expect(probe()).toBe(
        'unauthenticated - /auth/jwt/login?returnTo=%2Fdashboard%2Fmanagement%2Faddblog%3Fid%3Da1',
      ),
    );
    expect(screen.getByRole('alert').textContent).toContain('Token expired');
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
    expect(getAuthToken()).toBeNull();
  });
});

describe('updateUser and renewSession', () => {
  function Renewer({ token }: { token: string }) {
    const { user, updateUser, renewSession } = useAuthContext();
    return (
      <>
        <p data-testid="name">{user?.displayName}</p>
        <button type="button" onClick={() => updateUser({ ...testUser, displayName: 'Ada L.' })}>
          update
        </button>
        <button type="button" onClick={() => renewSession(token)}>
          renew
        </button>
      </>
    );
  }

  it('shows the saved record, then stores and applies a fresh token as a sign-in does', async () => {
    const token = fakeJwt({ exp: inSeconds(3600) });
    const fresh = fakeJwt({ exp: inSeconds(7200), iat: inSeconds(0) });
    stubMe();
    sessionStorage.setItem(STORAGE_KEY, token);
    const router = createMemoryRouter([
      {
        path: '*',
        element: (
          <AuthProvider>
            <Probe />
            <Renewer token={fresh} />
          </AuthProvider>
        ),
      },
    ]);
    render(<RouterProvider router={router} />);
    await waitFor(() => expect(probe()).toContain('authenticated ada@example.com'));
    screen.getByRole('button', { name: 'update' }).click();
    await waitFor(() => expect(screen.getByTestId('name').textContent).toBe('Ada L.'));
    screen.getByRole('button', { name: 'renew' }).click();
    await waitFor(() => expect(sessionStorage.getItem(STORAGE_KEY)).toBe(fresh));
    expect(getAuthToken()).toBe(fresh);
    expect(probe()).toContain('authenticated');
  });
});
