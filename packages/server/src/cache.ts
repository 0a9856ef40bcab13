/**
 * What every request reads (token → user, memberships, space rows, collection trees), kept for `ttlMs` at most
 * and never stale by a read: every invalidation bumps a generation, and a value loaded while one happened is
 * returned to its reader but not kept (it may predate the change). At most `maxEntries`, the oldest dropped first.
 */
export class ReadThroughCache<K, V> {
  private readonly entries = new Map<K, { value: V; expires: number }>();
  private generation = 0;
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
    const generation = this.generation;
    const value = await load();
    if (generation === this.generation) {
      this.entries.delete(key);
      if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as K);
      this.entries.set(key, { value, expires: Date.now() + this.ttlMs });
    }
    return value;
  }

  delete(key: K): void {
    this.generation++;
    this.entries.delete(key);
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }
}
