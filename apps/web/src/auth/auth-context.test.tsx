import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAuthContext } from './auth-context';

function Consumer() {
  useAuthContext();
  return null;
}

describe('useAuthContext', () => {
  it('throws the SPEC message outside the provider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Consumer />)).toThrow(
      'useAuthContext context must be use inside AuthProvider',
    );
    spy.mockRestore();
  });
});
