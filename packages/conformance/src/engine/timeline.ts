/**
 * Where a run's time goes: every request it sent (which check sent it, when it left, when its answer was in) and
 * every check (when it started and ended, whether it ran alone). From them: the requests sent, the round trips on
 * the run's longest chain of dependent requests (its critical path: what no concurrency can shorten), the median
 * round trip, the checks that took longest, and how often and how long the target throttled the run.
 */
import { locksConflict } from './locks.js';

interface Span {
  /** The check that sent the request, or the phase of the run outside every check (its start, controls, cleanup). */
  owner: string;
  /** When it could go; when it went (a slot in flight free); when its whole answer was in. */
  start: number;
  sent: number;
  end: number;
}

interface CheckSpan {
  name: string;
  start: number;
  end: number;
  /** Ran while no other kind of check did (pool.ts), and the locks it held. */
  exclusive: boolean;
  locks: string[];
}

/** One of the checks that took longest. */
export interface SlowCheck {
  check: string;
  durationMs: number;
  requests: number;
  /** Round trips on its own longest chain of dependent requests. */
  chain: number;
}

export interface RunTiming {
  /** Requests sent (each retry of a throttled one counted). */
  requests: number;
  /**
   * Round trips on the longest chain of dependent requests: the run's start, then the longest chain through checks
   * that had to wait for one another (one that runs alone, a lock they share, the checks that run alone before the
   * others), then the controls and the cleanup. No concurrency makes a run shorter than this many round trips.
   */
  chain: number;
  /** Median time from sending a request to its whole answer (ms). */
  medianRoundTripMs: number;
  /** The median round trip of the probe at the start, and the concurrency chosen from it (checks and requests at once). */
  probeRoundTripMs: number;
  concurrency: number;
  /** Most checks that ran at once. */
  mostChecksAtOnce: number;
  slowest: SlowCheck[];
  /**
   * The checks on the longest chain, first to last, each with the round trips of its own longest chain (the phases
   * outside every check in parentheses): what to shorten to make the run shorter.
   */
  path: { check: string; chain: number }[];
  /** Answers 429 (or 503 with Retry-After) and the time the run spent paused by them (ms). */
  throttled: { answers: number; pausedMs: number };
}

/**
 * The length of the longest chain of spans in which each starts after the one before it ended: requests a flow
 * sent one after the other, where those in flight together count once.
 */
export function longestChain(spans: readonly { start: number; end: number }[]): number {
  const byStart = [...spans].sort((a, b) => a.start - b.start);
  const byEnd = byStart.map((span, index) => ({ end: span.end, index })).sort((a, b) => a.end - b.end);
  const chain = new Array<number>(byStart.length).fill(0);
  let best = 0;
  let ended = 0;
  let longest = 0;
  for (const [index, span] of byStart.entries()) {
    for (; ended < byEnd.length && (byEnd[ended]?.end ?? Infinity) <= span.start; ended += 1)
      best = Math.max(best, chain[byEnd[ended]?.index ?? 0] ?? 0);
    chain[index] = best + 1;
    longest = Math.max(longest, best + 1);
  }
  return longest;
}

export function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Whether check `later` had to wait for `earlier` to end: an order of the pool (pool.ts), not a free slot. */
function waitedFor(earlier: CheckSpan, later: CheckSpan): boolean {
  if (earlier.end > later.start) return false;
  if (earlier.exclusive !== later.exclusive) return earlier.exclusive;
  if (earlier.exclusive && (earlier.locks.length === 0 || later.locks.length === 0)) return true;
  return earlier.locks.some((a) => later.locks.some((b) => locksConflict(a, b)));
}

const groupBy = <T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> => {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const name = key(item);
    const group = groups.get(name);
    if (group === undefined) groups.set(name, [item]);
    else group.push(item);
  }
  return groups;
};

export class Timeline {
  /** `checkNow`: the name of the check whose code is running (the runner's check context), if any. */
  constructor(private readonly checkNow: () => string | undefined = () => undefined) {}

  private readonly spans: Span[] = [];
  private readonly checks: CheckSpan[] = [];
  /** The phase requests outside every check belong to. */
  private phase = 'start';
  private running = 0;
  private mostRunning = 0;
  private probe = { roundTripMs: 0, concurrency: 0 };

  /** The round trips on the wire of the requests sent so far at the run's start (a throttled one's wait left out). */
  startRoundTrips(): number[] {
    return this.spans.filter((span) => span.owner === '(start)').map((span) => span.end - span.sent);
  }

  /** What the probe at the start measured, and the concurrency the run chose from it. */
  probed(roundTripMs: number, concurrency: number): void {
    this.probe = { roundTripMs, concurrency };
  }

  /** Requests outside every check from now on belong to this phase of the run. */
  enter(phase: string): void {
    this.phase = phase;
  }

  /** A request ready to go at `start` and sent at `sent` (performance.now()) whose answer is in now. */
  request(start: number, sent: number): void {
    const owner = this.checkNow() ?? `(${this.phase})`;
    this.spans.push({ owner, start, sent, end: performance.now() });
  }

  /** Times a check (one of the pool's: its name, whether it runs alone, its locks). */
  async check<T>(check: { name: string; exclusive?: boolean; locks?: string[] }, work: () => Promise<T>): Promise<T> {
    const start = performance.now();
    this.running += 1;
    this.mostRunning = Math.max(this.mostRunning, this.running);
    try {
      return await work();
    } finally {
      this.running -= 1;
      this.checks.push({
        name: check.name,
        start,
        end: performance.now(),
        exclusive: check.exclusive === true,
        locks: check.locks ?? [],
      });
    }
  }

  /**
   * The longest chain through checks that waited for one another, each its own longest chain: its round trips and
   * the checks on it, first to last.
   */
  private longestThroughChecks(chainOf: (owner: string) => number): { chain: number; path: CheckSpan[] } {
    const ordered = [...this.checks].sort((a, b) => a.start - b.start);
    const ends: number[] = [];
    const previous: (number | undefined)[] = [];
    let last: number | undefined;
    for (const [index, check] of ordered.entries()) {
      let before = 0;
      for (let earlier = 0; earlier < index; earlier += 1) {
        const other = ordered[earlier];
        if (other !== undefined && waitedFor(other, check) && (ends[earlier] ?? 0) > before) {
          before = ends[earlier] ?? 0;
          previous[index] = earlier;
        }
      }
      ends[index] = before + chainOf(check.name);
      if (last === undefined || (ends[index] ?? 0) > (ends[last] ?? 0)) last = index;
    }
    const path: CheckSpan[] = [];
    for (let at = last; at !== undefined; at = previous[at]) {
      const check = ordered[at];
      if (check !== undefined) path.unshift(check);
    }
    return { chain: last === undefined ? 0 : (ends[last] ?? 0), path };
  }

  /** What the run's time went to; `throttled`: what the target's throttling cost (engine/pace.ts). */
  summary(throttled: RunTiming['throttled'], slowest = 5): RunTiming {
    const byOwner = groupBy(this.spans, (span) => span.owner);
    const chainOf = (owner: string): number => longestChain(byOwner.get(owner) ?? []);
    const through = this.longestThroughChecks(chainOf);
    const path = ['(start)', ...through.path.map((check) => check.name), '(controls)', '(cleanup)'].map((check) => ({
      check,
      chain: chainOf(check),
    }));
    return {
      requests: this.spans.length,
      chain: path.reduce((sum, step) => sum + step.chain, 0),
      medianRoundTripMs: Math.round(median(this.spans.map((s) => s.end - s.sent)) * 10) / 10,
      probeRoundTripMs: Math.round(this.probe.roundTripMs * 10) / 10,
      concurrency: this.probe.concurrency,
      mostChecksAtOnce: this.mostRunning,
      slowest: [...this.checks]
        .sort((a, b) => b.end - b.start - (a.end - a.start))
        .slice(0, slowest)
        .map((c) => ({
          check: c.name,
          durationMs: Math.round(c.end - c.start),
          requests: byOwner.get(c.name)?.length ?? 0,
          chain: chainOf(c.name),
        })),
      path: path.filter((step) => step.chain > 0),
      throttled: { answers: throttled.answers, pausedMs: Math.round(throttled.pausedMs) },
    };
  }
}
