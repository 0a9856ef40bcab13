/**
 * Runs checks concurrently; checks whose locks conflict never overlap. Exclusive ones run first, while nothing else
 * runs: the organization-wide lists they walk are then still short.
 */
import type { Check } from './check.js';
import { locksConflict } from './locks.js';

/**
 * Runs the checks, at most `concurrency` at once. Checks that run alone (`exclusive`) come first: those without locks
 * one after the other, then those with locks together as far as their locks allow (two walks of different lists),
 * while nothing else runs. Then the others, as far as their locks allow.
 */
/** How many checks may run at once: a number, or one that changes during the run (requests waiting out a 429). */
export interface Slots {
  now(): number;
  /** Calls `listener` whenever more may run; answers how to stop. */
  watch(listener: () => void): () => void;
}

export async function runPool<R>(
  checks: Check[],
  concurrency: number | Slots,
  work: (check: Check) => Promise<R>,
  stopped: () => boolean = () => false,
): Promise<R[]> {
  const results: R[] = [];
  const exclusive = checks.filter((c) => c.exclusive === true);
  for (const check of exclusive.filter((c) => (c.locks ?? []).length === 0)) {
    if (stopped()) return results;
    results.push(await work(check));
  }
  const locked = exclusive.filter((c) => (c.locks ?? []).length > 0);
  results.push(...(await runLocked(locked, concurrency, work, stopped)));
  results.push(
    ...(await runLocked(
      checks.filter((c) => c.exclusive !== true),
      concurrency,
      work,
      stopped,
    )),
  );
  return results;
}

/**
 * The check to start next: the first waiting one whose locks are free; else, every one kept by a lock, the first that
 * can work apart now, as it works apart (Check.apart).
 */
function nextCheck(waiting: Check[], held: Map<string, number>): { index: number; check: Check } | undefined {
  const free = waiting.findIndex((c) =>
    (c.locks ?? []).every((lock) => ![...held.keys()].some((other) => locksConflict(lock, other))),
  );
  const first = waiting[free];
  if (first !== undefined) return { index: free, check: first };
  for (const [index, kept] of waiting.entries()) {
    const apart = kept.apart?.();
    if (apart !== undefined) return { index, check: apart };
  }
  return undefined;
}

/**
 * Runs the checks at most `concurrency` at once, never two whose locks conflict; a check kept waiting by a lock while
 * a slot is free runs apart instead, where it can (Check.apart).
 */
async function runLocked<R>(
  checks: Check[],
  slots: number | Slots,
  work: (check: Check) => Promise<R>,
  stopped: () => boolean,
): Promise<R[]> {
  const results: R[] = [];
  // How many running checks hold each lock: read locks (and fields of one object) are held by several at once.
  const held = new Map<string, number>();
  const waiting = [...checks];
  let failure: unknown;
  const limit = typeof slots === 'number' ? () => slots : () => slots.now();
  let unwatch = (): void => undefined;

  await new Promise<void>((resolve) => {
    let running = 0;
    const next = () => {
      if (failure !== undefined && running === 0) return resolve();
      if (stopped()) waiting.length = 0;
      if (waiting.length === 0 && running === 0) return resolve();
      while (failure === undefined && running < limit()) {
        const taken = nextCheck(waiting, held);
        if (taken === undefined) break;
        const { check } = taken;
        waiting.splice(taken.index, 1);
        running += 1;
        for (const lock of check.locks ?? []) held.set(lock, (held.get(lock) ?? 0) + 1);
        work(check)
          .then((result) => results.push(result))
          .catch((error: unknown) => {
            failure ??= error;
          })
          .finally(() => {
            running -= 1;
            for (const lock of check.locks ?? []) {
              const left = (held.get(lock) ?? 1) - 1;
              if (left > 0) held.set(lock, left);
              else held.delete(lock);
            }
            next();
          });
      }
    };
    if (typeof slots !== 'number') unwatch = slots.watch(next);
    next();
  });
  unwatch();
  if (failure !== undefined) throw failure;
  return results;
}
