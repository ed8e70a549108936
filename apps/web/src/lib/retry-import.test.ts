import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, isChunkLoadError, retryImport } from './retry-import';

afterEach(() => vi.restoreAllMocks());

const quiet = () => vi.spyOn(console, 'warn').mockImplementation(() => {});

describe('retryImport', () => {
  it('does not retry a successful load', async () => {
    const load = vi.fn(async () => 'module');
    await expect(retryImport(load, { retryDelayMs: 0 })).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('retries a failed load once', async () => {
    quiet();
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('module');
    await expect(retryImport(load, { retryDelayMs: 0 })).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up after the second failure with a ChunkLoadError', async () => {
    quiet();
    const load = vi.fn(async () => {
      throw new TypeError('Failed to fetch dynamically imported module: /assets/x.js');
    });
    const error = await retryImport(load, { retryDelayMs: 0 }).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(isChunkLoadError(error)).toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('times out a load that never settles', async () => {
    quiet();
    const load = vi.fn(() => new Promise<string>(() => {}));
    await expect(retryImport(load, { retryDelayMs: 0, timeoutMs: 5 })).rejects.toBeInstanceOf(
      ChunkLoadError,
    );
  });

  it('recognises browser chunk errors but not other errors', () => {
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});
