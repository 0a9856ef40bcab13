/**
 * The JSON report of `mutate`: the run's facts, the score (overall, per operator, per profile), the baseline and one
 * entry per mutant — its status, the requirements run against it and those that killed it, and for a survivor the
 * command that replays it alone. Secrets are masked; long texts are cut so that no line is longer than MAX_LINE.
 */
import { clip, jsonEscape } from '../reporters/clip.js';
import { replayLine, type MutationInvocation } from './report.js';
import { scores, type MutationResult, type Score } from './result.js';

/** The longest string value, escaped: its line (indented, with its key) stays below MAX_LINE. */
const short = (text: string, max = 1900): string => clip(text, max, jsonEscape);

const scoreEntries = (rows: [string, Score][]): Record<string, Score> => Object.fromEntries(rows);

export function mutationJson(result: MutationResult, invocation: MutationInvocation): string {
  const { mask } = invocation;
  const { overall, byOperator, byProfile } = scores(result);
  return `${JSON.stringify(
    {
      tool: result.tool.name,
      toolVersion: result.tool.version,
      specVersion: result.specVersion,
      command: 'mutate',
      target: short(mask.text(result.target)),
      seed: result.seed,
      ...(result.sample !== undefined ? { sample: result.sample } : {}),
      startedAt: result.startedAt,
      durationMs: result.durationMs,
      interrupted: result.interrupted,
      score: { ...overall, byOperator: scoreEntries(byOperator), byProfile: scoreEntries(byProfile) },
      baseline: {
        ...result.baseline,
        unstable: result.baseline.unstable.map((u) => ({ ...u, reason: short(mask.text(u.reason)) })),
      },
      mutants: result.mutants.map((outcome) => ({
        id: outcome.mutant.id,
        operator: outcome.mutant.operator,
        ...(outcome.mutant.operationId !== undefined ? { operationId: outcome.mutant.operationId } : {}),
        ...(outcome.mutant.field !== undefined ? { field: outcome.mutant.field } : {}),
        touches: outcome.mutant.touches,
        profile: outcome.profile,
        description: short(outcome.mutant.description),
        status: outcome.status,
        requirements: outcome.requirements,
        killedBy: outcome.killedBy,
        ...(outcome.reason !== undefined ? { reason: short(mask.text(outcome.reason)) } : {}),
        durationMs: outcome.durationMs,
        ...(outcome.status === 'survived' ? { replay: replayLine(invocation, result, outcome) } : {}),
      })),
      leftovers: result.leftovers.map((left) => short(mask.text(left))),
    },
    null,
    2,
  )}\n`;
}
