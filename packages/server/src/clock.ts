/** The one source of time. A test clock can be advanced (spec: deleteSpaceById, restoreSpace, docs/behaviour.md#spaces, 7 days). */
export class Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  /** How far the clock is ahead of the system's (what a snapshot keeps). */
  get offset(): number {
    return this.offsetMs;
  }

  /** Puts the clock back to an offset a snapshot kept (a restore may move it backwards). */
  setOffset(ms: number): void {
    this.offsetMs = ms;
  }

  advance(ms: number): Date {
    this.offsetMs += ms;
    return this.now();
  }
}

export const DAY_MS = 24 * 60 * 60 * 1000;
