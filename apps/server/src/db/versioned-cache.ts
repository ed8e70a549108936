import type { WriteVersions } from './write-versions';

export interface VersionedCacheOptions {
  /** The tables the cached values are read from. */
  tables: readonly string[];
  maxEntries: number;
  /** Also expire entries after this long (writes by other processes); none when omitted. */
  ttlMs?: number;
}

interface Entry<V> {
  value: V;
  version: number;
  expires: number;
}

/**
 * Values read from some tables, kept while no statement of this process has touched them
 * since the read started (a write during the read makes the result stale at once). Concurrent
 * misses of one key share one load.
 */
export class VersionedCache<K, V> {
  readonly #entries = new Map<K, Entry<V>>();
  readonly #loading = new Map<K, { version: number; promise: Promise<V> }>();

  constructor(
    private readonly versions: WriteVersions,
    private readonly options: VersionedCacheOptions,
  ) {}

  /** Sum of the tables' versions: grows when any of them is written. */
  #version(): number {
    let sum = 0;
    for (const table of this.options.tables) sum += this.versions.version(table);
    return sum;
  }

  async get(key: K, load: () => Promise<V>): Promise<V> {
    const version = this.#version();
    const entry = this.#entries.get(key);
    if (entry && entry.version === version && Date.now() < entry.expires) return entry.value;
    const pending = this.#loading.get(key);
    if (pending && pending.version === version) return pending.promise;

    const promise = load().then(
      (value) => {
        if (this.#loading.get(key)?.promise === promise) this.#loading.delete(key);
        this.#store(key, value, version);
        return value;
      },
      (error: unknown) => {
        if (this.#loading.get(key)?.promise === promise) this.#loading.delete(key);
        throw error;
      },
    );
    this.#loading.set(key, { version, promise });
    return promise;
  }

  get size(): number {
    return this.#entries.size;
  }

  #store(key: K, value: V, version: number): void {
    if (version !== this.#version()) return;
    this.#entries.delete(key);
    if (this.#entries.size >= this.options.maxEntries) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    const ttl = this.options.ttlMs ?? Number.POSITIVE_INFINITY;
    this.#entries.set(key, { value, version, expires: Date.now() + ttl });
  }
}
