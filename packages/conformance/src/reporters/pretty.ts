/**
 * Human output: progress while the run goes, then the target's failures, the run's own errors (apart), the skips,
 * a summary per contract section and level, and the run's facts. No line is longer than MAX_LINE (clip.ts).
 */
import type { Check } from '../engine/check.js';
import type { RunResult } from '../engine/runner.js';
import type { Requirement, Verdict } from '../engine/types.js';
import { tokenVariable } from '../engine/fixtures.js';
import { clip, clipLines } from './clip.js';
import { baselineLines, coverageSummary } from './coverage.js';
import {
  failureGroups,
  levelLine,
  messageOf,
  overview,
  replayOf,
  sourceNote,
  type Counts,
  type Invocation,
  type Overview,
  timingSummary,
} from './summary.js';

export interface Style {
  color: boolean;
}

type Entry = RunResult['results'][number];

const paint = (style: Style, code: number, text: string) => (style.color ? `\u001b[${code}m${text}\u001b[0m` : text);
const red = (s: Style, t: string) => paint(s, 31, t);
const green = (s: Style, t: string) => paint(s, 32, t);
const yellow = (s: Style, t: string) => paint(s, 33, t);
const magenta = (s: Style, t: string) => paint(s, 35, t);
const dim = (s: Style, t: string) => paint(s, 2, t);

/** One line per finished check; `done`/`total` count requirements, the unit of the summary. */
export function progressLine(style: Style, check: Check, verdicts: Verdict[], done: number, total: number): string {
  const failed = verdicts.filter((v) => v.status === 'fail').length;
  const errored = verdicts.filter((v) => v.status === 'error').length;
  const skipped = verdicts.filter((v) => v.status === 'skip').length;
  const mark =
    failed > 0
      ? red(style, '✗')
      : errored > 0
        ? magenta(style, '!')
        : skipped > 0 && skipped === verdicts.length
          ? yellow(style, '○')
          : green(style, '✓');
  const width = String(total).length;
  const notes = [
    ...(failed > 0 ? [red(style, `${failed} failed`)] : []),
    ...(errored > 0 ? [magenta(style, `${errored} errors of the run`)] : []),
  ];
  return `${dim(style, `[${String(done).padStart(width)}/${total} requirements]`)} ${mark} ${clip(check.name, 300)}${notes.length > 0 ? ` (${notes.join(', ')})` : ''}`;
}

const cell = (style: Style, c: Counts, withErrors: boolean) => {
  const fail = String(c.fail).padStart(4);
  const error = String(c.error).padStart(4);
  return `${green(style, String(c.pass).padStart(4))} ${c.fail > 0 ? red(style, fail) : fail} ${yellow(style, String(c.skip).padStart(4))}${withErrors ? ` ${c.error > 0 ? magenta(style, error) : error}` : ''}`;
};

/** The heading line of a failed or errored requirement. */
const heading = (style: Style, mark: string, requirement: Requirement) =>
  `${mark} ${requirement.id} [${requirement.level}] ${dim(style, `${requirement.section} · ${requirement.profile} · ${requirement.category}`)}`;

/** What the requirement says, its operations and where it comes from. */
function aboutLines(requirement: Requirement): string[] {
  const source = sourceNote(requirement.source);
  return [
    `  requirement: ${clip(requirement.statement)}`,
    `  operations:  ${clip(requirement.operations.join(', '))}`,
    ...(source !== undefined ? [`  source:      ${source}`] : []),
  ];
}

/** The requests of a failure or error as curl lines (the last 12), with what each answered. */
function requestLines(verdict: Verdict, invocation: Invocation, style: Style): string[] {
  const exchanges = verdict.failure?.exchanges ?? [];
  if (exchanges.length === 0) return [];
  const lines = ['  requests:'];
  for (const exchange of exchanges.slice(-12))
    lines.push(
      `    ${invocation.mask.curl(exchange.request, invocation.spill)}  ${dim(style, `# → ${exchange.status}`)}`,
    );
  if (exchanges.length > 12)
    lines.push(dim(style, `    (${exchanges.length - 12} earlier requests left out; --reporter json has them all)`));
  return lines;
}

const replayLines = (invocation: Invocation, entry: Entry, result: RunResult): string[] => {
  const replay = replayOf(invocation, entry, result);
  return replay !== undefined ? [`  replay: ${replay}`] : [];
};

/** One failure of the target: in full, or (one of a group, not verbose) its message and the requirement showing it. */
function failureLines(entry: Entry, result: RunResult, invocation: Invocation, style: Style, verbose: boolean) {
  const { requirement, verdict } = entry;
  const mask = invocation.mask;
  const out = ['', heading(style, red(style, '✗'), requirement)];
  if (verdict.known !== undefined)
    out.push(yellow(style, `  known failure (baseline ${verdict.known.entry}): ${clip(verdict.known.reason)}`));
  const message = `  failure:     ${clipLines(mask.text(messageOf(verdict)))}`;
  if (verdict.group?.shownBy !== undefined && !verbose) {
    out.push(message);
    out.push(
      dim(
        style,
        `  same kind of failure as ${verdict.group.shownBy} (its example and requests above; --verbose prints each)`,
      ),
    );
    return [...out, ...replayLines(invocation, entry, result)];
  }
  out.push(...aboutLines(requirement), message);
  if (verdict.failure?.counterexample !== undefined && verdict.failure.counterexample !== 'null')
    out.push(`  counterexample: ${clipLines(mask.text(verdict.failure.counterexample))}`);
  return [...out, ...requestLines(verdict, invocation, style), ...replayLines(invocation, entry, result)];
}

/** A run on several seeds: which seeds, and each requirement whose verdict was not the same on all of them. */
function seedLines(result: RunResult, style: Style): string[] {
  const { seeds } = result;
  if (seeds === undefined) return [];
  const head = `Seeds ${seeds.seeds.join(', ')}: each requirement's verdict is its worst on them`;
  if (seeds.varied.length === 0) return [`${head}; no verdict varied.`];
  return [
    yellow(style, `${head}; ${seeds.varied.length} varied with the seed:`),
    ...seeds.varied.map(({ id, verdicts }) =>
      clip(`  ${id}: ${verdicts.map((v) => `seed ${v.seed} ${v.status}`).join(', ')}`),
    ),
  ];
}

/** One error of the run: what it could not establish; a crash's stack only with --verbose. */
function errorLines(entry: Entry, result: RunResult, invocation: Invocation, style: Style, verbose: boolean) {
  const [first = '', ...more] = invocation.mask.text(messageOf(entry.verdict)).split('\n');
  const message = verbose ? [first, ...more].join('\n') : first;
  return [
    '',
    heading(style, magenta(style, '!'), entry.requirement),
    ...aboutLines(entry.requirement),
    `  error:       ${clipLines(message)}`,
    ...(more.length > 0 && !verbose ? [dim(style, `  (${more.length} more lines; --verbose prints them)`)] : []),
    ...requestLines(entry.verdict, invocation, style),
    ...replayLines(invocation, entry, result),
  ];
}

function errorsSection(
  result: RunResult,
  { errors }: Overview,
  invocation: Invocation,
  style: Style,
  verbose: boolean,
): string[] {
  if (errors.length === 0) return [];
  const effect =
    invocation.strictErrors === true
      ? 'they fail the run (--strict-errors)'
      : 'the exit code ignores them (--strict-errors counts them)';
  return [
    '',
    magenta(
      style,
      `Errors of the run (${errors.length}): preconditions it could not establish or checks that crashed, not failures of the target; ${effect}:`,
    ),
    ...errors.flatMap((entry) => errorLines(entry, result, invocation, style, verbose)),
  ];
}

function groupLines(result: RunResult, invocation: Invocation, style: Style, verbose: boolean): string[] {
  const groups = failureGroups(result).filter((g) => g.members.length > 1);
  if (groups.length === 0) return [];
  const out = ['', red(style, 'Failures of the same kind (one example shown per kind):')];
  for (const group of groups.slice(0, verbose ? undefined : 10))
    out.push(
      `  ${String(group.members.length).padStart(4)} × ${clip(invocation.mask.text(group.kind))} ${dim(style, `(see ${group.shownBy})`)}`,
    );
  if (!verbose && groups.length > 10)
    out.push(dim(style, `  … ${groups.length - 10} more kinds (--verbose lists them all)`));
  return out;
}

function tokenNote({ failures, errors }: Overview, invocation: Invocation, style: Style): string[] {
  const shown = [...failures, ...errors];
  if (invocation.mask.reveal || !shown.some(({ verdict }) => (verdict.failure?.exchanges.length ?? 0) > 0)) return [];
  return [
    '',
    dim(
      style,
      `Curl lines read the tokens from $${tokenVariable('admin')}, $${tokenVariable('reader')} and $${tokenVariable('outsider')} (set them, or rerun with --show-secrets).`,
    ),
  ];
}

function skipLines(result: RunResult, invocation: Invocation, style: Style, verbose: boolean): string[] {
  const skips = new Map<string, number>();
  for (const { verdict } of result.results) {
    if (verdict.status !== 'skip') continue;
    const reason = clip(invocation.mask.text(verdict.reason ?? ''));
    skips.set(reason, (skips.get(reason) ?? 0) + 1);
  }
  if (skips.size === 0) return [];
  const where = result.traffic !== undefined ? 'by this traffic' : 'on this target';
  const out = ['', yellow(style, `Skipped (not decided ${where}, never counted as passed):`)];
  const reasons = [...skips.entries()].sort((a, b) => b[1] - a[1]);
  for (const [reason, count] of verbose ? reasons : reasons.slice(0, 12))
    out.push(`  ${String(count).padStart(4)} × ${reason}`);
  if (!verbose && reasons.length > 12)
    out.push(dim(style, `  … ${reasons.length - 12} more reasons (--verbose lists them all)`));
  return out;
}

function tableLines({ sections, errors }: Overview, style: Style): string[] {
  const withErrors = errors.length > 0;
  const extra = withErrors ? '  err' : '';
  const out = [
    '',
    `${'Contract section'.padEnd(44)}  ${`MUST pass fail skip${extra}`.padStart(19)}   ${`SHOULD pass fail skip${extra}`.padStart(21)}`,
  ];
  for (const [section, counts] of sections)
    out.push(
      `${section.padEnd(44)}  ${' '.repeat(5)}${cell(style, counts.MUST, withErrors)}   ${' '.repeat(7)}${cell(style, counts.SHOULD, withErrors)}`,
    );
  return out;
}

function cleanupLines(result: RunResult, invocation: Invocation, style: Style): string[] {
  // Traffic is judged as it passes: nothing was created, nothing is to clean up.
  if (result.traffic !== undefined) return [];
  if (!result.cleanedUp)
    return [
      yellow(
        style,
        `--keep: the ${result.created} objects this run created (titles conformance-${result.runId}-…) and its changes are left on the target.`,
      ),
    ];
  if (result.leftovers.length === 0)
    return [
      result.tenant !== undefined
        ? `Cleanup: the run's tenant ${result.tenant}${result.tenantsApart ? ` and the ${result.tenantsApart} tenants of checks apart are` : ' is'} removed, with the ${result.created} objects this run created in ${result.tenantsApart ? 'them' : 'it'}.`
        : `Cleanup: the ${result.created} objects this run created are deleted and what it changed is restored (deleted spaces stay restorable for their 7-day window).`,
    ];
  return [
    yellow(style, `Cleanup left ${result.leftovers.length} things on the target:`),
    ...result.leftovers.map(
      (leftover) =>
        `  ${clip(leftover.path, 300)} (${leftover.operation}): ${clip(invocation.mask.text(leftover.reason), 1200)}`,
    ),
  ];
}

const count = (n: number): string => n.toLocaleString('en-US');

/**
 * Where the run's time went: requests, the round trips on its longest chain, the round trip and the concurrency
 * chosen from it; with --verbose the checks that took longest and those on the longest chain.
 */
function timingLines(result: RunResult, style: Style, verbose: boolean): string[] {
  const timing = result.timing;
  if (timing === undefined) return [];
  const lines = [`Time: ${timingSummary(timing)}`];
  if (!verbose || timing.slowest.length === 0) return lines;
  lines.push(dim(style, 'Slowest checks:'));
  for (const slow of timing.slowest)
    lines.push(
      dim(
        style,
        `  ${(slow.durationMs / 1000).toFixed(1)} s  ${slow.check} (${count(slow.requests)} requests, ${count(slow.chain)} round trips on its longest chain)`,
      ),
    );
  lines.push(dim(style, 'The longest chain (round trips of each check on it, first to last):'));
  for (const step of timing.path) lines.push(dim(style, `  ${String(count(step.chain)).padStart(5)}  ${step.check}`));
  return lines;
}

/** How often and how long the target throttled the run. */
function throttleLine(result: RunResult): string {
  const paused = result.timing?.throttled.pausedMs ?? 0;
  return `The target answered 429 (or 503 with Retry-After) ${count(result.throttled)} times; each request waited out its Retry-After and was sent again${paused > 0 ? `, and the whole run paused ${(paused / 1000).toFixed(1)} s where most answers were throttled` : ''}.`;
}

/** The closing lines: counts per level, the run's facts, coverage, baseline, 429s, cleanup, files, interruption. */
function factLines(
  result: RunResult,
  { byLevel, seconds, origin }: Overview,
  invocation: Invocation,
  style: Style,
  verbose: boolean,
): string[] {
  const out = [
    '',
    `${levelLine('MUST', byLevel.MUST)} · ${levelLine('SHOULD', byLevel.SHOULD)}`,
    `${result.results.length} requirements against ${clip(result.target, 300)} in ${seconds} s · ${origin} · run ${result.runId}`,
  ];
  const coverage = coverageSummary(result);
  if (coverage !== undefined) out.push(`Coverage: ${coverage}`);
  for (const line of baselineLines(result))
    out.push(/^\s*(expired|fixed \(fails)/.test(line) ? red(style, clip(line)) : clip(line));
  out.push(...timingLines(result, style, verbose));
  if (result.throttled > 0) out.push(yellow(style, throttleLine(result)));
  out.push(...seedLines(result, style));
  out.push(...cleanupLines(result, invocation, style));
  const spill = invocation.spill ?? invocation.mask.spill;
  if (spill.written.size > 0)
    out.push(dim(style, `Long parts of requests are in files under ${spill.dir} (curl reads them: @file, -K file).`));
  if (result.interrupted)
    out.push(red(style, 'INTERRUPTED: this report is partial; requirements not decided are marked skipped.'));
  if (result.stopped !== undefined)
    out.push(
      red(
        style,
        `STOPPED: ${clip(invocation.mask.text(result.stopped))}. This report is partial; requirements not decided are marked skipped.`,
      ),
    );
  return out;
}

export function prettyReport(result: RunResult, invocation: Invocation, style: Style, verbose: boolean): string {
  const view = overview(result, invocation);
  const out = [
    ...view.failures.flatMap((entry) => failureLines(entry, result, invocation, style, verbose)),
    ...groupLines(result, invocation, style, verbose),
    ...errorsSection(result, view, invocation, style, verbose),
    ...tokenNote(view, invocation, style),
    ...skipLines(result, invocation, style, verbose),
    ...tableLines(view, style),
    ...factLines(result, view, invocation, style, verbose),
  ];
  return `${out.join('\n')}\n`;
}
