import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthContext } from '../../../auth/auth-context';
import { createQueryClient } from '../../../lib/query-client';
import { changeLanguage } from '../../../locales/i18n';
import { fakeAuth } from '../../../test/auth-value';
import { testUser } from '../../../test/fixtures';
import { ProfileForm } from './profile-form';

const user = { ...testUser, phoneNumber: '+33 1 23 45 67 89', country: 'FR', about: 'Hello' };

function renderForm() {
  const auth = fakeAuth('authenticated');
  const onSaved = vi.fn();
  const onPhotoSaved = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthContext value={auth}>
        <ProfileForm user={user} onSaved={onSaved} onPhotoSaved={onPhotoSaved} />
      </AuthContext>
    </QueryClientProvider>,
  );
  return { auth, onSaved, onPhotoSaved };
}

function stubFetch(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A label as written; a required field's label also ends with MUI's asterisk. */
const input = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label}( \\*)?$`)) as HTMLInputElement;
const type = (label: string, value: string) =>
  fireEvent.change(input(label), { target: { value } });
const helperOf = (label: string) =>
  document.getElementById(input(label).getAttribute('aria-describedby') ?? '')?.textContent;
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));

describe('ProfileForm', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await act(() => changeLanguage('en'));
  });

  it('shows the e-mail and role read-only, and never sends them', async () => {
    const fetchMock = stubFetch(200, { user: { ...user, city: 'Lyon' } });
    const { auth, onSaved } = renderForm();
    expect(input('Email address').value).toBe('ada@example.com');
    expect(input('Email address').readOnly).toBe(true);
    expect(input('Role').value).toBe('editor');
    expect(input('Role').readOnly).toBe(true);
    expect(input('Country').value).toBe('France');

    type('City', 'Lyon');
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect([url, init.method]).toEqual(['/api/account/profile', 'PATCH']);
    const body = JSON.parse(String(init.body));
    expect(body).toMatchObject({ city: 'Lyon', country: 'FR', displayName: 'Ada Lovelace' });
    expect(Object.keys(body)).not.toContain('email');
    expect(Object.keys(body)).not.toContain('role');
    expect(auth.updateUser).toHaveBeenCalledWith({ ...user, city: 'Lyon' });
  });

  it('checks the fields with the contract before sending anything', async () => {
    const fetchMock = stubFetch(200, { user });
    renderForm();
    type('Display name', '  ');
    type('Phone number', '0612');
    type('About', 'x'.repeat(1001));
    expect(screen.getByTestId('about-count').textContent).toBe('1001 / 1000');
    save();
    await waitFor(() => expect(helperOf('Display name')).toBe('Display name is required'));
    expect(helperOf('Phone number')).toBe('Use the international format: + then 6 to 20 digits');
    expect(helperOf('About')).toContain('About must be at most 1000 characters');
    expect(input('About').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("puts the server's field issues on their fields, in the user's language", async () => {
    await act(() => changeLanguage('fr'));
    stubFetch(400, {
      message: 'Invalid request',
      code: 'common.invalid_request',
      issues: [
        {
          path: ['zipCode'],
          message: 'Too big: expected string to have <=20 characters',
          code: 'too_big',
          origin: 'string',
          maximum: 20,
        },
      ],
    });
    renderForm();
    type('Code postal', '75001');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le profil' }));
    await waitFor(() =>
      expect(helperOf('Code postal')).toBe(
        'Le champ « Code postal » doit comporter au plus 20 caractères',
      ),
    );
  });
});
