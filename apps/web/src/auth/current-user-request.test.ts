import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAuthToken, setAuthToken } from '../lib/http';

const me = vi.hoisted(() => vi.fn());
vi.mock('./auth-api', () => ({ meRequest: me }));

const { currentUserRequest, startCurrentUserRequest } = await import('./current-user-request');

afterEach(() => {
  me.mockReset();
  setAuthToken(null);
});

describe('current user request started by the entry', () => {
  it('is sent at once with the token and handed out once to the same token', async () => {
    const user = { id: 'u1' };
    me.mockResolvedValueOnce(user).mockResolvedValueOnce({ id: 'fresh' });
    startCurrentUserRequest('token-a');
    expect(getAuthToken()).toBe('token-a');
    expect(me).toHaveBeenCalledTimes(1);
    await expect(currentUserRequest('token-a', new AbortController().signal)).resolves.toBe(user);
    await expect(currentUserRequest('token-a', new AbortController().signal)).resolves.toEqual({
      id: 'fresh',
    });
    expect(me).toHaveBeenCalledTimes(2);
  });

  it('is not used for another token, and its failure is left to the caller', async () => {
    me.mockRejectedValueOnce(new Error('401')).mockResolvedValueOnce({ id: 'b' });
    startCurrentUserRequest('token-a');
    const signal = new AbortController().signal;
    await expect(currentUserRequest('token-b', signal)).resolves.toEqual({ id: 'b' });
    expect(me).toHaveBeenLastCalledWith(signal);
    await expect(currentUserRequest('token-a', signal)).rejects.toThrow('401');
  });
});
