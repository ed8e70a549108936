import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEY } from '../auth/token';
import { getAuthToken, setAuthToken } from '../lib/http';
import { testUser } from '../test/fixtures';
import { fakeJwt, inSeconds } from '../test/jwt';

const me = vi.hoisted(() => vi.fn());
vi.mock('../auth/auth-api', () => ({ meRequest: me }));

const { currentUserRequest } = await import('../auth/current-user-request');
const { startCurrentUserRequest, userFrom } = await import('./current-user');

const answer = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));
const signal = () => new AbortController().signal;

afterEach(() => {
  me.mockReset();
  sessionStorage.clear();
  setAuthToken(null);
  delete window.__keelingMe;
});

describe("index.html's user answer", () => {
  it('is read and checked with the contract schema', async () => {
    await expect(userFrom(answer(200, { user: testUser }))).resolves.toEqual(testUser);
    await expect(userFrom(answer(200, { user: { id: 1 } }))).rejects.toMatchObject({
      message: 'Something went wrong',
    });
  });

  it("carries the server's message and status when refused, status 0 when offline", async () => {
    await expect(userFrom(answer(401, { message: 'Token expired' }))).rejects.toMatchObject({
      message: 'Token expired',
      status: 401,
    });
    await expect(userFrom(Promise.reject(new TypeError('offline')))).rejects.toMatchObject({
      status: 0,
    });
  });
});

describe('start-up user request', () => {
  it('takes the answer index.html asked for with the same token', async () => {
    const token = fakeJwt({ exp: inSeconds(3600) });
    sessionStorage.setItem(STORAGE_KEY, token);
    window.__keelingMe = { token, response: answer(200, { user: testUser }) };
    startCurrentUserRequest();
    expect(getAuthToken()).toBe(token);
    expect(window.__keelingMe).toBeUndefined();
    await expect(currentUserRequest(token, signal())).resolves.toEqual(testUser);
    expect(me).not.toHaveBeenCalled();
  });

  it('asks itself when index.html sent nothing for this token', async () => {
    const token = fakeJwt({ exp: inSeconds(3600) });
    sessionStorage.setItem(STORAGE_KEY, token);
    window.__keelingMe = { token: 'other', response: answer(200, { user: testUser }) };
    me.mockResolvedValueOnce(testUser);
    startCurrentUserRequest();
    expect(me).toHaveBeenCalledTimes(1);
    await expect(currentUserRequest(token, signal())).resolves.toEqual(testUser);
  });

  it('sends nothing for an expired token', () => {
    sessionStorage.setItem(STORAGE_KEY, fakeJwt({ exp: inSeconds(-1) }));
    startCurrentUserRequest();
    expect(me).not.toHaveBeenCalled();
    expect(getAuthToken()).toBeNull();
  });
});
