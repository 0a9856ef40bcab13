/**
 * What a `mutate` run found, and its score: killed / (killed + survived), overall, per operator and per profile.
 * Equivalent mutants (no answer can differ), mutants the run could not measure (their tenant could not be made,
 * the target stopped answering) and those an interruption left unrun are reported but left out of the score.
 */
import type { VerdictStatus } from '../engine/types.js';
import type { Mutant } from './mutants.js';

/**
 * killed: a requirement that passed on the unmutated reference failed (or errored) with the mutant; survived: none
 * did; equivalent: listed, never run; error: the run could not measure it; not-run: the run was interrupted first.
 */
export type MutantStatus = 'killed' | 'survived' | 'equivalent' | 'error' | 'not-run';

export interface MutantOutcome {
  mutant: Mutant;
  status: MutantStatus;
  /** The profile it counts in (mutate/judges.ts). */
  profile: string;
  /** The requirements run against it: those that judge its operations and passed in the baseline. */
  requirements: string[];
  /** Killed: the requirements that failed or errored with it (empty when the run itself refused to start). */
  killedBy: string[];
  /** Equivalent: why; error: what went wrong; killed without requirements: why the run refused to start. */
  reason?: string;
  durationMs: number;
}

/** The unmutated run of every requirement some selected mutant needs. */
export interface MutationBaseline {
  tenant?: string;
  requirements: number;
  passed: number;
  skipped: number;
  /** Requirements that failed or errored on the unmutated reference: they cannot kill a mutant. */
  unstable: { id: string; status: VerdictStatus; reason: string }[];
  durationMs: number;
}

export interface MutationResult {
  tool: { name: 'docs-api-conformance'; version: string };
  specVersion: string;
  target: string;
  seed: number;
  /** `--sample <n>`: the size asked for (drawn with `seed`). */
  sample?: number;
  startedAt: string;
  durationMs: number;
  interrupted: boolean;
  baseline: MutationBaseline;
  /** Every selected mutant, run ones and equivalent ones, in catalogue order. */
  mutants: MutantOutcome[];
  /** Tenants the run could not remove (each with why). */
  leftovers: string[];
}

export interface Score {
  killed: number;
  survived: number;
  /** killed / (killed + survived); undefined when no mutant was measured. */
  score?: number;
}

/** The score of some outcomes (only killed and survived ones count). */
export function scoreOf(outcomes: MutantOutcome[]): Score {
  const killed = outcomes.filter((o) => o.status === 'killed').length;
  const survived = outcomes.filter((o) => o.status === 'survived').length;
  return { killed, survived, ...(killed + survived > 0 ? { score: killed / (killed + survived) } : {}) };
}

/** The scores of outcomes grouped by `key`, groups sorted by name; groups with no measured mutant left out. */
function scoresBy(outcomes: MutantOutcome[], key: (outcome: MutantOutcome) => string): [string, Score][] {
  const groups = new Map<string, MutantOutcome[]>();
  for (const outcome of outcomes) groups.set(key(outcome), [...(groups.get(key(outcome)) ?? []), outcome]);
  return [...groups.entries()]
    .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .map(([name, members]): [string, Score] => [name, scoreOf(members)])
    .filter(([, score]) => score.killed + score.survived > 0);
}

export interface Scores {
  overall: Score;
  byOperator: [string, Score][];
  byProfile: [string, Score][];
}

export function scores(result: MutationResult): Scores {
  return {
    overall: scoreOf(result.mutants),
    byOperator: scoresBy(result.mutants, (o) => o.mutant.operator),
    byProfile: scoresBy(result.mutants, (o) => o.profile),
  };
}

/** A score as printed: `0.917 (11 of 12 killed)`, or `n/a` when nothing was measured. */
export const scoreText = (score: Score): string =>
  score.score === undefined
    ? 'n/a (no mutant measured)'
    : `${score.score.toFixed(3)} (${score.killed} of ${score.killed + score.survived} killed)`;

/** Whether the run meets `--min-score`: a run that measured nothing does not. */
export const meetsMinimum = (result: MutationResult, minimum: number): boolean => {
  const { score } = scoreOf(result.mutants);
  return score !== undefined && score >= minimum;
};
