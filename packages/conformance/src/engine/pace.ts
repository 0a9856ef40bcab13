/**
 * The pace of a run, shared by all its checks: how many requests are in flight at once, how many leave per second
 * (a token bucket, `--max-rps`), and what the target's throttling asks. A 429 (or a 503 with Retry-After) is waited
 * out by the request that got it and sent again; when the target is really limiting the run — most recent answers
 * are 429, or its `RateLimit` headers say nothing is left — the whole run pauses until the time it names and the
 * bucket's rate is halved, to recover while the target lets requests through.
 */
import { SetupFailed } from './errors.js';

export interface PaceOptions {
  /** At most this many requests in flight (the run's concurrency); unlimited when absent. */
  maxInFlight?: number;
  /** At most this many requests per second (`--max-rps`, `--rate`). */
  rate?: number;
  /** How long one request may wait out throttling in all before the check that sent it errs (default 120 s). */
  maxThrottledMs?: number;
}

/** A request the target kept throttling longer than the run waits: the check errs, its requirements are not failed. */
export class Throttled extends SetupFailed {
  override name = 'Throttled';
}

type Headers = Record<string, string | string[] | undefined>;

const header = (headers: Headers, name: string): string | undefined => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** Seconds or an HTTP date (RFC 9110 Retry-After) in ms from now; 1 s when absent or unreadable. */
export function retryAfterMs(value: string | string[] | undefined, now = Date.now()): number {
  const text = Array.isArray(value) ? value[0] : value;
  if (text === undefined || text.trim() === '') return 1000;
  if (/^\d+$/.test(text.trim())) return Number(text.trim()) * 1000;
  const date = Date.parse(text);
  return Number.isNaN(date) ? 1000 : Math.max(0, date - now);
}

/**
 * What the IETF RateLimit headers say is left and when the window resets (ms): `RateLimit-Remaining` and
 * `RateLimit-Reset` (seconds), or one `RateLimit: limit=…, remaining=…, reset=…` header.
 */
export function rateLimitOf(headers: Headers): { remaining: number; resetMs: number } | undefined {
  const combined = header(headers, 'ratelimit');
  const field = (name: string): string | undefined =>
    combined !== undefined ? new RegExp(`(?:^|[,;\\s])${name}=(\\d+)`).exec(combined)?.[1] : undefined;
  const remaining = header(headers, 'ratelimit-remaining') ?? field('remaining') ?? field('r');
  const reset = header(headers, 'ratelimit-reset') ?? field('reset') ?? field('t');
  if (remaining === undefined || !/^\d+$/.test(remaining.trim())) return undefined;
  const seconds = reset !== undefined && /^\d+$/.test(reset.trim()) ? Number(reset.trim()) : 1;
  return { remaining: Number(remaining.trim()), resetMs: seconds * 1000 };
}

/** A 429, or a 503 with Retry-After (throttling or draining): waited out and sent again, never a verdict. */
export const isThrottled = (status: number, headers: Headers): boolean =>
  status === 429 || (status === 503 && headers['retry-after'] !== undefined);

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** How many recent answers decide whether the target is limiting the run as a whole. */
const RECENT = 20;

export class Pace {
  /** Answers 429 (or 503 with Retry-After), each waited out. */
  throttledAnswers = 0;
  /** Wall time the whole run was paused by the target's throttling (ms). */
  pausedMs = 0;
  private inFlight = 0;
  private readonly queue: (() => void)[] = [];
  private pausedUntil = 0;
  private nextSlot = 0;
  /** The bucket's rate while the target's limiting keeps it below the rate the run had (requests per second). */
  private lowered: { rate: number; at: number; from: number } | undefined;
  private readonly recent: boolean[] = [];
  /** Requests sent in the current second, and in the one before. */
  private sent = { second: 0, count: 0, before: 0 };

  private maxInFlight: number;

  constructor(readonly options: PaceOptions = {}) {
    this.maxInFlight = options.maxInFlight ?? Number.POSITIVE_INFINITY;
  }

  /** Requests waiting out a 429 now: they keep their checks waiting without asking anything of the target. */
  waitingOut = 0;
  private readonly waitListeners = new Set<() => void>();

  /** Waits out a throttled request's time; those waiting are counted (a run lets more checks start meanwhile). */
  async waitOut(ms: number): Promise<void> {
    this.waitingOut += 1;
    for (const listener of this.waitListeners) listener();
    try {
      await sleep(ms);
    } finally {
      this.waitingOut -= 1;
    }
  }

  /** Calls `listener` whenever a request starts waiting out a 429; answers how to stop. */
  onWait(listener: () => void): () => void {
    this.waitListeners.add(listener);
    return () => this.waitListeners.delete(listener);
  }

  /** From now on at most this many requests in flight. */
  limitInFlight(limit: number): void {
    this.maxInFlight = limit;
    while (this.inFlight < limit && this.queue.length > 0) {
      this.inFlight += 1;
      this.queue.shift()?.();
    }
  }

  /** Waits for a slot in flight, the end of a pause and the bucket's token; `release` after the answer. */
  async acquire(): Promise<void> {
    // A slot freed is handed to the request that waited longest (release), which then holds it.
    if (this.inFlight >= this.maxInFlight) await new Promise<void>((resolve) => this.queue.push(resolve));
    else this.inFlight += 1;
    await this.turn();
  }

  release(): void {
    const next = this.inFlight <= this.maxInFlight ? this.queue.shift() : undefined;
    if (next !== undefined) next();
    else this.inFlight -= 1;
  }

  /**
   * Reads an answer: how long its request must wait before it is sent again (undefined: not throttled). A target
   * that limits the run as a whole pauses it and lowers its rate; `waited` is what the request already waited.
   */
  answered(status: number, headers: Headers, waited: number, what: string): number | undefined {
    const limit = rateLimitOf(headers);
    if (limit !== undefined && limit.remaining === 0) this.pause(limit.resetMs);
    const throttled = isThrottled(status, headers);
    this.recent.push(throttled);
    if (this.recent.length > RECENT) this.recent.shift();
    if (!throttled) return undefined;
    this.throttledAnswers += 1;
    // Never sooner than 100 ms: a Retry-After of 0 is not an invitation to hammer.
    const named =
      headers['retry-after'] !== undefined ? retryAfterMs(headers['retry-after']) : (limit?.resetMs ?? 1000);
    const wait = Math.max(100, named);
    const budget = this.options.maxThrottledMs ?? 120_000;
    if (waited + wait > budget)
      throw new Throttled(
        `the target kept throttling ${what} (${status} with Retry-After) for more than ${budget / 1000} s; the run waited it out each time`,
      );
    // Most recent answers throttled: a limit on the run, not on this one request.
    if (this.recent.filter(Boolean).length * 2 >= RECENT) {
      this.pause(wait);
      this.lowerRate();
    }
    return wait;
  }

  /** Requests per second the bucket lets through now (undefined: no limit). */
  get rate(): number | undefined {
    const { lowered } = this;
    if (lowered === undefined) return this.options.rate;
    // A lowered rate grows by a quarter every second without a pause, back to the rate it was lowered from.
    const recovered = lowered.rate * 1.25 ** ((Date.now() - lowered.at) / 1000);
    if (recovered < lowered.from) return recovered;
    this.lowered = undefined;
    return this.options.rate;
  }

  private pause(ms: number): void {
    const now = Date.now();
    const until = now + ms;
    if (until <= this.pausedUntil) return;
    this.pausedMs += until - Math.max(this.pausedUntil, now);
    this.pausedUntil = until;
  }

  /** Halves the rate the run sent at in its last second. */
  private lowerRate(): void {
    const measured = Math.max(1, this.sent.count, this.sent.before);
    const from = Math.min(this.rate ?? measured, measured);
    this.lowered = { rate: Math.max(1, from / 2), at: Date.now(), from };
    this.recent.length = 0;
  }

  /** Waits for the end of a pause, then for this request's token. */
  private async turn(): Promise<void> {
    for (;;) {
      const now = Date.now();
      if (this.pausedUntil > now) {
        await sleep(this.pausedUntil - now);
        continue;
      }
      const rate = this.rate;
      if (rate !== undefined) {
        const at = Math.max(now, this.nextSlot);
        this.nextSlot = at + 1000 / rate;
        if (at > now) await sleep(at - now);
      }
      this.count(Date.now());
      return;
    }
  }

  /** Counts a request in the second it leaves (what a lowered rate starts from). */
  private count(now: number): void {
    const second = Math.floor(now / 1000);
    const { sent } = this;
    this.sent =
      second === sent.second
        ? { ...sent, count: sent.count + 1 }
        : { second, count: 1, before: second === sent.second + 1 ? sent.count : 0 };
  }
}
