/**
 * The HTML report: one self-contained file (inline CSS, no script, no network) with the run's facts, a summary
 * per contract section × level, a coverage matrix operation × category coloured by verdict, every failure with its
 * requests as curl lines, its shrunk counterexample and its replay line, and the run's own errors apart. Secrets
 * are masked; no line is longer than MAX_LINE (clip.ts).
 */
import type { RunResult } from '../engine/runner.js';
import type { Category, Requirement, VerdictStatus } from '../engine/types.js';
import { blindSpotsSection } from './blind-spots-html.js';
import { clipLines, htmlEscape as escape, TEXT_MAX } from './clip.js';
import { baselineLines, coverageSection } from './coverage.js';
import {
  counts,
  failureGroups,
  messageOf,
  overview,
  replayOf,
  sourceNote,
  type Invocation,
  type Overview,
  type RunVerdict,
} from './summary.js';

/** Text escaped for HTML, each line cut so that its escaped form stays short. */
const escapeClipped = (text: string, max = TEXT_MAX): string => escape(clipLines(text, max, escape));

const categories: Category[] = ['auth', 'responses', 'limits', 'enums', 'pagination', 'delete', 'state', 'robustness'];

/** The verdict a cell shows: a failed MUST wins, then a failed SHOULD, then an error of the run, a pass, a skip. */
type CellVerdict = 'fail' | 'should' | 'error' | 'pass' | 'skip' | 'none';
const worst = (entries: { level: 'MUST' | 'SHOULD'; status: VerdictStatus }[]): CellVerdict => {
  const failed = entries.filter((e) => e.status === 'fail');
  if (entries.length === 0) return 'none';
  if (failed.some((e) => e.level === 'MUST')) return 'fail';
  if (failed.length > 0) return 'should';
  if (entries.some((e) => e.status === 'error')) return 'error';
  return entries.some((e) => e.status === 'pass') ? 'pass' : 'skip';
};

const style = `
:root { --pass: #1f883d; --fail: #cf222e; --skip: #bf8700; --error: #8250df; --none: #f6f8fa; --line: #d0d7de; --text: #1f2328; --muted: #656d76; }
* { box-sizing: border-box; }
body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--text); margin: 0; padding: 24px 32px; background: #fff; }
h1 { font-size: 22px; margin: 0 0 4px; } h2 { font-size: 17px; margin: 28px 0 8px; border-bottom: 1px solid var(--line); padding-bottom: 4px; }
.facts { color: var(--muted); margin: 0 0 12px; } .facts b { color: var(--text); font-weight: 600; }
.verdict { display: inline-block; padding: 6px 14px; border-radius: 6px; color: #fff; font-weight: 600; font-size: 15px; }
.verdict.pass { background: var(--pass); } .verdict.fail { background: var(--fail); } .verdict.interrupted { background: var(--skip); }
.totals { display: flex; gap: 12px; margin: 12px 0; flex-wrap: wrap; }
.total { border: 1px solid var(--line); border-radius: 6px; padding: 8px 14px; min-width: 150px; }
.total .n { font-size: 20px; font-weight: 600; }
table { border-collapse: collapse; } th, td { border: 1px solid var(--line); padding: 3px 8px; text-align: right; }
th { background: #f6f8fa; font-weight: 600; } td.name, th.name { text-align: left; }
td.p { color: var(--pass); } td.f { color: var(--fail); font-weight: 600; } td.s { color: var(--skip); } td.zero { color: #afb8c1; }
table.matrix td.cell { width: 74px; text-align: center; font-size: 12px; color: #fff; }
td.cell.pass { background: var(--pass); } td.cell.fail { background: var(--fail); } td.cell.should { background: #e16f24; } td.cell.error { background: var(--error); } td.cell.skip { background: #d4a72c; } td.cell.none { background: var(--none); color: #afb8c1; }
.legend span { display: inline-block; padding: 1px 8px; margin-right: 6px; border-radius: 4px; color: #fff; font-size: 12px; }
details.failure { border: 1px solid var(--line); border-left: 4px solid var(--fail); border-radius: 6px; margin: 8px 0; padding: 6px 12px; }
details.failure.should { border-left-color: var(--skip); }
details.error { border: 1px solid var(--line); border-left: 4px solid var(--error); border-radius: 6px; margin: 8px 0; padding: 6px 12px; }
details.error summary { cursor: pointer; font-weight: 600; } details.error summary .lvl { color: var(--muted); font-weight: 400; }
td.e { color: var(--error); font-weight: 600; }
details.failure summary { cursor: pointer; font-weight: 600; } details.failure summary .lvl { color: var(--muted); font-weight: 400; }
pre { background: #f6f8fa; border: 1px solid var(--line); border-radius: 6px; padding: 8px; overflow-x: auto; white-space: pre-wrap; word-break: break-all; font: 12px/1.4 ui-monospace, SFMono-Regular, Menlo, monospace; }
.muted { color: var(--muted); } ul.leftovers li { font-family: ui-monospace, monospace; font-size: 12px; }
`;

function summaryTable({ sections, errors }: Overview): string {
  const withErrors = errors.length > 0;
  const cell = (n: number, cls: string) => `<td class="${n === 0 ? 'zero' : cls}">${n}</td>`;
  const error = (n: number) => (withErrors ? cell(n, 'e') : '');
  const rows = sections.map(([section, c]) => {
    const m = c.MUST;
    const s = c.SHOULD;
    return `<tr><td class="name">${escape(section)}</td>${cell(m.pass, 'p')}${cell(m.fail, 'f')}${cell(m.skip, 's')}${error(m.error)}${cell(s.pass, 'p')}${cell(s.fail, 'f')}${cell(s.skip, 's')}${error(s.error)}</tr>`;
  });
  const span = withErrors ? 4 : 3;
  const heads = `<th>pass</th><th>fail</th><th>skip</th>${withErrors ? '<th>error</th>' : ''}`;
  return `<table class="summary"><thead><tr><th class="name" rowspan="2">Contract section</th><th colspan="${span}">MUST</th><th colspan="${span}">SHOULD</th></tr>
<tr>${heads}${heads}</tr></thead><tbody>${rows.join('\n')}</tbody></table>`;
}

function coverageMatrix(result: RunResult): string {
  const byOperation = new Map<
    string,
    Map<Category, { ids: string[]; statuses: { level: 'MUST' | 'SHOULD'; status: VerdictStatus }[] }>
  >();
  for (const { requirement, verdict } of result.results) {
    for (const operation of requirement.operations) {
      const row = byOperation.get(operation) ?? new Map();
      const entry = row.get(requirement.category) ?? { ids: [], statuses: [] };
      entry.ids.push(`${requirement.id} [${requirement.level}]: ${verdict.status}`);
      entry.statuses.push({ level: requirement.level, status: verdict.status });
      row.set(requirement.category, entry);
      byOperation.set(operation, row);
    }
  }
  const rows = [...byOperation.entries()]
    .sort((a, b) => a[0].localeCompare(b[0]))
    .map(([operation, row]) => {
      const cells = categories.map((category) => {
        const entry = row.get(category);
        const verdict = worst(entry?.statuses ?? []);
        const label = verdict === 'none' ? '–' : `${entry?.statuses.length ?? 0}`;
        return `<td class="cell ${verdict}" title="${escape(entry?.ids.join('\n') ?? 'no requirement')}">${label}</td>`;
      });
      return `<tr><td class="name">${escape(operation)}</td>${cells.join('')}</tr>`;
    });
  return `<p class="legend"><span style="background:var(--pass)">passed</span><span style="background:var(--fail)">a MUST failed</span><span style="background:#e16f24">a SHOULD failed</span><span style="background:var(--error)">an error of the run</span><span style="background:#d4a72c">skipped only</span><span style="background:#afb8c1">no requirement</span> <span class="muted" style="color:var(--muted)">— each cell counts the requirements of that operation and category; hover for their IDs.</span></p>
<table class="matrix"><thead><tr><th class="name">Operation</th>${categories.map((c) => `<th>${c}</th>`).join('')}</tr></thead><tbody>${rows.join('\n')}</tbody></table>`;
}

/** The requirement's statement and where it comes from. */
function aboutParts(requirement: Requirement): string[] {
  const source = sourceNote(requirement.source);
  return [
    `<p>${escape(requirement.statement)}</p>`,
    ...(source !== undefined ? [`<p class="muted">source: ${escape(source)}</p>`] : []),
  ];
}

type Entry = RunResult['results'][number];

/** The requests (curl lines), the last answer and the replay line of a failure or an error. */
function evidenceParts(entry: Entry, invocation: Invocation, result: RunResult): string[] {
  const mask = invocation.mask;
  const parts: string[] = [];
  const exchanges = entry.verdict.failure?.exchanges ?? [];
  if (exchanges.length > 0) {
    const lines = exchanges.map((e) => `${mask.curl(e.request, invocation.spill)}  # → ${e.status}`);
    parts.push(`<p><b>Requests</b> (${exchanges.length})</p><pre>${escape(lines.join('\n'))}</pre>`);
    const last = exchanges.at(-1);
    if (last !== undefined && last.bodyText !== '')
      parts.push(
        `<p><b>Last answer</b> (${last.status})</p><pre>${escapeClipped(mask.text(last.bodyText.slice(0, 4000)))}</pre>`,
      );
  }
  const replay = replayOf(invocation, entry, result);
  if (replay !== undefined) parts.push(`<p><b>Replay</b></p><pre>${escape(replay)}</pre>`);
  return parts;
}

function failureEntry(entry: Entry, invocation: Invocation, result: RunResult): string {
  const { requirement, verdict } = entry;
  const mask = invocation.mask;
  const counted = counts(requirement, verdict, invocation.strict === true);
  const note =
    verdict.known !== undefined
      ? ` · known failure (baseline: ${escapeClipped(verdict.known.reason, 300)})`
      : counted
        ? ''
        : ' · not counted (SHOULD, run without --strict)';
  const parts = [
    `<summary>✗ ${escape(requirement.id)} <span class="lvl">[${requirement.level}] ${escape(requirement.section)} · ${requirement.profile} · ${requirement.category}${note}</span></summary>`,
    ...aboutParts(requirement),
    `<p><b>Failure:</b> ${escapeClipped(mask.text(messageOf(verdict)))}</p>`,
  ];
  if (verdict.group?.shownBy !== undefined)
    parts.push(`<p class="muted">Same kind of failure as ${escape(verdict.group.shownBy)}.</p>`);
  const counterexample = verdict.failure?.counterexample;
  if (counterexample !== undefined && counterexample !== 'null')
    parts.push(`<p><b>Shrunk counterexample</b></p><pre>${escapeClipped(mask.text(counterexample))}</pre>`);
  parts.push(...evidenceParts(entry, invocation, result));
  return `<details class="failure${requirement.level === 'SHOULD' ? ' should' : ''}">${parts.join('\n')}</details>`;
}

/** One error of the run: what it could not establish (not a failure of the target). */
function errorEntry(entry: Entry, invocation: Invocation, result: RunResult): string {
  const { requirement, verdict } = entry;
  const parts = [
    `<summary>! ${escape(requirement.id)} <span class="lvl">[${requirement.level}] ${escape(requirement.section)} · ${requirement.profile} · ${requirement.category}</span></summary>`,
    ...aboutParts(requirement),
    `<p><b>Error of the run:</b></p><pre>${escapeClipped(invocation.mask.text(messageOf(verdict)))}</pre>`,
    ...evidenceParts(entry, invocation, result),
  ];
  return `<details class="error">${parts.join('\n')}</details>`;
}

function errorsSection(result: RunResult, { errors }: Overview, invocation: Invocation): string {
  if (errors.length === 0) return '';
  const effect =
    invocation.strictErrors === true
      ? 'They fail the run (--strict-errors).'
      : 'They do not change the verdict (--strict-errors makes them fail the run).';
  return `<h2 id="errors">Errors of the run (${errors.length})</h2>
<p>Preconditions the run could not establish, or checks that crashed: not failures of the target, and not passes. ${effect}</p>
${errors.map((entry) => errorEntry(entry, invocation, result)).join('\n')}`;
}

function cleanupSection(result: RunResult, invocation: Invocation): string {
  if (result.traffic !== undefined) return '';
  if (!result.cleanedUp)
    return `<p>--keep: the ${result.created} objects this run created (titles <code>conformance-${escape(result.runId)}-…</code>) and its changes were left on the target.</p>`;
  if (result.leftovers.length === 0)
    return result.tenant !== undefined
      ? `<p>The run's tenant <code>${escape(result.tenant)}</code> was removed, with the ${result.created} objects this run created in it.</p>`
      : `<p>The ${result.created} objects this run created were deleted and what it changed was restored. Deleted spaces stay restorable for their 7-day window.</p>`;
  const items = result.leftovers.map(
    (l) =>
      `<li>${escapeClipped(l.path, 300)} (${escape(l.operation)}): ${escapeClipped(invocation.mask.text(l.reason), 1200)}</li>`,
  );
  return `<p>The run created ${result.created} objects; these could not be removed or restored:</p><ul class="leftovers">\n${items.join('\n')}\n</ul>`;
}

/** The verdict banner: a passing run with errors of its own says so. */
function verdictBanner(verdict: RunVerdict): string {
  if (verdict.kind === 'interrupted') return '<span class="verdict interrupted">INTERRUPTED — partial report</span>';
  if (verdict.kind === 'stopped')
    return `<span class="verdict fail">STOPPED — ${escapeClipped(verdict.reason, 300)}</span>`;
  if (verdict.kind === 'failed') return '<span class="verdict fail">FAILED</span>';
  return `<span class="verdict pass">PASSED${verdict.errors > 0 ? ` (with ${verdict.errors} errors of the run)` : ''}</span>`;
}

function totals(result: RunResult, { byLevel, errors, failures }: Overview): string {
  const total = (level: 'MUST' | 'SHOULD') => {
    const c = byLevel[level];
    return `<div class="total"><div>${level}</div><div class="n"><span style="color:var(--pass)">${c.pass}</span> / <span style="color:var(--fail)">${c.fail}</span> / <span style="color:var(--skip)">${c.skip}</span></div><div class="muted">passed / failed / skipped</div></div>`;
  };
  const errorBox =
    errors.length > 0
      ? `<div class="total"><div>Errors of the run</div><div class="n" style="color:var(--error)">${errors.length}</div><div class="muted">not the target's failures</div></div>`
      : '';
  return `<div class="totals">${total('MUST')}${total('SHOULD')}${errorBox}<div class="total"><div>Requirements</div><div class="n">${result.results.length}</div><div class="muted">${failures.length} failed</div></div></div>`;
}

function failuresSection(result: RunResult, { failures }: Overview, invocation: Invocation): string {
  const groups = failureGroups(result).filter((g) => g.members.length > 1);
  const kinds = groups.map(
    (g) => `${g.members.length} × ${escapeClipped(invocation.mask.text(g.kind), 300)} (see ${escape(g.shownBy)})`,
  );
  return `<h2 id="failures">Failures (${failures.length})</h2>
${failures.length === 0 ? '<p>None.</p>' : ''}
${groups.length > 0 ? `<p>Failures of the same kind:\n${kinds.join(';\n')}.</p>` : ''}
${failures.map((entry) => failureEntry(entry, invocation, result)).join('\n')}`;
}

export function htmlReport(result: RunResult, invocation: Invocation): string {
  const view = overview(result, invocation);
  const mask = invocation.mask;
  const target = escapeClipped(mask.text(result.target), 300);
  const baseline = baselineLines(result);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Conformance report — ${target}</title>
<style>${style}</style></head>
<body>
<h1>Docs Workspace Management API — conformance report</h1>
<p class="facts">target <b>${target}</b> · started <b>${escape(result.startedAt)}</b> · ${view.seconds} s · ${escape(view.origin)} · run <b>${escape(result.runId)}</b> · ${escape(result.tool.name)} ${escape(result.tool.version)} · API spec ${escape(result.specVersion)}</p>
${verdictBanner(view.verdict)}
${totals(result, view)}
<h2>Summary per contract section</h2>
${summaryTable(view)}
<h2>Coverage: operation × category</h2>
${coverageMatrix(result)}
${coverageSection(result)}
${baseline.length > 0 ? `<h2>Baseline</h2><pre>${escapeClipped(baseline.join('\n'))}</pre>` : ''}
${failuresSection(result, view, invocation)}
${errorsSection(result, view, invocation)}
${blindSpotsSection(result)}
<h2>Cleanup</h2>
${cleanupSection(result, invocation)}
</body></html>
`;
}
