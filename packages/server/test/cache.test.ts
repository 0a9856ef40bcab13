/** The read-through cache behind the caller and row caches: exact after invalidations, one load per key at a time. */
import { describe, expect, it } from 'vitest';
import { ReadThroughCache } from '../src/cache.js';

/** A load that finishes when told to, counting how often it was started. */
function gatedLoads<V>() {
  const gates: { resolve: (value: V) => void; reject: (error: Error) => void }[] = [];
  let started = 0;
  return {
    load: () =>
      new Promise<V>((resolve, reject) => {
        started++;
        gates.push({ resolve, reject });
      }),
    started: () => started,
    finish: (index: number, value: V) => gates[index]?.resolve(value),
    fail: (index: number, error: Error) => gates[index]?.reject(error),
  };
}

describe('ReadThroughCache', () => {
  it('lets readers of a key being loaded wait for that load: one load, the same value for all', async () => {
    const cache = new ReadThroughCache<string, number>(60_000);
    const loads = gatedLoads<number>();
    const readers = [cache.get('a', loads.load), cache.get('a', loads.load), cache.get('a', loads.load)];
    expect(loads.started()).toBe(1);
    loads.finish(0, 7);
    expect(await Promise.all(readers)).toEqual([7, 7, 7]);
    expect(await cache.get('a', () => Promise.resolve(99))).toBe(7);
    expect(cache.hits).toBe(1);
  });

  it('never lets a reader that comes after an invalidation join a load started before it, nor keeps that load', async () => {
    const cache = new ReadThroughCache<string, string>(60_000);
    const loads = gatedLoads<string>();
    const before = cache.get('a', loads.load);
    cache.delete('a');
    const after = cache.get('a', loads.load);
    expect(loads.started()).toBe(2);
    loads.finish(1, 'new');
    loads.finish(0, 'old');
    expect(await before).toBe('old');
    expect(await after).toBe('new');
    // The value loaded from before the invalidation was not kept (though it came last); the one after it was.
    expect(await cache.get('a', () => Promise.resolve('reloaded'))).toBe('new');

    const cleared = gatedLoads<string>();
    const first = cache.get('b', cleared.load);
    cache.clear();
    const second = cache.get('b', cleared.load);
    expect(cleared.started()).toBe(2);
    cleared.finish(0, 'stale');
    cleared.finish(1, 'fresh');
    expect([await first, await second]).toEqual(['stale', 'fresh']);
    expect(await cache.get('b', () => Promise.resolve('again'))).toBe('fresh');
  });

  it('keeps a load across invalidations of other keys', async () => {
    const cache = new ReadThroughCache<string, string>(60_000);
    const loads = gatedLoads<string>();
    const reader = cache.get('a', loads.load);
    cache.delete('b');
    loads.finish(0, 'kept');
    expect(await reader).toBe('kept');
    expect(await cache.get('a', () => Promise.resolve('reloaded'))).toBe('kept');
    expect(cache.hits).toBe(1);
  });

  it('hands a failed load to every reader waiting on it, and loads again for the next reader', async () => {
    const cache = new ReadThroughCache<string, number>(60_000);
    const loads = gatedLoads<number>();
    const readers = [cache.get('a', loads.load), cache.get('a', loads.load)];
    loads.fail(0, new Error('database gone'));
    for (const reader of readers) await expect(reader).rejects.toThrow('database gone');
    expect(await cache.get('a', () => Promise.resolve(3))).toBe(3);
  });

  it('loads again once an entry is older than its time to live', async () => {
    const cache = new ReadThroughCache<string, number>(1);
    expect(await cache.get('a', () => Promise.resolve(1))).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await cache.get('a', () => Promise.resolve(2))).toBe(2);
  });
});
