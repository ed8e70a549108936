import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthContext } from '../../../auth/auth-context';
import { createQueryClient } from '../../../lib/query-client';
import { fakeAuth } from '../../../test/auth-value';
import { PasswordCard } from './password-card';

function renderCard() {
  const auth = fakeAuth('authenticated');
  const onChanged = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthContext value={auth}>
        <PasswordCard onChanged={onChanged} />
      </AuthContext>
    </QueryClientProvider>,
  );
  return { auth, onChanged };
}

function stubFetch(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) =>
  fireEvent.change(input(label), { target: { value } });
const helperOf = (label: string) =>
  document.getElementById(input(label).getAttribute('aria-describedby') ?? '')?.textContent;
const fill = (current: string, next: string, confirm: string) => {
  type('Current password', current);
  type('New password', next);
  type('Confirm new password', confirm);
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
};

describe('PasswordCard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refuses a confirmation that differs, without calling the API', async () => {
    const fetchMock = stubFetch(200, { accessToken: 'fresh' });
    renderCard();
    fill('old-password', 'new-password-1', 'new-password-2');
    await waitFor(() =>
      expect(helperOf('Confirm new password')).toBe('The passwords do not match'),
    );
    expect(input('Confirm new password').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('carries the session on with the fresh token and empties the fields', async () => {
    const fetchMock = stubFetch(200, { accessToken: 'fresh-token' });
    const { auth, onChanged } = renderCard();
    fill('old-password', 'new-password-1', 'new-password-1');
    await waitFor(() => expect(auth.renewSession).toHaveBeenCalledWith('fresh-token'));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect([url, init.method]).toEqual(['/api/account/password', 'POST']);
    expect(JSON.parse(String(init.body))).toEqual({
      currentPassword: 'old-password',
      newPassword: 'new-password-1',
      confirmPassword: 'new-password-1',
    });
    await waitFor(() => expect(input('New password').value).toBe(''));
    expect(onChanged).toHaveBeenCalled();
  });

  it('says so on the current password when it is wrong, translated by its code', async () => {
    stubFetch(400, { message: 'Wrong password', code: 'profile.wrong_password' });
    const { auth } = renderCard();
    fill('bad-password', 'new-password-1', 'new-password-1');
    await waitFor(() =>
      expect(helperOf('Current password')).toBe('The current password is not correct.'),
    );
    expect(auth.renewSession).not.toHaveBeenCalled();
  });
});
