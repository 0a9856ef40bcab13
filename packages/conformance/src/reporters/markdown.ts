/**
 * The Markdown report: a job summary for CI (GitHub's $GITHUB_STEP_SUMMARY takes Markdown) — the verdict, the
 * counts per contract section × level, every failure with its replay line, the run's own errors apart, the baseline
 * and the coverage of documented statuses. Secrets are masked.
 */
import type { RunResult } from '../engine/runner.js';
import { clip } from './clip.js';
import { baselineLines, coverageSummary, unobserved } from './coverage.js';
import {
  counts,
  levelLine,
  messageOf,
  overview,
  replayOf,
  sourceNote,
  type Invocation,
  type Overview,
  type RunVerdict,
  timingSummary,
} from './summary.js';

/** Text inside a table cell or a line: no pipes or newlines. */
const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');

type Entry = RunResult['results'][number];

/** The lines under a failure or an error: where the requirement comes from, and its replay line. */
function detailLines(entry: Entry, invocation: Invocation, result: RunResult): string[] {
  const source = sourceNote(entry.requirement.source);
  const replay = replayOf(invocation, entry, result);
  return [
    ...(source !== undefined ? [`  source: ${cell(source)}`] : []),
    ...(replay !== undefined ? [`  \`${replay.replace(/`/g, "'")}\``] : []),
  ];
}

/** Counts per contract section × level (an error column each when the run has errors). */
function sectionTable({ sections, errors }: Overview): string[] {
  const withErrors = errors.length > 0;
  const errorColumns = (text: string) => (withErrors ? text : '');
  const out = [
    `| Contract section | MUST pass | MUST fail | MUST skip |${errorColumns(' MUST err |')} SHOULD pass | SHOULD fail | SHOULD skip |${errorColumns(' SHOULD err |')}`,
    `|---|--:|--:|--:|${errorColumns('--:|')}--:|--:|--:|${errorColumns('--:|')}`,
  ];
  for (const [section, c] of sections)
    out.push(
      `| ${cell(section)} | ${c.MUST.pass} | ${c.MUST.fail} | ${c.MUST.skip} |${errorColumns(` ${c.MUST.error} |`)} ${c.SHOULD.pass} | ${c.SHOULD.fail} | ${c.SHOULD.skip} |${errorColumns(` ${c.SHOULD.error} |`)}`,
    );
  return out;
}

/** The run's errors, apart from the target's failures. */
function errorsSection(result: RunResult, { errors }: Overview, invocation: Invocation): string[] {
  if (errors.length === 0) return [];
  const effect =
    invocation.strictErrors === true ? 'they fail the run (--strict-errors)' : 'not counted in the verdict';
  const out = ['', `### Errors of the run (${errors.length}: not failures of the target; ${effect})`, ''];
  for (const entry of errors) {
    const { requirement, verdict } = entry;
    const first = invocation.mask.text(messageOf(verdict)).split('\n')[0] ?? '';
    out.push(`- **${requirement.id}** [${requirement.level}]: ${cell(clip(first, 300))}`);
    out.push(...detailLines(entry, invocation, result));
  }
  return out;
}

/** The verdict as the heading says it. */
function verdictText(verdict: RunVerdict): string {
  if (verdict.kind === 'interrupted') return '⚠️ INTERRUPTED (partial report)';
  if (verdict.kind === 'stopped') return `❌ STOPPED: ${cell(clip(verdict.reason, 300))}`;
  if (verdict.kind === 'failed') return '❌ FAILED';
  return `✅ PASSED${verdict.errors > 0 ? ` (with ${verdict.errors} errors of the run)` : ''}`;
}

export function markdownReport(result: RunResult, invocation: Invocation): string {
  const view = overview(result, invocation);
  const mask = invocation.mask;
  const level = (l: 'MUST' | 'SHOULD') => levelLine(l, view.byLevel[l]);
  const out = [
    `## Docs API conformance: ${verdictText(view.verdict)}`,
    '',
    `${level('MUST')} · ${level('SHOULD')}  `,
    `${result.results.length} requirements against \`${clip(mask.text(result.target), 300)}\` in ${view.seconds} s · ${view.origin} · ${result.tool.name} ${result.tool.version} · API spec ${result.specVersion}  `,
  ];
  const coverage = coverageSummary(result);
  if (coverage !== undefined) out.push(`Coverage: ${coverage}`);
  if (result.timing !== undefined) out.push('', `Time: ${timingSummary(result.timing)}`);
  out.push('', ...sectionTable(view));

  const failures = view.failures;
  const counted = failures.filter(({ requirement, verdict: v }) => counts(requirement, v, invocation.strict === true));
  out.push('', `### Failures (${counted.length} counted, ${failures.length - counted.length} not counted)`, '');
  if (failures.length === 0) out.push('None.');
  for (const entry of failures) {
    const { requirement, verdict: v } = entry;
    const note =
      v.known !== undefined
        ? ` — known (baseline: ${cell(clip(v.known.reason, 300))})`
        : counts(requirement, v, invocation.strict === true)
          ? ''
          : ' — not counted (SHOULD, run without --strict)';
    out.push(`- **${requirement.id}** [${requirement.level}]${note}: ${cell(clip(mask.text(messageOf(v)), 300))}`);
    out.push(...detailLines(entry, invocation, result));
  }
  out.push(...errorsSection(result, view, invocation));

  const baseline = baselineLines(result);
  if (baseline.length > 0) out.push('', '### Baseline', '', ...baseline.map((l) => `- ${clip(l.trim())}`));

  if (result.coverage !== undefined) {
    const missing = unobserved(result.coverage);
    out.push('', '<details><summary>Documented statuses never observed</summary>', '');
    out.push(missing.length === 0 ? 'None: every documented status was observed.' : '| Operation | statuses |');
    if (missing.length > 0) out.push('|---|---|');
    for (const op of missing) out.push(`| ${op.operationId} | ${op.statuses.join(', ')} |`);
    out.push('', '</details>');
  }
  return `${out.join('\n')}\n`;
}
