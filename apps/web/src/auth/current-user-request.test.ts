import { afterEach, describe, expect, it, vi } from 'vitest';

const me = vi.hoisted(() => vi.fn());
vi.mock('./auth-api', () => ({ meRequest: me }));

const { adoptCurrentUserRequest, currentUserRequest } = await import('./current-user-request');

afterEach(() => me.mockReset());

describe('a current user request handed over by start-up', () => {
  it('is handed out once to the same token; later calls ask again', async () => {
    const user = { id: 'u1' };
    me.mockResolvedValueOnce({ id: 'fresh' });
    adoptCurrentUserRequest('token-a', Promise.resolve(user as never));
    await expect(currentUserRequest('token-a', new AbortController().signal)).resolves.toBe(user);
    await expect(currentUserRequest('token-a', new AbortController().signal)).resolves.toEqual({
      id: 'fresh',
    });
    expect(me).toHaveBeenCalledTimes(1);
  });

  it('is not used for another token, and its failure is left to the caller', async () => {
    me.mockResolvedValueOnce({ id: 'b' });
    adoptCurrentUserRequest('token-a', Promise.reject(new Error('401')));
    const signal = new AbortController().signal;
    await expect(currentUserRequest('token-b', signal)).resolves.toEqual({ id: 'b' });
    expect(me).toHaveBeenLastCalledWith(signal);
    await expect(currentUserRequest('token-a', signal)).rejects.toThrow('401');
  });
});
