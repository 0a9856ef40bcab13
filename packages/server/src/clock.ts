/** The one source of time. A test clock can be advanced (spec: deleteSpaceById, restoreSpace, docs/behaviour.md#spaces, 7 days). */
export class Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  advance(ms: number): Date {
    this.offsetMs += ms;
    return this.now();
  }
}

export const DAY_MS = 24 * 60 * 60 * 1000;
