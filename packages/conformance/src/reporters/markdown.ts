/**
 * The Markdown report: a job summary for CI (GitHub's $GITHUB_STEP_SUMMARY takes Markdown) — the verdict, the
 * counts per contract section × level, every failure with its replay line, the baseline and the coverage of
 * documented statuses. Secrets are masked.
 */
import type { RunResult } from '../engine/runner.js';
import { baselineLines, coverageSummary, unobserved } from './coverage.js';
import { counts, origin, passed, replayCommand, summarize, type Invocation } from './summary.js';

/** Text inside a table cell or a line: no pipes or newlines. */
const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');

export function markdownReport(result: RunResult, invocation: Invocation): string {
  const { byLevel, bySection } = summarize(result);
  const mask = invocation.mask;
  const ok = passed(result, invocation.strict === true);
  const verdict = result.interrupted
    ? '⚠️ INTERRUPTED (partial report)'
    : result.stopped !== undefined
      ? `❌ STOPPED: ${mask.text(result.stopped)}`
      : ok
        ? '✅ PASSED'
        : '❌ FAILED';
  const level = (l: 'MUST' | 'SHOULD') =>
    `${l}: ${byLevel[l].pass} passed, ${byLevel[l].fail + byLevel[l].error} failed, ${byLevel[l].skip} skipped`;
  const out = [
    `## Docs API conformance: ${verdict}`,
    '',
    `${level('MUST')} · ${level('SHOULD')}  `,
    `${result.results.length} requirements against \`${mask.text(result.target)}\` in ${(result.durationMs / 1000).toFixed(1)} s · ${origin(result)} · ${result.tool.name} ${result.tool.version} · API spec ${result.specVersion}  `,
  ];
  const coverage = coverageSummary(result);
  if (coverage !== undefined) out.push(`Coverage: ${coverage}`);
  out.push(
    '',
    '| Contract section | MUST pass | MUST fail | MUST skip | SHOULD pass | SHOULD fail | SHOULD skip |',
    '|---|--:|--:|--:|--:|--:|--:|',
  );
  for (const [section, c] of [...bySection.entries()].sort((a, b) => a[0].localeCompare(b[0])))
    out.push(
      `| ${cell(section)} | ${c.MUST.pass} | ${c.MUST.fail + c.MUST.error} | ${c.MUST.skip} | ${c.SHOULD.pass} | ${c.SHOULD.fail + c.SHOULD.error} | ${c.SHOULD.skip} |`,
    );

  const failures = result.results.filter(({ verdict: v }) => v.status === 'fail' || v.status === 'error');
  const counted = failures.filter(({ requirement, verdict: v }) => counts(requirement, v, invocation.strict === true));
  out.push('', `### Failures (${counted.length} counted, ${failures.length - counted.length} not counted)`, '');
  if (failures.length === 0) out.push('None.');
  for (const { requirement, verdict: v } of failures) {
    const note =
      v.known !== undefined
        ? ` — known (baseline: ${cell(v.known.reason)})`
        : counts(requirement, v, invocation.strict === true)
          ? ''
          : ' — not counted (SHOULD, run without --strict)';
    out.push(
      `- **${requirement.id}** [${requirement.level}]${note}: ${cell(mask.text(v.failure?.message ?? v.reason ?? '').slice(0, 300))}`,
    );
    const replay = replayCommand(invocation, requirement, v);
    if (replay !== undefined) out.push(`  \`${replay.replace(/`/g, "'")}\``);
  }

  const baseline = baselineLines(result);
  if (baseline.length > 0) out.push('', '### Baseline', '', ...baseline.map((l) => `- ${l.trim()}`));

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
