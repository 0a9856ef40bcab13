/**
 * What every `mutate` report shares: how the command was started (for the replay line of a survivor), the texts of
 * a mutant's outcome, and the time taken. The reports themselves are report-*.ts, one per `--reporter`.
 */
import { clip } from '../reporters/clip.js';
import type { Masker } from '../reporters/mask.js';
import {
  scores,
  type MutantOutcome,
  type MutantStatus,
  type MutationBaseline,
  type MutationResult,
  type Scores,
} from './result.js';

export interface MutationInvocation {
  /** e.g. `pnpm conformance mutate --target http://127.0.0.1:4000` (what every replay line starts with). */
  base: string;
  mask: Masker;
}

/** A word of the shell, single-quoted (a quote inside closed, escaped and reopened). */
export const shellQuote = (text: string): string => `'${text.replace(/'/g, `'\\''`)}'`;

/** The command that measures one mutant alone, with the run's seed: `… mutate --target … --mutants '<id>' --seed 1`. */
export const replayLine = (invocation: MutationInvocation, result: MutationResult, outcome: MutantOutcome): string =>
  `${invocation.base} --mutants ${shellQuote(outcome.mutant.id)} --seed ${result.seed}`;

/** Status words as reports print them. */
export const statusWord: Record<MutantStatus, string> = {
  killed: 'KILLED',
  survived: 'SURVIVED',
  equivalent: 'EQUIVALENT',
  error: 'ERROR',
  'not-run': 'NOT RUN',
};

/** How many requirement IDs a line names before it says how many more there are. */
const IDS_SHOWN = 8;

/** The requirements that killed a mutant, in a line of bounded length (`A, B, … and 12 more`). */
export function killedByText(outcome: MutantOutcome): string {
  const shown = outcome.killedBy.slice(0, IDS_SHOWN).join(', ');
  const more = outcome.killedBy.length - IDS_SHOWN;
  return clip(more > 0 ? `${shown} and ${more} more` : shown, 1200);
}

/** What a line says after a mutant's status: who killed it, why it is equivalent, what went wrong. */
export function outcomeDetail(outcome: MutantOutcome, mask: Masker): string {
  if (outcome.status === 'killed')
    return outcome.killedBy.length > 0 ? `by ${killedByText(outcome)}` : clip(mask.text(outcome.reason ?? ''), 600);
  if (outcome.status === 'survived')
    return outcome.reason !== undefined
      ? clip(outcome.reason, 600)
      : `${outcome.requirements.length} requirements ran, none failed`;
  return clip(mask.text(outcome.reason ?? ''), 600);
}

/** A duration as people read it: `850 ms`, `42.3 s`, `3 min 12 s`. */
export function durationText(ms: number): string {
  if (ms < 1000) return `${ms} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

/** Outcomes of some statuses, in the result's order. */
export const withStatus = (result: MutationResult, ...statuses: MutantStatus[]): MutantOutcome[] =>
  result.mutants.filter((o) => statuses.includes(o.status));

/** The run in one line: target, seed, sample, how many mutants of each kind. */
export function factsLine(result: MutationResult, mask: Masker): string {
  const measured = withStatus(result, 'killed', 'survived').length;
  const equivalent = withStatus(result, 'equivalent').length;
  const errors = withStatus(result, 'error').length;
  const notRun = withStatus(result, 'not-run').length;
  return [
    `target ${clip(mask.text(result.target), 300)}`,
    `seed ${result.seed}`,
    ...(result.sample !== undefined ? [`sample of ${result.sample}`] : []),
    `${measured} mutants measured`,
    ...(equivalent > 0 ? [`${equivalent} equivalent (not run)`] : []),
    ...(errors > 0 ? [`${errors} could not be measured`] : []),
    ...(notRun > 0 ? [`${notRun} not run (interrupted)`] : []),
    `${durationText(result.durationMs)}`,
  ].join(' · ');
}

/** The baseline in one line. */
export const baselineLine = (b: MutationBaseline): string =>
  `baseline: ${b.requirements} requirements on the unmutated reference in ${durationText(b.durationMs)}: ${b.passed} passed, ${b.skipped} skipped, ${b.unstable.length} unstable (they cannot kill a mutant)`;

/** What every mutate report says of a run: its facts, baseline and time in a line each, its scores, its mutants. */
export interface MutationSummary extends Scores {
  /** `factsLine`, `baselineLine` and the time the run took (`durationText`). */
  facts: string;
  baseline: string;
  time: string;
  /** The survivors, and every other mutant (killed, error, not run, equivalent), in the result's order. */
  survivors: MutantOutcome[];
  others: MutantOutcome[];
}

export const summarizeMutation = (result: MutationResult, mask: Masker): MutationSummary => ({
  facts: factsLine(result, mask),
  baseline: baselineLine(result.baseline),
  time: durationText(result.durationMs),
  ...scores(result),
  survivors: withStatus(result, 'survived'),
  others: withStatus(result, 'killed', 'error', 'not-run', 'equivalent'),
});
