/**
 * Times every SQL statement Prisma sends through a driver adapter (PostgreSQL's or PGlite's), inside
 * transactions too, for the query-duration metric (docs/operations.md › Metrics). The adapter factory is
 * wrapped, not changed: `connect()` answers an adapter whose `queryRaw`/`executeRaw` report their seconds,
 * and whose transactions do the same.
 */

/** Hears how long one statement took, in seconds. */
export type QueryObserver = (seconds: number) => void;

const TIMED = new Set(['queryRaw', 'executeRaw']);

/** Wraps `target` so that its `queryRaw`/`executeRaw` calls are timed and `startTransaction` answers a timed transaction. */
function timedQueryable<T extends object>(target: T, observe: () => QueryObserver | undefined): T {
  return new Proxy(target, {
    get(object, key, receiver) {
      const value: unknown = Reflect.get(object, key, receiver);
      if (typeof value !== 'function') return value;
      const method = value as (...args: unknown[]) => unknown;
      if (typeof key === 'string' && TIMED.has(key)) {
        return async (...args: unknown[]) => {
          const started = performance.now();
          try {
            return await method.apply(object, args);
          } finally {
            observe()?.((performance.now() - started) / 1000);
          }
        };
      }
      if (key === 'startTransaction') {
        return async (...args: unknown[]) => timedQueryable((await method.apply(object, args)) as object, observe);
      }
      return method.bind(object);
    },
  });
}

/** The adapter factory `factory` with every statement of its adapters timed for `observe()` (read at each call). */
export function timedAdapterFactory<T extends object>(factory: T, observe: () => QueryObserver | undefined): T {
  return new Proxy(factory, {
    get(object, key, receiver) {
      const value: unknown = Reflect.get(object, key, receiver);
      if (typeof value !== 'function') return value;
      const method = value as (...args: unknown[]) => unknown;
      if (key === 'connect') {
        return async (...args: unknown[]) => timedQueryable((await method.apply(object, args)) as object, observe);
      }
      return method.bind(object);
    },
  });
}
