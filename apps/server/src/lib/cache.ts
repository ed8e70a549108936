/** Sends an invalidation to the other instances (db/cache-channel.ts on PostgreSQL). */
export type Publish = (topics: readonly string[]) => Promise<void>;

interface Entry<V> {
  value: V;
  version: number;
}

/**
 * Values read from the database, kept by topic until the code that writes says it changed
 * them. A topic is the name of a table ('users', 'articles'…): a service calls `invalidate(topic)` once its write committed.
 * `invalidate` also publishes the topics so other instances drop theirs (on PostgreSQL); what
 * they publish arrives through `receive`. While that channel is down (`live` false), every
 * read goes to the database. A value read while one of its topics was invalidated is not kept.
 */
export class Cache {
  readonly #versions = new Map<string, number>();
  #all = 0;
  #live = true;
  #writes = 0;
  #publish: Publish | null = null;

  /** False while another instance's invalidations could be missed: nothing is cached then. */
  get live(): boolean {
    return this.#live;
  }

  set live(value: boolean) {
    // What was kept before the channel went down or came back may be stale.
    this.#all++;
    this.#live = value;
  }

  /** How many writes this process reported (PGlite maintenance runs only after some). */
  get writes(): number {
    return this.#writes;
  }

  /** Where invalidations go besides this process; none on PGlite (one process). */
  publishTo(publish: Publish | null): void {
    this.#publish = publish;
  }

  /** After a write committed: drops every value read from `topics`, here and elsewhere. */
  async invalidate(...topics: string[]): Promise<void> {
    this.#writes++;
    this.receive(topics);
    await this.#publish?.(topics);
  }

  /** Another instance's invalidation. */
  receive(topics: readonly string[]): void {
    for (const topic of topics) this.#versions.set(topic, (this.#versions.get(topic) ?? 0) + 1);
  }

  /** Grows whenever one of `topics` is invalidated. */
  version(topics: readonly string[]): number {
    let sum = this.#all;
    for (const topic of topics) sum += this.#versions.get(topic) ?? 0;
    return sum;
  }

  /** A map of values read from `topics`, at most `maxEntries` (the oldest go first). */
  map<K, V>(topics: readonly string[], maxEntries: number): CacheMap<K, V> {
    return new CacheMap(this, topics, maxEntries);
  }
}

/** One kind of cached value (a user by id, a list page…). Concurrent misses share one load. */
export class CacheMap<K, V> {
  readonly #entries = new Map<K, Entry<V>>();
  readonly #loading = new Map<K, { version: number; promise: Promise<V> }>();

  constructor(
    private readonly cache: Cache,
    private readonly topics: readonly string[],
    private readonly maxEntries: number,
  ) {}

  get size(): number {
    return this.#entries.size;
  }

  async get(key: K, load: () => Promise<V>): Promise<V> {
    if (!this.cache.live) return load();
    const version = this.cache.version(this.topics);
    const entry = this.#entries.get(key);
    if (entry?.version === version) return entry.value;
    const pending = this.#loading.get(key);
    if (pending?.version === version) return pending.promise;

    const settle = () => {
      if (this.#loading.get(key)?.promise === promise) this.#loading.delete(key);
    };
    const promise = load().then(
      (value) => {
        settle();
        this.#store(key, value, version);
        return value;
      },
      (error: unknown) => {
        settle();
        throw error;
      },
    );
    this.#loading.set(key, { version, promise });
    return promise;
  }

  #store(key: K, value: V, version: number): void {
    if (!this.cache.live || version !== this.cache.version(this.topics)) return;
    this.#entries.delete(key);
    if (this.#entries.size >= this.maxEntries) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(key, { value, version });
  }
}
