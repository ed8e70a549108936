/** SPEC §7: lazy chunks get 120 s to arrive. */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('Loading chunk timed out')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

interface RetryOptions {
  retryDelayMs?: number;
  timeoutMs?: number;
}

/**
 * Runs a dynamic import; if it fails (deploy replaced the chunk, flaky network) waits and
 * tries once more, then rejects with a ChunkLoadError the route error page recognises.
 */
export async function retryImport<T>(
  load: () => Promise<T>,
  { retryDelayMs = 500, timeoutMs = CHUNK_TIMEOUT_MS }: RetryOptions = {},
): Promise<T> {
  try {
    return await withTimeout(load(), timeoutMs);
  } catch (first) {
    console.warn('Chunk load failed, retrying once', first);
    await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
    try {
      return await withTimeout(load(), timeoutMs);
    } catch (second) {
      const message = second instanceof Error ? second.message : String(second);
      throw new ChunkLoadError(message);
    }
  }
}

export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error &&
  (error.name === 'ChunkLoadError' ||
    /dynamically imported module|Importing a module script failed|error loading dynamically imported/i.test(
      error.message,
    ));
