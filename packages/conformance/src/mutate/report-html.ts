/**
 * The HTML report of `mutate`: one self-contained file (inline CSS, no script, no network) with the score overall,
 * per operator and per profile, every survivor with its description and replay line, the other mutants in a table,
 * and the requirements unstable on the reference. Secrets are masked; no line is longer than MAX_LINE.
 */
import { clip, htmlEscape as escape } from '../reporters/clip.js';
import { outcomeDetail, replayLine, statusWord, summarizeMutation, type MutationInvocation } from './report.js';
import { scoreText, type MutationResult, type Score } from './result.js';

const style = `
:root { --killed: #1f883d; --survived: #cf222e; --muted: #656d76; --line: #d0d7de; --error: #8250df; }
body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; color: #1f2328; margin: 0; padding: 24px 32px; }
h1 { font-size: 22px; margin: 0 0 4px; } h2 { font-size: 17px; margin: 28px 0 8px; border-bottom: 1px solid var(--line); padding-bottom: 4px; }
.facts, .muted { color: var(--muted); }
.score { display: inline-block; padding: 6px 14px; border-radius: 6px; color: #fff; font-weight: 600; font-size: 15px; background: #0969da; }
table { border-collapse: collapse; } th, td { border: 1px solid var(--line); padding: 3px 8px; text-align: left; vertical-align: top; }
th { background: #f6f8fa; } td.n { text-align: right; }
td.killed { color: var(--killed); font-weight: 600; } td.survived { color: var(--survived); font-weight: 600; }
td.error { color: var(--error); font-weight: 600; } td.equivalent, td.not-run { color: var(--muted); }
div.survivor { border: 1px solid var(--line); border-left: 4px solid var(--survived); border-radius: 6px; margin: 8px 0; padding: 6px 12px; }
pre { background: #f6f8fa; border: 1px solid var(--line); border-radius: 6px; padding: 8px; white-space: pre-wrap; word-break: break-all; font: 12px/1.4 ui-monospace, monospace; }
`;

/** Text escaped for HTML, cut so that its escaped form stays short. */
const text = (value: string, max = 1200): string => escape(clip(value, max, escape));

function scoreTable(title: string, rows: [string, Score][]): string {
  if (rows.length === 0) return '';
  const body = rows.map(
    ([name, s]) =>
      `<tr><td>${text(name, 300)}</td><td class="n">${s.killed}</td><td class="n">${s.survived}</td><td class="n">${s.score === undefined ? 'n/a' : s.score.toFixed(3)}</td></tr>`,
  );
  return `<h2>Per ${escape(title.toLowerCase())}</h2>
<table><tr><th>${escape(title)}</th><th>killed</th><th>survived</th><th>score</th></tr>
${body.join('\n')}
</table>`;
}

export function mutationHtml(result: MutationResult, invocation: MutationInvocation): string {
  const { mask } = invocation;
  const summary = summarizeMutation(result, mask);
  const { overall, byOperator, byProfile } = summary;
  const survivors = summary.survivors.map(
    (o) => `<div class="survivor"><b>${text(o.mutant.id, 300)}</b> <span class="muted">(${text(o.profile, 100)})</span>
<p>${text(o.mutant.description)}</p><p class="muted">${text(outcomeDetail(o, mask))}</p>
<pre>${text(replayLine(invocation, result, o))}</pre></div>`,
  );
  const others = summary.others.map(
    (o) =>
      `<tr><td>${text(o.mutant.id, 300)}</td><td class="${o.status}">${statusWord[o.status]}</td><td>${text(outcomeDetail(o, mask))}</td></tr>`,
  );
  const unstable = result.baseline.unstable.map(
    (u) => `<li><b>${text(u.id, 300)}</b> (${escape(u.status)}): ${text(mask.text(u.reason), 600)}</li>`,
  );
  const leftovers = result.leftovers.map((left) => `<li>${text(mask.text(left), 600)}</li>`);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mutation score — ${text(mask.text(result.target), 300)}</title>
<style>${style}</style></head>
<body>
<h1>Docs Workspace Management API — mutation score of the conformance suite</h1>
<p class="facts">${text(summary.facts)} · started ${escape(result.startedAt)} · ${escape(result.tool.name)} ${escape(result.tool.version)} · API spec ${escape(result.specVersion)}</p>
<span class="score">${escape(scoreText(overall))}${result.interrupted ? ' — INTERRUPTED (partial)' : ''}</span>
<p class="muted">The suite's bite measured on the reference: each mutant changes one behaviour of the reference; a survivor is a change the suite would miss. ${text(summary.baseline)}. Time: ${escape(summary.time)}.</p>
${scoreTable('Operator', byOperator)}
${scoreTable('Profile', byProfile)}
<h2>Survivors (${survivors.length})</h2>
${survivors.length === 0 ? '<p>None.</p>' : survivors.join('\n')}
<h2>Every other mutant (${others.length})</h2>
${others.length === 0 ? '<p>None.</p>' : `<table><tr><th>Mutant</th><th>status</th><th>detail</th></tr>\n${others.join('\n')}\n</table>`}
${unstable.length > 0 ? `<h2>Unstable on the unmutated reference (${unstable.length})</h2>\n<p class="muted">They cannot kill a mutant.</p>\n<ul>\n${unstable.join('\n')}\n</ul>` : ''}
${leftovers.length > 0 ? `<h2>Left on the target</h2>\n<ul>\n${leftovers.join('\n')}\n</ul>` : ''}
</body></html>
`;
}
