/**
 * The terminal output of `mutate`: a line per mutant as it is measured, then the requirements unstable on the
 * reference, every mutant (a survivor with its description and the command that replays it alone), the score
 * overall, per operator and per profile, and the time taken. No line is longer than MAX_LINE (reporters/clip.ts).
 */
import { clip } from '../reporters/clip.js';
import type { Style } from '../reporters/pretty.js';
import {
  durationText,
  outcomeDetail,
  replayLine,
  statusWord,
  summarizeMutation,
  type MutationInvocation,
} from './report.js';
import { scoreText, type MutantOutcome, type MutantStatus, type MutationResult, type Score } from './result.js';

const paint = (style: Style, code: number, text: string) => (style.color ? `\u001b[${code}m${text}\u001b[0m` : text);
const colors: Record<MutantStatus, number> = { killed: 32, survived: 31, equivalent: 2, error: 35, 'not-run': 33 };
const status = (style: Style, outcome: MutantOutcome) =>
  paint(style, colors[outcome.status], statusWord[outcome.status].padEnd(10));

/** One line per measured mutant, printed as it finishes. */
export function mutantProgressLine(style: Style, outcome: MutantOutcome, done: number, total: number): string {
  const width = String(total).length;
  const counter = paint(style, 2, `[${String(done).padStart(width)}/${total} mutants]`);
  return `${counter} ${status(style, outcome)} ${clip(outcome.mutant.id, 300)}`;
}

/** A table of scores, one row per name. */
function scoreRows(rows: [string, Score][]): string[] {
  const width = Math.max(...rows.map(([name]) => name.length), 8);
  return rows.map(([name, score]) => `  ${name.padEnd(width)}  ${scoreText(score)}`);
}

export function mutationPretty(result: MutationResult, invocation: MutationInvocation, style: Style): string {
  const { mask } = invocation;
  const summary = summarizeMutation(result, mask);
  const out: string[] = ['', `mutate: ${summary.facts}`, summary.baseline];
  for (const u of result.baseline.unstable)
    out.push(paint(style, 33, `  ! ${u.id} (${u.status}): ${clip(mask.text(u.reason), 300)}`));

  out.push('');
  const width = Math.max(...result.mutants.map((o) => o.mutant.id.length), 10);
  for (const outcome of summary.others)
    out.push(`${status(style, outcome)} ${outcome.mutant.id.padEnd(width)}  ${outcomeDetail(outcome, mask)}`);
  const { survivors, overall, byOperator, byProfile } = summary;
  if (survivors.length > 0) out.push('', `Survivors (${survivors.length}): what the suite would miss`);
  for (const outcome of survivors) {
    out.push(`${status(style, outcome)} ${outcome.mutant.id}  ${paint(style, 2, outcomeDetail(outcome, mask))}`);
    out.push(`    ${clip(outcome.mutant.description, 600)}`);
    out.push(paint(style, 2, `    replay: ${replayLine(invocation, result, outcome)}`));
  }

  out.push('', `Score: ${scoreText(overall)}`);
  if (byOperator.length > 0) out.push('per operator:', ...scoreRows(byOperator));
  if (byProfile.length > 0) out.push('per profile:', ...scoreRows(byProfile));
  out.push(`Time: ${summary.time} (baseline ${durationText(result.baseline.durationMs)})`);
  if (result.interrupted) out.push(paint(style, 33, 'INTERRUPTED: the mutants not run are not in the score'));
  for (const left of result.leftovers) out.push(paint(style, 31, `left on the target: ${clip(mask.text(left), 600)}`));
  return `${out.join('\n')}\n`;
}
