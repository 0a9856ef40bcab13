/**
 * The Markdown report of `mutate` (a CI job summary): the score overall, per operator and per profile, every
 * survivor with its description and replay line, the killed ones with the requirements that killed them, the
 * equivalent ones with their reason, and the requirements unstable on the reference.
 */
import { clip } from '../reporters/clip.js';
import { outcomeDetail, replayLine, statusWord, summarizeMutation, type MutationInvocation } from './report.js';
import { scoreText, type MutationResult, type Score } from './result.js';

/** Text inside a table cell or a list item: no pipes or newlines. */
const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');

function scoreTable(title: string, rows: [string, Score][]): string[] {
  if (rows.length === 0) return [];
  return [
    '',
    `| ${title} | killed | survived | score |`,
    '|---|--:|--:|--:|',
    ...rows.map(
      ([name, s]) =>
        `| ${cell(name)} | ${s.killed} | ${s.survived} | ${s.score === undefined ? 'n/a' : s.score.toFixed(3)} |`,
    ),
  ];
}

export function mutationMarkdown(result: MutationResult, invocation: MutationInvocation): string {
  const { mask } = invocation;
  const summary = summarizeMutation(result, mask);
  const { overall, byOperator, byProfile, survivors, others } = summary;
  const out = [
    `## Docs API conformance: mutation score ${scoreText(overall)}${result.interrupted ? ' ⚠️ INTERRUPTED (partial)' : ''}`,
    '',
    `${cell(summary.facts)}  `,
    `${cell(summary.baseline)}  `,
    `Time: ${summary.time} · ${result.tool.name} ${result.tool.version} · API spec ${result.specVersion}`,
    ...scoreTable('Operator', byOperator),
    ...scoreTable('Profile', byProfile),
  ];
  out.push('', `### Survivors (${survivors.length}): what the suite would miss`, '');
  if (survivors.length === 0) out.push('None.');
  for (const outcome of survivors) {
    out.push(`- **${cell(outcome.mutant.id)}**: ${cell(clip(outcome.mutant.description, 600))}`);
    out.push(`  ${cell(outcomeDetail(outcome, mask))}  `);
    out.push(`  \`${replayLine(invocation, result, outcome).replace(/`/g, "'")}\``);
  }
  if (others.length > 0) {
    out.push('', '<details><summary>Every other mutant</summary>', '');
    out.push('| Mutant | status | detail |', '|---|---|---|');
    for (const outcome of others)
      out.push(
        `| ${cell(outcome.mutant.id)} | ${statusWord[outcome.status]} | ${cell(outcomeDetail(outcome, mask))} |`,
      );
    out.push('', '</details>');
  }
  const unstable = result.baseline.unstable;
  if (unstable.length > 0) {
    out.push('', `### Unstable on the unmutated reference (${unstable.length}): they cannot kill a mutant`, '');
    for (const u of unstable) out.push(`- **${cell(u.id)}** (${u.status}): ${cell(clip(mask.text(u.reason), 300))}`);
  }
  for (const left of result.leftovers) out.push('', `Left on the target: ${cell(clip(mask.text(left), 600))}`);
  return `${out.join('\n')}\n`;
}
