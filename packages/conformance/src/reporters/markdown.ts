/**
 * The Markdown report: a job summary for CI (GitHub's $GITHUB_STEP_SUMMARY takes Markdown) — the verdict, the
 * counts per contract section × level, every failure with its replay line, the run's own errors apart, the baseline
 * and the coverage of documented statuses. Secrets are masked.
 */
import type { RunResult } from '../engine/runner.js';
import type { Requirement, Verdict } from '../engine/types.js';
import { clip } from './clip.js';
import { baselineLines, coverageSummary, unobserved } from './coverage.js';
import {
  counts,
  levelLine,
  messageOf,
  origin,
  passed,
  replayCommand,
  runErrors,
  runSeedOf,
  sourceNote,
  summarize,
  targetFailures,
  type Invocation,
} from './summary.js';

/** Text inside a table cell or a line: no pipes or newlines. */
const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');

/** The lines under a failure or an error: where the requirement comes from, and its replay line. */
function detailLines(requirement: Requirement, verdict: Verdict, invocation: Invocation, runSeed?: number): string[] {
  const source = sourceNote(requirement.source);
  const replay = replayCommand(invocation, requirement, verdict, runSeed);
  return [
    ...(source !== undefined ? [`  source: ${cell(source)}`] : []),
    ...(replay !== undefined ? [`  \`${replay.replace(/`/g, "'")}\``] : []),
  ];
}

/** Counts per contract section × level (an error column each when the run has errors). */
function sectionTable(result: RunResult): string[] {
  const { bySection } = summarize(result);
  const withErrors = runErrors(result).length > 0;
  const errorColumns = (text: string) => (withErrors ? text : '');
  const out = [
    `| Contract section | MUST pass | MUST fail | MUST skip |${errorColumns(' MUST err |')} SHOULD pass | SHOULD fail | SHOULD skip |${errorColumns(' SHOULD err |')}`,
    `|---|--:|--:|--:|${errorColumns('--:|')}--:|--:|--:|${errorColumns('--:|')}`,
  ];
  for (const [section, c] of [...bySection.entries()].sort((a, b) => a[0].localeCompare(b[0])))
    out.push(
      `| ${cell(section)} | ${c.MUST.pass} | ${c.MUST.fail} | ${c.MUST.skip} |${errorColumns(` ${c.MUST.error} |`)} ${c.SHOULD.pass} | ${c.SHOULD.fail} | ${c.SHOULD.skip} |${errorColumns(` ${c.SHOULD.error} |`)}`,
    );
  return out;
}

/** The run's errors, apart from the target's failures. */
function errorsSection(result: RunResult, invocation: Invocation): string[] {
  const errors = runErrors(result);
  if (errors.length === 0) return [];
  const effect =
    invocation.strictErrors === true ? 'they fail the run (--strict-errors)' : 'not counted in the verdict';
  const out = ['', `### Errors of the run (${errors.length}: not failures of the target; ${effect})`, ''];
  for (const { requirement, verdict } of errors) {
    const first = invocation.mask.text(messageOf(verdict)).split('\n')[0] ?? '';
    out.push(`- **${requirement.id}** [${requirement.level}]: ${cell(clip(first, 300))}`);
    out.push(...detailLines(requirement, verdict, invocation, runSeedOf(result)));
  }
  return out;
}

export function markdownReport(result: RunResult, invocation: Invocation): string {
  const { byLevel } = summarize(result);
  const mask = invocation.mask;
  const ok = passed(result, invocation.strict === true, invocation.strictErrors === true);
  const errors = runErrors(result).length;
  const verdict = result.interrupted
    ? '⚠️ INTERRUPTED (partial report)'
    : result.stopped !== undefined
      ? `❌ STOPPED: ${cell(clip(mask.text(result.stopped), 300))}`
      : ok
        ? `✅ PASSED${errors > 0 ? ` (with ${errors} errors of the run)` : ''}`
        : '❌ FAILED';
  const level = (l: 'MUST' | 'SHOULD') => levelLine(l, byLevel[l]);
  const out = [
    `## Docs API conformance: ${verdict}`,
    '',
    `${level('MUST')} · ${level('SHOULD')}  `,
    `${result.results.length} requirements against \`${clip(mask.text(result.target), 300)}\` in ${(result.durationMs / 1000).toFixed(1)} s · ${origin(result)} · ${result.tool.name} ${result.tool.version} · API spec ${result.specVersion}  `,
  ];
  const coverage = coverageSummary(result);
  if (coverage !== undefined) out.push(`Coverage: ${coverage}`);
  out.push('', ...sectionTable(result));

  const failures = targetFailures(result);
  const counted = failures.filter(({ requirement, verdict: v }) => counts(requirement, v, invocation.strict === true));
  out.push('', `### Failures (${counted.length} counted, ${failures.length - counted.length} not counted)`, '');
  if (failures.length === 0) out.push('None.');
  for (const { requirement, verdict: v } of failures) {
    const note =
      v.known !== undefined
        ? ` — known (baseline: ${cell(clip(v.known.reason, 300))})`
        : counts(requirement, v, invocation.strict === true)
          ? ''
          : ' — not counted (SHOULD, run without --strict)';
    out.push(`- **${requirement.id}** [${requirement.level}]${note}: ${cell(clip(mask.text(messageOf(v)), 300))}`);
    out.push(...detailLines(requirement, v, invocation, runSeedOf(result)));
  }
  out.push(...errorsSection(result, invocation));

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
