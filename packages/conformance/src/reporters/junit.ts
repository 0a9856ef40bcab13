/** The JUnit XML report: one test suite per contract section, one test case per requirement. */
import type { RunResult } from '../engine/runner.js';
import { toCurl } from './curl.js';
import { replayCommand, type Invocation } from './summary.js';

const xml = (text: string): string =>
  // eslint-disable-next-line no-control-regex
  text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function junitReport(result: RunResult, invocation: Invocation): string {
  const sections = new Map<string, RunResult['results']>();
  for (const entry of result.results) sections.set(entry.requirement.section, [...(sections.get(entry.requirement.section) ?? []), entry]);
  const count = (entries: RunResult['results'], status: string) => entries.filter((e) => e.verdict.status === status).length;
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="docs-api-conformance" tests="${result.results.length}" failures="${count(result.results, 'fail')}" errors="${count(result.results, 'error')}" skipped="${count(result.results, 'skip')}" time="${(result.durationMs / 1000).toFixed(3)}">`,
  ];
  for (const [section, entries] of sections) {
    lines.push(`  <testsuite name="${xml(section)}" tests="${entries.length}" failures="${count(entries, 'fail')}" errors="${count(entries, 'error')}" skipped="${count(entries, 'skip')}">`);
    for (const { requirement, verdict } of entries) {
      const time = ((verdict.durationMs ?? 0) / 1000).toFixed(3);
      lines.push(`    <testcase classname="${xml(`${requirement.profile}.${requirement.category}`)}" name="${xml(`${requirement.id} [${requirement.level}]`)}" time="${time}">`);
      if (verdict.status === 'skip') lines.push(`      <skipped message="${xml(verdict.reason ?? '')}"/>`);
      if (verdict.status === 'fail' || verdict.status === 'error') {
        const tag = verdict.status === 'fail' ? 'failure' : 'error';
        const message = verdict.failure?.message ?? verdict.reason ?? '';
        const replay = replayCommand(invocation, requirement, verdict);
        const detail = [
          requirement.statement,
          message,
          ...(verdict.failure?.counterexample !== undefined ? [`counterexample: ${verdict.failure.counterexample}`] : []),
          ...(verdict.failure?.exchanges ?? []).map((e) => `${toCurl(e.request)}  # → ${e.status}`),
          ...(replay !== undefined ? [`replay: ${replay}`] : []),
        ].join('\n');
        lines.push(`      <${tag} message="${xml(message.slice(0, 500))}">${xml(detail)}</${tag}>`);
      }
      lines.push('    </testcase>');
    }
    lines.push('  </testsuite>');
  }
  lines.push('</testsuites>');
  return `${lines.join('\n')}\n`;
}
