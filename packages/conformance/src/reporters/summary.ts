/**
 * Counts of a run by level, section and status, what fails a run, and the replay command of a failure or an error;
 * shared by the reporters. A failure (`fail`) is the target's; an error (`error`: a precondition the run could not
 * establish, a check that crashed) is the run's own: reported apart, and it fails the run only under --strict-errors.
 */
import type { RunResult } from '../engine/runner.js';
import type { RunTiming } from '../engine/timeline.js';
import type { Level, Requirement, Source, Verdict, VerdictStatus } from '../engine/types.js';
import { clip } from './clip.js';
import type { Masker } from './mask.js';
import type { Spill } from './spill.js';

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
 * failures do not count, nor do errors of the run unless `strictErrors`; an expired baseline entry (or a fixed one
 * under --strict-baseline) fails it.
 */
export function passed(result: RunResult, strict: boolean, strictErrors = false): boolean {
  const baseline = result.baseline;
  if (baseline !== undefined && (baseline.expired.length > 0 || (baseline.strict && baseline.fixed.length > 0)))
    return false;
  return result.results.every(
    ({ requirement, verdict }) =>
      !counts(requirement, verdict, strict) && !errorFailsRun(requirement, verdict, strict, strictErrors),
  );
}

/** A level's counts in words: `MUST: 3 passed, 1 failed, 0 skipped` (and `, 2 errors of the run` when there are). */
export const levelLine = (level: Level, c: Counts): string =>
  `${level}: ${c.pass} passed, ${c.fail} failed, ${c.skip} skipped${c.error > 0 ? `, ${c.error} errors of the run` : ''}`;

/** What a failure or an error says: its message, else the verdict's reason. */
export const messageOf = (verdict: Verdict): string => verdict.failure?.message ?? verdict.reason ?? '';

/** The errors of a run (its own, not the target's failures), in catalogue order. */
export const runErrors = (result: RunResult): RunResult['results'] =>
  result.results.filter(({ verdict }) => verdict.status === 'error');

/** The target's failures (known ones and uncounted SHOULDs included), in catalogue order. */
export const targetFailures = (result: RunResult): RunResult['results'] =>
  result.results.filter(({ verdict }) => verdict.status === 'fail');

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
  /** `--strict-errors`: an error of the run fails it like a failure of the same requirement would. */
  strictErrors?: boolean;
  /** Where long parts of curl lines go (beside the report written); default: reporters/spill.ts. */
  spill?: Spill;
}

/**
 * The command that replays one failure: the requirement alone, with the seed and path of its counterexample. A
 * SHOULD's replay carries `--strict`, so that its exit code (1) says the failure came back. An error's replay is the
 * requirement alone with the run's seed (`runSeed`) and `--strict-errors`, for the same reason.
 */
export function replayCommand(
  invocation: Invocation,
  requirement: Requirement,
  verdict: Verdict,
  runSeed?: number,
): string | undefined {
  const failure = verdict.failure;
  const seed = failure?.seed ?? (verdict.status === 'error' ? runSeed : undefined);
  if (seed === undefined) return undefined;
  const flags = [
    ...(requirement.level === 'SHOULD' && !/ --strict\b/.test(invocation.base) ? [' --strict'] : []),
    ...(verdict.status === 'error' && !/ --strict-errors\b/.test(invocation.base) ? [' --strict-errors'] : []),
  ].join('');
  const path = failure?.seed !== undefined && failure.path !== undefined ? ` --path '${failure.path}'` : '';
  return `${invocation.base} --only '${requirement.id}'${flags} --seed ${seed}${path}`;
}

/** The run's seed, for the replay lines of errors; a traffic result (proxy, replay) has none. */
export const runSeedOf = (result: RunResult): number | undefined =>
  result.traffic === undefined ? result.seed : undefined;

/** The replay line of one failure or error of `result` (errors replay with the run's seed). */
export const replayOf = (
  invocation: Invocation,
  { requirement, verdict }: RunResult['results'][number],
  result: RunResult,
): string | undefined => replayCommand(invocation, requirement, verdict, runSeedOf(result));

/** How a run ended, as a report's header says it: a stopped run says why (masked), a passed one its own errors. */
export type RunVerdict =
  | { kind: 'interrupted' }
  | { kind: 'stopped'; reason: string }
  | { kind: 'passed'; errors: number }
  | { kind: 'failed' };

/** What the header and the summary of every report say of a run. */
export interface Overview {
  verdict: RunVerdict;
  byLevel: Record<Level, Counts>;
  /** The counts per contract section, by section name. */
  sections: [section: string, counts: Record<Level, Counts>][];
  /** The target's failures and the run's own errors, in catalogue order. */
  failures: RunResult['results'];
  errors: RunResult['results'];
  /** How long the run took, in seconds with one decimal. */
  seconds: string;
  /** The seed and test clock of a run, or the traffic a traffic result judged (`origin`). */
  origin: string;
}

function verdictOf(result: RunResult, invocation: Invocation, errors: number): RunVerdict {
  if (result.interrupted) return { kind: 'interrupted' };
  if (result.stopped !== undefined) return { kind: 'stopped', reason: invocation.mask.text(result.stopped) };
  return passed(result, invocation.strict === true, invocation.strictErrors === true)
    ? { kind: 'passed', errors }
    : { kind: 'failed' };
}

/** The header and summary of a report on `result`. */
export function overview(result: RunResult, invocation: Invocation): Overview {
  const { byLevel, bySection } = summarize(result);
  const errors = runErrors(result);
  return {
    verdict: verdictOf(result, invocation, errors.length),
    byLevel,
    sections: [...bySection.entries()].sort((a, b) => a[0].localeCompare(b[0])),
    failures: targetFailures(result),
    errors,
    seconds: (result.durationMs / 1000).toFixed(1),
    origin: origin(result),
  };
}

/** Where a requirement comes from, in one short line (`contract, Spaces: "…"`, `RFC 9110 §15.5.6`, …). */
export function sourceNote(source: Source | undefined): string | undefined {
  if (source === undefined) return undefined;
  if (source.kind === 'contract') return `contract, ${source.section}: “${clip(source.quote, 300)}”`;
  if (source.kind === 'rfc')
    return `${source.ref}${source.quote !== undefined ? `: “${clip(source.quote, 300)}”` : ''}`;
  return `docs/behaviour.md#${source.anchor}`;
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

/** Whether a verdict is a failure of the target that fails a run (a SHOULD only under --strict), were it not known. */
export const failsRun = (requirement: Requirement, verdict: Verdict, strict: boolean): boolean =>
  verdict.status === 'fail' && (requirement.level === 'MUST' || strict);

/** Whether a verdict is an error of the run that fails it: only under --strict-errors, as its failure would. */
export const errorFailsRun = (
  requirement: Requirement,
  verdict: Verdict,
  strict: boolean,
  strictErrors: boolean,
): boolean => strictErrors && verdict.status === 'error' && (requirement.level === 'MUST' || strict);

/** Whether a verdict counts as failed in the exit code (a SHOULD only under --strict; not a known failure). */
export const counts = (requirement: Requirement, verdict: Verdict, strict: boolean): boolean =>
  failsRun(requirement, verdict, strict) && verdict.known === undefined;

/** Where a run's time went, in one line (the pretty and markdown reports). */
export const timingSummary = (timing: RunTiming): string =>
  `${timing.requests.toLocaleString('en-US')} requests, ${timing.chain.toLocaleString('en-US')} round trips on the longest chain of dependent requests, median round trip ${timing.medianRoundTripMs} ms; ${timing.concurrency} checks at once (from a ${timing.probeRoundTripMs} ms round trip at the start)`;
