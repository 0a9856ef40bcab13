/** A check: the code that decides one or more requirements of the catalogue. */
import type { RunEnv } from './session.js';
import type { Verdict } from './types.js';

/** What one run gives every check. */
export interface CheckRun {
  env: RunEnv;
  /** The requirement IDs selected for this run (a check decides only those). */
  selected: Set<string>;
  seed: number;
  /** Replay one counterexample (`--path`). */
  path?: string;
  /** `--num-runs`: overrides every check's default number of examples. */
  numRuns?: number;
}

export interface Check {
  /** Unique name, shown in progress output. */
  name: string;
  /** The requirement IDs it decides. */
  covers: string[];
  /** Passive requirement IDs it makes observations for (the operations it exercises). */
  feeds?: string[];
  /** Runs alone: it changes state that other checks see (the server's clock, an organization-wide list). */
  exclusive?: boolean;
  /** Checks sharing a lock never run at the same time (they change the same shared object). */
  locks?: string[];
  /**
   * Its examples are long sequences of dependent requests (a state machine's): where nothing keeps checks apart
   * (apart.ts), such checks start first, so that the run does not end waiting for one that started last.
   */
  long?: boolean;
  /**
   * The same check in a tenant of its own (apart.ts), if the run puts checks apart now: the pool runs it instead of
   * waiting for a lock.
   */
  apart?(): Check | undefined;
  /**
   * Makes the shared objects the check will use (the space whose files it walks) before any check that runs alone
   * starts, so that checks walking lists side by side never see one made in the middle of a walk. What it throws
   * is left for `run` to meet again and report.
   */
  prepare?(run: CheckRun): Promise<void>;
  run(run: CheckRun): Promise<Verdict[]>;
}
