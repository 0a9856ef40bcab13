/** Human output: progress while the run goes, then a summary per contract section and level, then the failures. */
import type { Check } from '../engine/check.js';
import type { RunResult } from '../engine/runner.js';
import type { Level, Verdict } from '../engine/types.js';
import { tokenVariable } from '../engine/fixtures.js';
import { baselineLines, coverageSummary } from './coverage.js';
import { failureGroups, origin, replayCommand, summarize, type Counts, type Invocation } from './summary.js';

export interface Style {
  color: boolean;
}

const paint = (style: Style, code: number, text: string) => (style.color ? `\u001b[${code}m${text}\u001b[0m` : text);
const red = (s: Style, t: string) => paint(s, 31, t);
const green = (s: Style, t: string) => paint(s, 32, t);
const yellow = (s: Style, t: string) => paint(s, 33, t);
const dim = (s: Style, t: string) => paint(s, 2, t);

/** One line per finished check; `done`/`total` count requirements, the unit of the summary. */
export function progressLine(style: Style, check: Check, verdicts: Verdict[], done: number, total: number): string {
  const failed = verdicts.filter((v) => v.status === 'fail' || v.status === 'error').length;
  const skipped = verdicts.filter((v) => v.status === 'skip').length;
  const mark =
    failed > 0 ? red(style, '✗') : skipped > 0 && skipped === verdicts.length ? yellow(style, '○') : green(style, '✓');
  const width = String(total).length;
  return `${dim(style, `[${String(done).padStart(width)}/${total} requirements]`)} ${mark} ${check.name}${failed > 0 ? red(style, ` (${failed} failed)`) : ''}`;
}

const cell = (style: Style, c: Counts) => {
  const bad = c.fail + c.error;
  return `${green(style, String(c.pass).padStart(4))} ${bad > 0 ? red(style, String(bad).padStart(4)) : String(bad).padStart(4)} ${yellow(style, String(c.skip).padStart(4))}`;
};

export function prettyReport(result: RunResult, invocation: Invocation, style: Style, verbose: boolean): string {
  const { byLevel, bySection } = summarize(result);
  const mask = invocation.mask;
  const out: string[] = [];
  const failures = result.results.filter(({ verdict }) => verdict.status === 'fail' || verdict.status === 'error');
  for (const { requirement, verdict } of failures) {
    out.push(
      '',
      `${red(style, '✗')} ${requirement.id} [${requirement.level}] ${dim(style, `${requirement.section} · ${requirement.profile} · ${requirement.category}`)}`,
    );
    if (verdict.known !== undefined)
      out.push(yellow(style, `  known failure (baseline ${verdict.known.entry}): ${verdict.known.reason}`));
    if (verdict.group?.shownBy !== undefined && !verbose) {
      out.push(
        `  ${verdict.status === 'error' ? 'error' : 'failure'}:     ${mask.text(verdict.failure?.message ?? verdict.reason ?? '')}`,
      );
      out.push(
        dim(
          style,
          `  same kind of failure as ${verdict.group.shownBy} (its example and requests above; --verbose prints each)`,
        ),
      );
      const replay = replayCommand(invocation, requirement, verdict);
      if (replay !== undefined) out.push(`  replay: ${replay}`);
      continue;
    }
    out.push(`  requirement: ${requirement.statement}`);
    out.push(`  operations:  ${requirement.operations.join(', ')}`);
    out.push(
      `  ${verdict.status === 'error' ? 'error' : 'failure'}:     ${mask.text(verdict.failure?.message ?? verdict.reason ?? '')}`,
    );
    if (verdict.failure?.counterexample !== undefined && verdict.failure.counterexample !== 'null')
      out.push(`  counterexample: ${mask.text(verdict.failure.counterexample)}`);
    const exchanges = verdict.failure?.exchanges ?? [];
    if (exchanges.length > 0) out.push('  requests:');
    for (const exchange of exchanges.slice(-12))
      out.push(`    ${mask.curl(exchange.request)}  ${dim(style, `# → ${exchange.status}`)}`);
    if (exchanges.length > 12)
      out.push(dim(style, `    (${exchanges.length - 12} earlier requests left out; --reporter json has them all)`));
    const replay = replayCommand(invocation, requirement, verdict);
    if (replay !== undefined) out.push(`  replay: ${replay}`);
  }

  const groups = failureGroups(result).filter((g) => g.members.length > 1);
  if (groups.length > 0) {
    out.push('', red(style, 'Failures of the same kind (one example shown per kind):'));
    for (const group of groups.slice(0, verbose ? undefined : 10))
      out.push(
        `  ${String(group.members.length).padStart(4)} × ${mask.text(group.kind)} ${dim(style, `(see ${group.shownBy})`)}`,
      );
    if (!verbose && groups.length > 10)
      out.push(dim(style, `  … ${groups.length - 10} more kinds (--verbose lists them all)`));
  }
  if (failures.some(({ verdict }) => (verdict.failure?.exchanges.length ?? 0) > 0) && !mask.reveal) {
    out.push(
      '',
      dim(
        style,
        `Curl lines read the tokens from $${tokenVariable('admin')}, $${tokenVariable('reader')} and $${tokenVariable('outsider')} (set them, or rerun with --show-secrets).`,
      ),
    );
  }

  const skips = new Map<string, number>();
  for (const { verdict } of result.results)
    if (verdict.status === 'skip')
      skips.set(mask.text(verdict.reason ?? ''), (skips.get(mask.text(verdict.reason ?? '')) ?? 0) + 1);
  if (skips.size > 0) {
    const where = result.traffic !== undefined ? 'by this traffic' : 'on this target';
    out.push('', yellow(style, `Skipped (not decided ${where}, never counted as passed):`));
    const reasons = [...skips.entries()].sort((a, b) => b[1] - a[1]);
    for (const [reason, count] of verbose ? reasons : reasons.slice(0, 12))
      out.push(`  ${String(count).padStart(4)} × ${reason}`);
    if (!verbose && reasons.length > 12)
      out.push(dim(style, `  … ${reasons.length - 12} more reasons (--verbose lists them all)`));
  }

  out.push(
    '',
    `${'Contract section'.padEnd(44)}  ${'MUST pass fail skip'.padStart(19)}   ${'SHOULD pass fail skip'.padStart(21)}`,
  );
  for (const [section, counts] of [...bySection.entries()].sort((a, b) => a[0].localeCompare(b[0]))) {
    out.push(
      `${section.padEnd(44)}  ${' '.repeat(5)}${cell(style, counts.MUST)}   ${' '.repeat(7)}${cell(style, counts.SHOULD)}`,
    );
  }
  const line = (level: Level) => {
    const c = byLevel[level];
    return `${level}: ${c.pass} passed, ${c.fail + c.error} failed, ${c.skip} skipped`;
  };
  out.push('', `${line('MUST')} · ${line('SHOULD')}`);
  out.push(
    `${result.results.length} requirements against ${result.target} in ${(result.durationMs / 1000).toFixed(1)} s · ${origin(result)} · run ${result.runId}`,
  );
  const coverage = coverageSummary(result);
  if (coverage !== undefined) out.push(`Coverage: ${coverage}`);
  for (const line of baselineLines(result))
    out.push(/^\s*(expired|fixed \(fails)/.test(line) ? red(style, line) : line);
  if (result.throttled > 0)
    out.push(yellow(style, `The target answered 429 ${result.throttled} times; each Retry-After was waited out.`));
  if (result.traffic !== undefined) {
    // Traffic is judged as it passes: nothing was created, nothing is to clean up.
  } else if (!result.cleanedUp)
    out.push(
      yellow(
        style,
        `--keep: the ${result.created} objects this run created (titles conformance-${result.runId}-…) and its changes are left on the target.`,
      ),
    );
  else if (result.leftovers.length === 0)
    out.push(
      result.tenant !== undefined
        ? `Cleanup: the run's tenant ${result.tenant} is removed, with the ${result.created} objects this run created in it.`
        : `Cleanup: the ${result.created} objects this run created are deleted and what it changed is restored (deleted spaces stay restorable for their 7-day window).`,
    );
  else {
    out.push(yellow(style, `Cleanup left ${result.leftovers.length} things on the target:`));
    for (const leftover of result.leftovers)
      out.push(`  ${leftover.path} (${leftover.operation}): ${mask.text(leftover.reason)}`);
  }
  if (result.interrupted)
    out.push(red(style, 'INTERRUPTED: this report is partial; requirements not decided are marked skipped.'));
  if (result.stopped !== undefined)
    out.push(
      red(
        style,
        `STOPPED: ${mask.text(result.stopped)}. This report is partial; requirements not decided are marked skipped.`,
      ),
    );
  return `${out.join('\n')}\n`;
}
