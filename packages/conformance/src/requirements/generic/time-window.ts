/**
 * When a request ran, as the target tells it: its test clock read before and after (README › Test clock), else
 * the `Date` headers of its answers (RFC 9110 §6.6.1: whole seconds). The timestamps the request set must lie in
 * that window; a small tolerance lets a server that stores whole seconds pass.
 */
import { advanceClock, readClock } from '../../engine/clock.js';
import type { Session } from '../../engine/session.js';
import type { Exchange } from '../../engine/types.js';

/** A timestamp may be this much before or after the window (a server storing whole seconds truncates). */
export const TOLERANCE_MS = 1_000;
/**
 * Seconds the test clock is moved between the steps of a check, so that a timestamp set by one step is strictly
 * after every timestamp of the steps before it, the tolerance included.
 */
export const STEP_SECONDS = 2;

export interface Window {
  from: number;
  to: number;
}

/** The `Date` header of an answer (ms since the epoch), if it has a valid one. */
const dateOf = (exchange: Exchange | undefined): number | undefined => {
  const header = exchange?.headers['date'];
  const time = typeof header === 'string' ? Date.parse(header) : Number.NaN;
  return Number.isNaN(time) ? undefined : time;
};

/** The time source of one example. */
export class Times {
  constructor(
    private readonly s: Session,
    readonly clock: boolean,
  ) {}

  /** Moves the test clock on by one step; without it, nothing (no sleeping on a timer). */
  async step(): Promise<void> {
    if (this.clock) await advanceClock(this.s, STEP_SECONDS);
  }

  /** The time before the next request: the clock, else the Date of the last answer (from its whole second). */
  async mark(): Promise<number> {
    if (this.clock) return (await readClock(this.s)) ?? Number.NEGATIVE_INFINITY;
    return dateOf(this.s.exchanges.at(-1)) ?? Number.NEGATIVE_INFINITY;
  }

  /** The window of the requests sent since `from` was marked. */
  async since(from: number): Promise<Window> {
    const to = this.clock ? await readClock(this.s) : dateOf(this.s.exchanges.at(-1));
    // A Date header drops the milliseconds: its second runs up to 999 ms further.
    const end = to === undefined ? Number.POSITIVE_INFINITY : this.clock ? to : to + 999;
    return { from: from - TOLERANCE_MS, to: end + TOLERANCE_MS };
  }
}

/** Whether a timestamp lies in the window. */
export const within = (value: unknown, window: Window): boolean => {
  const time = typeof value === 'string' ? Date.parse(value) : Number.NaN;
  return !Number.isNaN(time) && time >= window.from && time <= window.to;
};

/** The window as text, for messages. */
export const shown = (window: Window): string => {
  const iso = (ms: number) => (Number.isFinite(ms) ? new Date(ms).toISOString() : '…');
  return `[${iso(window.from)}, ${iso(window.to)}]`;
};

/** Whether `a` is strictly before `b` (both timestamps). */
export const before = (a: unknown, b: unknown): boolean =>
  typeof a === 'string' && typeof b === 'string' && Date.parse(a) < Date.parse(b);

/** Whether `a` is not after `b` (both timestamps). */
export const notAfter = (a: unknown, b: unknown): boolean =>
  typeof a === 'string' && typeof b === 'string' && Date.parse(a) <= Date.parse(b);
