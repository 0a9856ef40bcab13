/**
 * What every request reads (token → user, memberships, space, organization and site rows, collection trees), kept
 * for `ttlMs` at most and never stale by a read: a value loaded while its key was invalidated (or the whole cache
 * cleared) is returned to its readers but not kept (it may predate the change). An invalidation of one key leaves the
 * loads of the others alone: under writes to many objects, the reads of the rest stay cached. At most `maxEntries`,
 * the oldest dropped first.
 * Readers of a key that is being loaded wait for that load instead of starting their own: when an entry expires
 * under load, one statement refills it, not one per request in flight. A reader that comes after an invalidation
 * never joins a load started before it.
 */
export class ReadThroughCache<K, V> {
  private readonly entries = new Map<K, { value: V; expires: number }>();
  private readonly loading = new Map<K, Promise<V>>();
  /** Reads answered from the cache and reads that went to the database (metrics). */
  hits = 0;
  misses = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  /** The cached value of `key`, else what `load` reads (kept unless an invalidation overtook it). */
  async get(key: K, load: () => Promise<V>): Promise<V> {
    const entry = this.entries.get(key);
    if (entry !== undefined && entry.expires > Date.now()) {
      this.hits++;
      return entry.value;
    }
    this.misses++;
    const pending = this.loading.get(key);
    if (pending !== undefined) return pending;
    const loaded = load().then(
      (value) => {
        // Kept only while still this key's load: an invalidation of the key, or a clear, drops it from `loading`.
        if (this.loading.get(key) === loaded) {
          this.loading.delete(key);
          this.entries.delete(key);
          if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as K);
          this.entries.set(key, { value, expires: Date.now() + this.ttlMs });
        }
        return value;
      },
      (error: unknown) => {
        if (this.loading.get(key) === loaded) this.loading.delete(key);
        throw error;
      },
    );
    this.loading.set(key, loaded);
    return loaded;
  }

  delete(key: K): void {
    this.entries.delete(key);
    this.loading.delete(key);
  }

  clear(): void {
    this.entries.clear();
    this.loading.clear();
  }
}
