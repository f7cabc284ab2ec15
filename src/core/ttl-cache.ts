/**
 * A small in-memory cache with a time to live and a size bound. It saves the
 * database round trips of the hot path (key checks, connection lookups);
 * writes in this process invalidate at once, writes in other instances are
 * seen within the TTL.
 */
export class TtlCache<K, V> {
  readonly #entries = new Map<K, { value: V; expiresAt: number }>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;

  constructor(ttlMs: number, maxEntries = 10_000) {
    this.#ttlMs = ttlMs;
    this.#maxEntries = maxEntries;
  }

  get(key: K): V | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: K, value: V): void {
    if (this.#ttlMs <= 0) return;
    this.#entries.delete(key);
    if (this.#entries.size >= this.#maxEntries) {
      // Maps iterate in insertion order: the first key is the oldest write.
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(key, { value, expiresAt: Date.now() + this.#ttlMs });
  }

  delete(key: K): void {
    this.#epoch++;
    this.#entries.delete(key);
    this.#inFlight.delete(key);
  }

  clear(): void {
    this.#epoch++;
    this.#entries.clear();
    this.#inFlight.clear();
  }

  /**
   * Loads through the cache; concurrent misses for one key share a single
   * load. A cached value comes back as it is, not in a promise of its own:
   * every request reads through here (its key, its connections), and a hit
   * need not cost a promise and a turn.
   */
  getOrLoad(key: K, load: () => Promise<V>): V | Promise<V> {
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    let pending = this.#inFlight.get(key);
    if (!pending) {
      const epoch = this.#epoch;
      const load$ = load().then((value) => {
        // A write that invalidated while we were loading makes this value stale: do not keep it.
        if (this.#epoch === epoch) this.set(key, value);
        return value;
      });
      pending = load$.finally(() => {
        if (this.#inFlight.get(key) === pending) this.#inFlight.delete(key);
      });
      this.#inFlight.set(key, pending);
    }
    return pending;
  }

  readonly #inFlight = new Map<K, Promise<V>>();
  #epoch = 0;
}
