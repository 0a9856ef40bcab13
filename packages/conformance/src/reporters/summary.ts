/** Counts of a run by level, section and status, and the replay command of a failure; shared by the reporters. */
import type { RunResult } from '../engine/runner.js';
import type { Level, Requirement, Verdict, VerdictStatus } from '../engine/types.js';
import type { Masker } from './mask.js';

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

/**
 * Whether the run passes: every MUST holds (and with `strict`, every SHOULD); skipped ones and the baseline's known
 * failures do not count; an expired baseline entry (or a fixed one under --strict-baseline) fails it.
 */
export function passed(result: RunResult, strict: boolean): boolean {
  const baseline = result.baseline;
  if (baseline !== undefined && (baseline.expired.length > 0 || (baseline.strict && baseline.fixed.length > 0)))
    return false;
  return result.results.every(({ requirement, verdict }) => !counts(requirement, verdict, strict));
}

/** How the CLI was invoked (for replay commands) and how reports print secrets. */
/**
 * What a report's facts line says after the target and the time: the seed and the test clock of a run, or how
 * much traffic a traffic result (proxy, replay) judged.
 */
export function origin(result: RunResult): string {
  const { traffic } = result;
  if (traffic === undefined)
    return `seed ${result.seed} · test clock ${result.capabilities.includes('clock') ? 'on' : 'off'}`;
  const judged = traffic.exchanges - traffic.unjudged;
  const parts = [`${judged} exchanges of traffic judged`];
  if (traffic.unjudged > 0) parts.push(`${traffic.unjudged} outside the contract forwarded unjudged`);
  if (traffic.refused > 0) parts.push(`${traffic.refused} requests refused (enforce)`);
  return parts.join(' · ');
}

export interface Invocation {
  /** e.g. `pnpm conformance run --target http://… --fixtures /abs/fixtures.json` */
  base: string;
  mask: Masker;
  /** `--strict`: a failed SHOULD fails the run (JUnit then reports it as a failure, not as skipped). */
  strict?: boolean;
}

/**
 * The command that replays one failure: the requirement alone, with the seed and path of its counterexample. A
 * SHOULD's replay carries `--strict`, so that its exit code (1) says the failure came back.
 */
export function replayCommand(invocation: Invocation, requirement: Requirement, verdict: Verdict): string | undefined {
  const failure = verdict.failure;
  if (failure?.seed === undefined) return undefined;
  const strict = requirement.level === 'SHOULD' && !/ --strict\b/.test(invocation.base) ? ' --strict' : '';
  return `${invocation.base} --only '${requirement.id}'${strict} --seed ${failure.seed}${failure.path !== undefined ? ` --path '${failure.path}'` : ''}`;
}

/** Groups of failures of the same kind, largest first: the requirement that shows it and every member. */
export function failureGroups(result: RunResult): { kind: string; shownBy: string; members: string[] }[] {
  const groups = new Map<string, { kind: string; shownBy: string; members: string[] }>();
  for (const { verdict } of result.results) {
    if (verdict.status !== 'fail' || verdict.group === undefined) continue;
    const group = groups.get(verdict.group.kind) ?? {
      kind: verdict.group.kind,
      shownBy: verdict.group.shownBy ?? verdict.id,
      members: [],
    };
    group.members.push(verdict.id);
    groups.set(verdict.group.kind, group);
  }
  return [...groups.values()].sort((a, b) => b.members.length - a.members.length);
}

/** Whether a verdict is a failure that fails a run (a SHOULD only under --strict), were it not known. */
export const failsRun = (requirement: Requirement, verdict: Verdict, strict: boolean): boolean =>
  (verdict.status === 'fail' || verdict.status === 'error') && (requirement.level === 'MUST' || strict);

/** Whether a verdict counts as failed in the exit code (a SHOULD only under --strict; not a known failure). */
export const counts = (requirement: Requirement, verdict: Verdict, strict: boolean): boolean =>
  failsRun(requirement, verdict, strict) && verdict.known === undefined;
