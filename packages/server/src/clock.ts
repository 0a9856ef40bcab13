/** The one source of time. A test clock can be advanced (spec: deleteSpaceById, restoreSpace, docs/behaviour.md#spaces, 7 days). */
export class Clock {
  /** `base` + `offsetMs`: a tenant's clock runs its own offset ahead of the server's (docs/stand-in.md). */
  constructor(
    private readonly base?: Clock,
    private offsetMs = 0,
  ) {}

  now(): Date {
    return new Date((this.base?.now().getTime() ?? Date.now()) + this.offsetMs);
  }

  /** This clock seen `offsetMs` ahead (this clock itself when 0); advancing this clock moves it too. */
  ahead(offsetMs: number): Clock {
    return offsetMs === 0 ? this : new Clock(this, offsetMs);
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
