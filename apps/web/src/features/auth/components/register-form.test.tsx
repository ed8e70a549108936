import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../../lib/http';
import { renderWithAuth } from '../../../test/render-with-auth';
import { RegisterForm } from './register-form';

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const helperOf = (label: string) => {
  const input = screen.getByLabelText(label);
  return document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;
};
const fill = () => {
  type('First name', 'Ada');
  type('Last name', 'Lovelace');
  type('Email address', 'ada@example.com');
  type('Password', 'long-enough-password');
  fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
};

describe('RegisterForm', () => {
  it("says each field's rule with its label and limit, and focuses the first invalid field", async () => {
    const auth = renderWithAuth(<RegisterForm />);
    type('Email address', 'ada@example.com');
    type('Password', 'short');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(helperOf('First name')).toBe('First name is required'));
    expect(helperOf('Last name')).toBe('Last name is required');
    expect(helperOf('Email address')).toBeUndefined();
    expect(helperOf('Password')).toBe('Password must be at least 8 characters');
    expect(document.activeElement).toBe(screen.getByLabelText('First name'));
    expect(auth.register).not.toHaveBeenCalled();

    type('First name', 'x'.repeat(101));
    await waitFor(() =>
      expect(helperOf('First name')).toBe('First name must be at most 100 characters'),
    );
  });

  it("puts a 400's issues on their fields, said by their code, and focuses the first", async () => {
    const issues = [
      { path: ['lastName'], message: 'Too big', code: 'too_big', origin: 'string', maximum: 100 },
    ];
    const register = vi
      .fn()
      .mockRejectedValue(
        new HttpError('Invalid request', 400, issues, { code: 'common.invalid_request' }),
      );
    renderWithAuth(<RegisterForm />, { register });
    fill();
    await waitFor(() =>
      expect(helperOf('Last name')).toBe('Last name must be at most 100 characters'),
    );
    expect(screen.getByLabelText('Last name').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Last name'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("says a rule of the server's own on its field by its error code", async () => {
    const issues = [{ path: ['password'], message: 'Too common', code: 'auth.common_password' }];
    const register = vi
      .fn()
      .mockRejectedValue(
        new HttpError('Too common', 400, issues, { code: 'auth.common_password' }),
      );
    renderWithAuth(<RegisterForm />, { register });
    fill();
    await waitFor(() =>
      expect(helperOf('Password')).toBe('This password is too common: choose another one.'),
    );
  });

  it('puts a taken email on the email field, translated by its code', async () => {
    const body = { message: 'An account with this email already exists', code: 'auth.email_taken' };
    const register = vi.fn().mockRejectedValue(new HttpError(body.message, 409, [], body));
    renderWithAuth(<RegisterForm />, { register });
    fill();
    await waitFor(() =>
      expect(helperOf('Email address')).toBe('An account with this email already exists'),
    );
    expect(screen.getByLabelText('Email address').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Email address'));
    expect(register).toHaveBeenCalledWith({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      password: 'long-enough-password',
    });
  });

  it('shows any other failure in an alert above the form', async () => {
    const body = { message: 'Too many attempts', code: 'auth.too_many_attempts' };
    const register = vi.fn().mockRejectedValue(new HttpError(body.message, 429, [], body));
    renderWithAuth(<RegisterForm />, { register });
    fill();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Too many attempts, please try again later');
  });
});
