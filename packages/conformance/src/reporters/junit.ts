/**
 * The JUnit XML report: one test suite per contract section, one test case per requirement, with `time` and
 * `timestamp`. A failed SHOULD is a failure only under `--strict`; otherwise it is reported as skipped with the
 * reason, so a CI's colours match the exit code. An error of the run (a precondition it could not establish, a
 * crashed check) is an `<error>`, never a `<failure>`: the target did not break anything.
 */
import type { RunResult } from '../engine/runner.js';
import { clip, clipLines, TEXT_MAX, xmlEscape } from './clip.js';
import { coverageSummary } from './coverage.js';
import { counts, messageOf, replayCommand, runSeedOf, sourceNote, type Invocation } from './summary.js';

type Entry = RunResult['results'][number];
type Outcome = 'pass' | 'failure' | 'error' | 'skipped';

export function junitReport(result: RunResult, invocation: Invocation): string {
  const strict = invocation.strict === true;
  const mask = invocation.mask;
  const outcome = ({ requirement, verdict }: Entry): Outcome => {
    if (verdict.status === 'pass') return 'pass';
    if (verdict.status === 'skip') return 'skipped';
    if (verdict.status === 'error') return 'error';
    return counts(requirement, verdict, strict) ? 'failure' : 'skipped';
  };
  const sections = new Map<string, Entry[]>();
  for (const entry of result.results)
    sections.set(entry.requirement.section, [...(sections.get(entry.requirement.section) ?? []), entry]);
  const count = (entries: Entry[], which: Outcome) => entries.filter((e) => outcome(e) === which).length;
  const seconds = (ms: number) => (ms / 1000).toFixed(3);
  const timestamp = result.startedAt.replace(/\.\d+Z$/, '');
  const totals = (entries: Entry[]) =>
    `tests="${entries.length}" failures="${count(entries, 'failure')}" errors="${count(entries, 'error')}" skipped="${count(entries, 'skipped')}"`;
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    ...(result.coverage !== undefined ? [`<!-- Coverage: ${xmlEscape(coverageSummary(result) ?? '')} -->`] : []),
    `<testsuites name="docs-api-conformance ${xmlEscape(result.tool.version)}${result.interrupted ? ' (interrupted)' : ''}${result.stopped !== undefined ? ' (stopped: the target went down)' : ''}" ${totals(result.results)} time="${seconds(result.durationMs)}" timestamp="${timestamp}">`,
  ];
  for (const [section, entries] of sections) {
    const time = entries.reduce((sum, e) => sum + (e.verdict.durationMs ?? 0), 0);
    lines.push(
      `  <testsuite name="${xmlEscape(section)}" ${totals(entries)} time="${seconds(time)}" timestamp="${timestamp}">`,
    );
    for (const entry of entries) {
      const { requirement, verdict } = entry;
      lines.push(
        `    <testcase classname="${xmlEscape(`${requirement.profile}.${requirement.category}`)}" name="${xmlEscape(`${requirement.id} [${requirement.level}]`)}" time="${seconds(verdict.durationMs ?? 0)}">`,
      );
      const which = outcome(entry);
      const message = mask.text(messageOf(verdict));
      if (which === 'skipped') {
        const reason =
          verdict.status === 'skip'
            ? message
            : verdict.known !== undefined
              ? `known failure (baseline ${verdict.known.entry}: ${verdict.known.reason}): ${message}`
              : `SHOULD not met (a failure only with --strict): ${message}`;
        lines.push(`      <skipped message="${xmlEscape(clip(reason, 800, xmlEscape))}"/>`);
      }
      if (which === 'failure' || which === 'error') {
        const replay = replayCommand(invocation, requirement, verdict, runSeedOf(result));
        const source = sourceNote(requirement.source);
        const detail = [
          requirement.statement,
          ...(which === 'error' ? ['an error of the run (not a failure of the target):'] : []),
          clipLines(message, TEXT_MAX, xmlEscape),
          ...(source !== undefined ? [`source: ${source}`] : []),
          ...(verdict.group?.shownBy !== undefined ? [`same kind of failure as ${verdict.group.shownBy}`] : []),
          ...(verdict.failure?.counterexample !== undefined
            ? [`counterexample: ${clipLines(mask.text(verdict.failure.counterexample), TEXT_MAX, xmlEscape)}`]
            : []),
          ...(verdict.failure?.exchanges ?? []).map(
            (e) => `${mask.curl(e.request, invocation.spill)}  # → ${e.status}`,
          ),
          ...(replay !== undefined ? [`replay: ${replay}`] : []),
        ].join('\n');
        lines.push(
          `      <${which} message="${xmlEscape(clip(message, 800, xmlEscape))}">${xmlEscape(detail)}</${which}>`,
        );
      }
      lines.push('    </testcase>');
    }
    lines.push('  </testsuite>');
  }
  lines.push('</testsuites>');
  return `${lines.join('\n')}\n`;
}
