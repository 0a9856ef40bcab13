/** A small TTL map: what every request reads (token → user, memberships) without asking the database each time. */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, { value: V; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.expires <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: K, value: V): void {
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as K);
    this.entries.set(key, { value, expires: Date.now() + this.ttlMs });
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}

/**
 * A read-through TtlCache that never keeps a stale read: every invalidation bumps a generation, and a
 * value loaded while one happened is returned to its reader but not kept (it may predate the change).
 */
export class ReadThroughCache<K, V> {
  private readonly entries: TtlCache<K, V>;
  private generation = 0;

  constructor(ttlMs: number, maxEntries?: number) {
    this.entries = new TtlCache(ttlMs, maxEntries);
  }

  /** The cached value of `key`, else what `load` reads (kept unless an invalidation overtook it). */
  async get(key: K, load: () => Promise<V>): Promise<V> {
    const cached = this.entries.get(key);
    if (cached !== undefined) return cached;
    const generation = this.generation;
    const value = await load();
    if (generation === this.generation) this.entries.set(key, value);
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
