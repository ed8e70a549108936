import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { getJson, HttpError, onUnauthorized, postJson, setAuthToken, toHttpError } from './http';

const ok = z.object({ ok: z.boolean() });

function answer(status: number, body?: unknown, raw?: string) {
  const fetchMock = vi.fn(
    async () => new Response(raw ?? (body === undefined ? null : JSON.stringify(body)), { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function failure(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

afterEach(() => {
  vi.unstubAllGlobals();
  setAuthToken(null);
});

describe('http errors (SPEC §8)', () => {
  it("keeps the server's message, status and issues", async () => {
    const issue = {
      path: ['email'],
      message: 'Bad email',
      code: 'invalid_format',
      format: 'email',
    };
    answer(400, {
      message: 'Invalid body',
      issues: [issue, { path: ['name'], message: 'No code' }],
    });
    const error = await failure(postJson('/api/x', {}, ok));
    expect(error.message).toBe('Invalid body');
    expect(error.status).toBe(400);
    expect(error.issues).toEqual([issue]);
  });

  it("GET without a server message becomes 'Something went wrong'", async () => {
    answer(500);
    const error = await failure(getJson('/api/x', ok));
    expect(error.message).toBe('Something went wrong');
    expect(error.status).toBe(500);
  });

  it("JSON POST with a non-200 status and no message becomes 'Error in API'", async () => {
    answer(201, { ok: true });
    expect((await failure(postJson('/api/x', {}, ok))).message).toBe('Error in API');
    answer(502);
    expect((await failure(postJson('/api/x', {}, ok))).message).toBe('Error in API');
  });

  it("a network failure becomes 'Something went wrong' with status 0", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await failure(getJson('/api/x', ok));
    expect([error.message, error.status]).toEqual(['Something went wrong', 0]);
  });

  it('a plain-text server body is kept as the message', () => {
    expect(toHttpError(429, 'Too many requests').message).toBe('Too many requests');
  });

  it('an answer that does not match the schema is an error, not data', async () => {
    answer(200, { nope: 1 });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect((await failure(getJson('/api/x', ok))).message).toBe('Something went wrong');
  });
});

describe('a request cancelled while its answer is read', () => {
  it('is a cancellation (an AbortError), not an answer that does not match its schema', async () => {
    // the headers came (200), then the caller gave up (a poll whose screen closed): the body's
    // read fails with the signal's AbortError
    const body = new ReadableStream({
      start(controller) {
        controller.error(new DOMException('The operation was aborted.', 'AbortError'));
      },
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(body, { status: 200 })),
    );
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = await getJson('/api/x', ok).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('AbortError');
    expect(logged).not.toHaveBeenCalled();
  });
});

describe('http requests', () => {
  it('sends JSON with the Bearer token and parses the answer', async () => {
    const fetchMock = answer(200, { ok: true });
    setAuthToken('t0k');
    await expect(postJson('/api/auth/login', { email: 'a@b.c' }, ok)).resolves.toEqual({
      ok: true,
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const headers = init.headers as Record<string, string>;
    expect(url).toBe('/api/auth/login');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"email":"a@b.c"}');
    expect(headers.Authorization).toBe('Bearer t0k');
    expect(headers['Content-Type']).toBe('application/json');
  });

  it('drops the Authorization header once the token is cleared, and builds queries', async () => {
    const fetchMock = answer(200, { ok: true });
    setAuthToken(null);
    await getJson('/api/blog/articles', ok, { query: { page: 1, search: '', status: undefined } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/blog/articles?page=1');
    expect((init.headers as Record<string, string>).Authorization).toBeUndefined();
  });
});

describe('401 answers', () => {
  it('tell the unauthorized listeners the token the request was sent with, and why', async () => {
    answer(401, { message: 'Token expired', code: 'auth.token_expired' });
    setAuthToken('old');
    const seen: [string, string | undefined][] = [];
    const stop = onUnauthorized((token, code) => seen.push([token, code]));
    const error = await failure(getJson('/api/auth/me', ok));
    stop();
    expect(error.message).toBe('Token expired');
    expect(seen).toEqual([['old', 'auth.token_expired']]);
  });
});
