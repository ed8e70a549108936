import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AuthContext } from '../../../auth/auth-context';
import { HttpError } from '../../../lib/http';
import { fakeAuth } from '../../../test/auth-value';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

function renderWith(element: ReactNode, auth = fakeAuth('unauthenticated')) {
  const router = createMemoryRouter([{ path: '*', element }]);
  render(
    <AuthContext value={auth}>
      <RouterProvider router={router} />
    </AuthContext>,
  );
  return auth;
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('LoginForm', () => {
  it('validates with the contract schema before calling the API', async () => {
    const auth = renderWith(<LoginForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(auth.login).not.toHaveBeenCalled();
  });

  it("submits the credentials and shows the server's message on failure", async () => {
    const login = vi.fn().mockRejectedValue(new HttpError('Invalid email or password', 401));
    renderWith(<LoginForm />, fakeAuth('unauthenticated', { login }));
    type('Email address', 'demo@keeling.app');
    type('Password', 'wrong-password');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(login).toHaveBeenCalledWith({ email: 'demo@keeling.app', password: 'wrong-password' }),
    );
    expect(await screen.findByText('Invalid email or password')).toBeTruthy();
  });

  it('toggles the password visibility', () => {
    renderWith(<LoginForm />);
    const input = screen.getByLabelText('Password') as HTMLInputElement;
    expect(input.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show characters' }));
    expect(input.type).toBe('text');
  });
});

describe('RegisterForm', () => {
  const fill = () => {
    type('First name', 'Ada');
    type('Last name', 'Lovelace');
    type('Email address', 'ada@example.com');
    type('Password', 'long-enough-password');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
  };

  it('puts 400 issues on their fields', async () => {
    const register = vi
      .fn()
      .mockRejectedValue(
        new HttpError('Invalid body', 400, [
          { path: ['lastName'], message: 'Last name is too odd' },
        ]),
      );
    renderWith(<RegisterForm />, fakeAuth('unauthenticated', { register }));
    fill();
    expect(await screen.findByText('Last name is too odd')).toBeTruthy();
    expect(screen.getByLabelText('Last name').getAttribute('aria-invalid')).toBe('true');
  });

  it('puts a 409 on the email field', async () => {
    const register = vi
      .fn()
      .mockRejectedValue(new HttpError('An account with this email already exists', 409));
    renderWith(<RegisterForm />, fakeAuth('unauthenticated', { register }));
    fill();
    expect(await screen.findByText('An account with this email already exists')).toBeTruthy();
    expect(screen.getByLabelText('Email address').getAttribute('aria-invalid')).toBe('true');
    expect(register).toHaveBeenCalledWith({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      password: 'long-enough-password',
    });
  });
});
