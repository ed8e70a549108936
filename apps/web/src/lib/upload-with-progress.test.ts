import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { HttpError, setAuthToken } from './http';
import { uploadWithProgress } from './upload-with-progress';

/** The XMLHttpRequest the code under test creates: the test plays the server. */
class FakeRequest {
  static last: FakeRequest;
  headers: Record<string, string> = {};
  method = '';
  url = '';
  body: unknown;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeRequest.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const schema = z.object({ url: z.string() });
const form = () => {
  const data = new FormData();
  data.append('file', new File(['x'], 'a.png', { type: 'image/png' }));
  return data;
};

describe('uploadWithProgress', () => {
  beforeEach(() => vi.stubGlobal('XMLHttpRequest', FakeRequest));
  afterEach(() => {
    vi.unstubAllGlobals();
    setAuthToken(null);
  });

  it('sends the form with the token and reports the share sent', async () => {
    setAuthToken('abc');
    const onProgress = vi.fn();
    const body = form();
    const done = uploadWithProgress('/api/uploads', body, schema, { onProgress });
    const request = FakeRequest.last;
    expect([request.method, request.url, request.body]).toEqual(['POST', '/api/uploads', body]);
    expect(request.headers.Authorization).toBe('Bearer abc');
    request.progress(25, 100);
    request.progress(100, 100);
    request.answer(200, { url: '/uploads/a.png' });
    await expect(done).resolves.toEqual({ url: '/uploads/a.png' });
    expect(onProgress.mock.calls.map(([fraction]) => fraction)).toEqual([0.25, 1, 1]);
  });

  it("throws the server's error with its code", async () => {
    const done = uploadWithProgress('/api/uploads', form(), schema);
    FakeRequest.last.answer(413, { message: 'Too large', code: 'uploads.too_large' });
    const error = await done.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 413, message: 'Too large' });
  });

  it('refuses an answer of the wrong shape, a dropped connection and an abort', async () => {
    const wrong = uploadWithProgress('/api/uploads', form(), schema);
    FakeRequest.last.answer(200, { nope: true });
    await expect(wrong).rejects.toMatchObject({ status: 200, message: 'Something went wrong' });

    const dropped = uploadWithProgress('/api/uploads', form(), schema);
    FakeRequest.last.onerror?.();
    await expect(dropped).rejects.toMatchObject({ status: 0 });

    const controller = new AbortController();
    const aborted = uploadWithProgress('/api/uploads', form(), schema, {
      signal: controller.signal,
    });
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
  });
});
