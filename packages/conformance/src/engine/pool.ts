/**
 * Runs checks concurrently with a small pool; checks whose locks conflict never overlap. Exclusive ones run alone,
 * first: the organization-wide lists they walk are then still short.
 */
import type { Check } from './check.js';

/**
 * Whether two locks keep their checks apart: the same lock, or one lock of an object and one of what is below it
 * (`shared:organizationId` and `shared:organizationId/sites`); two collections of one object do not conflict.
 */
export function locksConflict(a: string, b: string): boolean {
  return a === b || a.startsWith(`${b}/`) || b.startsWith(`${a}/`);
}

export async function runPool<R>(
  checks: Check[],
  concurrency: number,
  work: (check: Check) => Promise<R>,
  stopped: () => boolean = () => false,
): Promise<R[]> {
  const results: R[] = [];
  for (const check of checks.filter((c) => c.exclusive === true)) {
    if (stopped()) return results;
    results.push(await work(check));
  }
  const shared = checks.filter((c) => c.exclusive !== true);
  const held = new Set<string>();
  const waiting = [...shared];
  let failure: unknown;

  await new Promise<void>((resolve) => {
    let running = 0;
    const next = () => {
      if (failure !== undefined && running === 0) return resolve();
      if (waiting.length === 0 && running === 0) return resolve();
      if (stopped()) waiting.length = 0;
      if (waiting.length === 0 && running === 0) return resolve();
      while (failure === undefined && running < concurrency) {
        const index = waiting.findIndex((c) =>
          (c.locks ?? []).every((lock) => ![...held].some((other) => locksConflict(lock, other))),
        );
        if (index < 0) break;
        const [check] = waiting.splice(index, 1);
        if (check === undefined) break;
        running += 1;
        for (const lock of check.locks ?? []) held.add(lock);
        work(check)
          .then((result) => results.push(result))
          .catch((error: unknown) => {
            failure ??= error;
          })
          .finally(() => {
            running -= 1;
            for (const lock of check.locks ?? []) held.delete(lock);
            next();
          });
      }
    };
    next();
  });
  if (failure !== undefined) throw failure;
  return results;
}
