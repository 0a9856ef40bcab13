/**
 * Runs on several seeds (`run --seeds <n>`) as one result: a fixed server's verdict must not depend on the seed, so
 * each requirement takes its worst verdict over the seeds (a failure on any seed is a failure, shown with that
 * seed's example), and every requirement whose verdict varied is named with each seed's verdict.
 */
import type { RunResult } from './runner.js';
import type { SeedsOutcome, VariedVerdict, Verdict, VerdictStatus } from './types.js';

/** Worse first: a failure of the target, an error of the run, a pass, a skip (decided on no seed). */
const rank: Record<VerdictStatus, number> = { fail: 0, error: 1, pass: 2, skip: 3 };

/** `count` seeds from `first` on: `first`, `first + 1`, … (reproducible from the first alone). */
export const seedsFrom = (first: number, count: number): number[] =>
  Array.from({ length: count }, (_, i) => (first + i) % 2 ** 31);

/** The results of one selection on several seeds, as one result with `seeds` saying what varied. */
export function mergeSeeds(results: RunResult[]): RunResult & { seeds: SeedsOutcome } {
  const [first, ...rest] = results;
  if (first === undefined) throw new Error('mergeSeeds needs at least one result');
  const varied: VariedVerdict[] = [];
  const merged = first.results.map(({ requirement, verdict }) => {
    const all: { seed: number; verdict: Verdict }[] = [
      { seed: first.seed, verdict },
      ...rest.map((r) => ({
        seed: r.seed,
        verdict: r.results.find((x) => x.requirement.id === requirement.id)?.verdict ?? verdict,
      })),
    ];
    if (new Set(all.map((a) => a.verdict.status)).size > 1)
      varied.push({ id: requirement.id, verdicts: all.map((a) => ({ seed: a.seed, status: a.verdict.status })) });
    const worst = all.reduce((a, b) => (rank[b.verdict.status] < rank[a.verdict.status] ? b : a));
    return { requirement, verdict: worst.verdict };
  });
  const stopped = results.find((r) => r.stopped !== undefined)?.stopped;
  return {
    ...first,
    durationMs: results.reduce((sum, r) => sum + r.durationMs, 0),
    interrupted: results.some((r) => r.interrupted),
    ...(stopped !== undefined ? { stopped } : {}),
    cleanedUp: results.every((r) => r.cleanedUp),
    created: results.reduce((sum, r) => sum + r.created, 0),
    leftovers: results.flatMap((r) => r.leftovers),
    throttled: results.reduce((sum, r) => sum + r.throttled, 0),
    results: merged,
    seeds: { seeds: results.map((r) => r.seed), varied },
  };
}
