import type { WriteVersions } from './write-versions';

export interface VersionedCacheOptions {
  /** The tables the cached values are read from. */
  tables: readonly string[];
  maxEntries: number;
}

interface Entry<V> {
  value: V;
  version: number;
}

/**
 * Values read from some tables, kept while no write to them has been seen (write-versions.ts)
 * since the read started: a write during the read makes the result stale at once. Concurrent
 * misses of one key share one load. While the versions are not `live` (PostgreSQL with its
 * notification channel down) every get reads through.
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
    if (!this.versions.live) return load();
    const version = this.#version();
    const entry = this.#entries.get(key);
    if (entry?.version === version) return entry.value;
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
    if (!this.versions.live || version !== this.#version()) return;
    this.#entries.delete(key);
    if (this.#entries.size >= this.options.maxEntries) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(key, { value, version });
  }
}
