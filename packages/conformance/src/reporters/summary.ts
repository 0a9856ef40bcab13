/** Counts of a run by level, section and status, and the replay command of a failure; shared by the reporters. */
import type { RunResult } from '../engine/runner.js';
import type { Level, Requirement, Verdict, VerdictStatus } from '../engine/types.js';

export type Counts = Record<VerdictStatus, number>;

const zero = (): Counts => ({ pass: 0, fail: 0, skip: 0, error: 0 });

export interface Summary {
  byLevel: Record<Level, Counts>;
  bySection: Map<string, Record<Level, Counts>>;
}

export function summarize(result: RunResult): Summary {
  const byLevel: Record<Level, Counts> = { MUST: zero(), SHOULD: zero() };
  const bySection = new Map<string, Record<Level, Counts>>();
  for (const { requirement, verdict } of result.results) {
    byLevel[requirement.level][verdict.status] += 1;
    const section = bySection.get(requirement.section) ?? { MUST: zero(), SHOULD: zero() };
    section[requirement.level][verdict.status] += 1;
    bySection.set(requirement.section, section);
  }
  return { byLevel, bySection };
}

/** Whether the run passes: every MUST holds (and with `strict`, every SHOULD); skipped ones do not count. */
export function passed(result: RunResult, strict: boolean): boolean {
  return result.results.every(({ requirement, verdict }) => (requirement.level === 'SHOULD' && !strict) || verdict.status === 'pass' || verdict.status === 'skip');
}

/** How the CLI was invoked, for replay commands. */
export interface Invocation {
  /** e.g. `docs-api-conformance run --target http://… --fixtures fixtures.json` */
  base: string;
}

/** The command that replays one failure: the requirement alone, with the seed and path of its counterexample. */
export function replayCommand(invocation: Invocation, requirement: Requirement, verdict: Verdict): string | undefined {
  const failure = verdict.failure;
  if (failure?.seed === undefined) return undefined;
  return `${invocation.base} --only '${requirement.id}' --seed ${failure.seed}${failure.path !== undefined ? ` --path '${failure.path}'` : ''}`;
}
