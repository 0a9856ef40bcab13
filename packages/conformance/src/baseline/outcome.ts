/** What a baseline file holds and what it says about a run: shared by the baseline and the runner's result. */

export interface BaselineEntry {
  /** A requirement ID; `*` matches anything (`DEL-*`). */
  id: string;
  reason: string;
  /** YYYY-MM-DD: from the day after, the entry no longer excuses the failure and fails the run. */
  expires?: string;
}

export interface BaselineOutcome {
  file: string;
  /** --strict-baseline: a fixed entry fails the run. */
  strict: boolean;
  known: { id: string; entry: string; reason: string }[];
  fixed: BaselineEntry[];
  expired: BaselineEntry[];
}
