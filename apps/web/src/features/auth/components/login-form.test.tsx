import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../../lib/http';
import { changeLanguage } from '../../../locales/i18n';
import { renderWithAuth } from '../../../test/render-with-auth';
import { LoginForm } from './login-form';

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const helperOf = (label: string) => {
  const input = screen.getByLabelText(label);
  return document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;
};
const rejected = (message: string, status: number, code?: string) =>
  vi.fn().mockRejectedValue(new HttpError(message, status, [], { message, code }));

/** The server's answer about the demo account (GET /api/auth/demo-account). */
function demoAnswer(account: { email: string; password: string } | null) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify({ account }), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('LoginForm', () => {
  beforeEach(() => demoAnswer(null));
  afterEach(async () => {
    vi.unstubAllGlobals();
    await changeLanguage('en');
    localStorage.clear();
  });

  it('shows the demo hint only as the server gives it', async () => {
    const fetchMock = demoAnswer({ email: 'demo@keeling.app', password: 'keeling-demo' });
    renderWithAuth(<LoginForm />);
    expect(screen.queryByText(/^Use /)).toBeNull();
    await screen.findByText('demo@keeling.app');
    expect(screen.getByText('keeling-demo').tagName).toBe('STRONG');
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/demo-account', expect.anything());
  });

  it('shows no hint when the server has none', async () => {
    const fetchMock = demoAnswer(null);
    renderWithAuth(<LoginForm />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await act(async () => {});
    expect(screen.queryByText(/keeling-demo/)).toBeNull();
  });

  it('validates with the contract schema before calling the API, focusing the first field', async () => {
    const auth = renderWithAuth(<LoginForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(helperOf('Email address')).toBe('Email address is required'));
    expect(helperOf('Password')).toBe('Password is required');
    expect(screen.getByLabelText('Email address').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Email address'));
    expect(auth.login).not.toHaveBeenCalled();
  });

  it('says what is wrong with an email, focuses it, and validates again as the user types', async () => {
    renderWithAuth(<LoginForm />);
    type('Email address', 'not-an-email');
    type('Password', 'secret');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(helperOf('Email address')).toBe('Email address must be a valid email address'),
    );
    expect(document.activeElement).toBe(screen.getByLabelText('Email address'));
    expect(helperOf('Password')).toBeUndefined();
    type('Email address', 'demo@keeling.app');
    await waitFor(() => expect(helperOf('Email address')).toBeUndefined());
  });

  it('submits the credentials and shows the error of its code in an alert', async () => {
    const login = rejected('Invalid email or password', 401, 'auth.invalid_credentials');
    renderWithAuth(<LoginForm />, { login });
    type('Email address', 'demo@keeling.app');
    type('Password', 'wrong-password');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(login).toHaveBeenCalledWith({ email: 'demo@keeling.app', password: 'wrong-password' }),
    );
    const alert = await screen.findByText('Invalid email or password');
    expect(alert.closest('[role="alert"]')).not.toBeNull();
  });

  it('translates the error by its code, not by its English message', async () => {
    await act(() => changeLanguage('fr'));
    const login = rejected('Invalid email or password', 401, 'auth.invalid_credentials');
    renderWithAuth(<LoginForm />, { login });
    type('Adresse e-mail', 'demo@keeling.app');
    type('Mot de passe', 'wrong-password');
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText('E-mail ou mot de passe incorrect')).toBeTruthy();
    expect(screen.queryByText('Invalid email or password')).toBeNull();
  });

  it('translates client validation into the current language', async () => {
    await act(() => changeLanguage('fr'));
    renderWithAuth(<LoginForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() =>
      expect(helperOf('Mot de passe')).toBe('Le champ « Mot de passe » est obligatoire'),
    );
  });

  it("shows the server's message for an unknown code, and a generic text without one", async () => {
    const login = rejected('The moon is full', 418, 'lunar.full');
    renderWithAuth(<LoginForm />, { login });
    type('Email address', 'demo@keeling.app');
    type('Password', 'secret');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('The moon is full')).toBeTruthy();

    login.mockRejectedValue(new TypeError('Failed to fetch'));
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
  });

  it('toggles the password visibility', () => {
    renderWithAuth(<LoginForm />);
    const input = screen.getByLabelText('Password') as HTMLInputElement;
    expect(input.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show characters' }));
    expect(input.type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide characters' }));
    expect(input.type).toBe('password');
  });
});
