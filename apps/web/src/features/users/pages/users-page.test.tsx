import type { UserListResponse } from '@keeling/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthContext } from '../../../auth/auth-context';
import type { AuthUser } from '../../../auth/auth-reducer';
import { createQueryClient } from '../../../lib/query-client';
import { fakeAuth } from '../../../test/auth-value';
import { testUser } from '../../../test/fixtures';
import UsersPage from './users-page';

const admin: AuthUser = { ...testUser, role: 'admin', accessToken: 'token' };
/** Another administrator: the last-admin rule is the server's to tell. */
const otherAdmin = {
  ...testUser,
  id: '7a0c3c1e-0000-4000-8000-000000000002',
  displayName: 'Grace Hopper',
  email: 'grace@example.com',
  role: 'admin' as const,
};
const list: UserListResponse = {
  items: [admin, otherAdmin],
  total: 2,
  page: 1,
  size: 10,
  counts: { all: 42, active: 30, pending: 7, banned: 3, rejected: 2 },
};

/** The API as the page sees it: `answer` gives each request's status and body. */
function stubApi(answer: (init: RequestInit) => [number, unknown]) {
  const fetchMock = vi.fn(async (_input: string, init: RequestInit) => {
    const [status, body] = answer(init);
    return new Response(JSON.stringify(body), { status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPage(user: AuthUser = admin, url = '/dashboard/management/users') {
  const router = createMemoryRouter(
    [{ path: '/dashboard/management/users', element: <UsersPage /> }],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthContext value={fakeAuth('authenticated', { user })}>
        <RouterProvider router={router} />
      </AuthContext>
    </QueryClientProvider>,
  );
  return router;
}

const tabs = () => within(screen.getByRole('tablist', { name: 'Users by status' }));
/** A busy machine: the first answer and the lazy dialogs get more time. */
const SLOW = { timeout: 5000 };

describe('UsersPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows each status tab with the API's count, and asks the API for the chosen tab", {
    timeout: 20_000,
  }, async () => {
    const fetchMock = stubApi(() => [200, list]);
    const router = renderPage();
    await waitFor(() => expect(screen.getByTestId('count-all').textContent).toBe('42'), SLOW);
    expect(
      ['active', 'pending', 'banned', 'rejected'].map(
        (tab) => screen.getByTestId(`count-${tab}`).textContent,
      ),
    ).toEqual(['30', '7', '3', '2']);
    expect(tabs().getByRole('tab', { name: 'All 42' }).getAttribute('aria-selected')).toBe('true');

    fireEvent.click(tabs().getByRole('tab', { name: 'Banned 3' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=banned'));
    await waitFor(() => {
      const urls = fetchMock.mock.calls.map(([input]) => new URL(input, 'http://localhost'));
      expect(urls.at(-1)?.searchParams.get('status')).toBe('banned');
    });
  });

  it('shows the last-admin refusal translated by its code', { timeout: 20_000 }, async () => {
    stubApi((init) =>
      init.method === 'DELETE'
        ? [409, { message: 'Last admin', code: 'users.last_admin' }]
        : [200, list],
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Grace Hopper' }, SLOW));
    // the confirmation loads when it first opens
    const dialog = await screen.findByRole('dialog', { name: 'Delete this user?' }, SLOW);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await within(dialog).findByRole('alert', {}, SLOW)).textContent).toBe(
      'The last active administrator cannot be demoted, banned or deleted.',
    );
  });

  it("disables the signed-in admin's own Delete: no confirmation, no request", async () => {
    const fetchMock = stubApi(() => [200, list]);
    renderPage();
    const own = await screen.findByRole('button', { name: 'Delete Ada Lovelace' }, SLOW);
    expect(own.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(own);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock.mock.calls.some(([, init]) => init.method === 'DELETE')).toBe(false);
    expect(
      screen.getByRole('button', { name: 'Delete Grace Hopper' }).getAttribute('aria-disabled'),
    ).toBeNull();
  });

  it('sorts by a clicked header and pages with the pager, both through the URL', {
    timeout: 20_000,
  }, async () => {
    const fetchMock = stubApi(() => [200, { ...list, total: 42 }]);
    const router = renderPage();
    const table = await screen.findByRole('table', { name: 'Users' }, SLOW);
    const header = (name: string) => within(table).getByRole('columnheader', { name });
    await within(table).findByRole('cell', { name: 'grace@example.com' });
    expect(header('Created').getAttribute('aria-sort')).toBe('descending');
    expect(within(table).getAllByRole('row')).toHaveLength(3); // the header and two people
    // typed text takes its own direction: in Arabic a Latin name keeps its order and its stops
    expect(within(table).getByText('Grace Hopper').getAttribute('dir')).toBe('auto');
    expect(within(table).getByText('grace@example.com').tagName).toBe('BDI');

    fireEvent.click(within(header('Name')).getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=name&order=asc'));
    expect(header('Name').getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(within(header('Name')).getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=name')); // descending: the default order

    // 42 users, 10 a page: the last page is the fifth
    fireEvent.click(screen.getByRole('button', { name: 'Go to last page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=5&sort=name'));
    await waitFor(() => {
      const urls = fetchMock.mock.calls.map(([input]) => new URL(input, 'http://localhost'));
      expect(urls.at(-1)?.searchParams.get('page')).toBe('5');
    });
    expect(screen.getByRole('button', { name: 'Go to first page' })).toBeTruthy();
  });

  it('tells others the page is for administrators, without asking the API', () => {
    const fetchMock = stubApi(() => [200, list]);
    renderPage({ ...admin, role: 'editor' });
    expect(screen.getByRole('alert').textContent).toBe('Only administrators manage users.');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
