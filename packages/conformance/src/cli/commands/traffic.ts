/**
 * `proxy` and `replay`: real traffic judged against the contract (src/proxy). While the proxy runs, one line per
 * violation on stderr (pretty on a terminal, JSON lines otherwise) and `GET /__proxy/report`; at the end (SIGINT,
 * SIGTERM, --duration, --max-requests) the reports of `run`, a HAR file, and the exit code of --fail-on.
 */
import { writeFile } from 'node:fs/promises';
import type { Catalogue } from '../../catalogue.js';
import { callers, loadFixtures, tokenVariable, type Fixtures } from '../../engine/fixtures.js';
import type { RunResult } from '../../engine/runner.js';
import type { Arguments } from '../../options/flags.js';
import { HarRecorder, readHar } from '../../proxy/har.js';
import { planReplay, replay as replayHar } from '../../proxy/replay.js';
import { compareReplay } from './compare.js';
import { startContractProxy } from '../../proxy/server.js';
import { TrafficJudge, type Side, type Violation } from '../../proxy/traffic.js';
import { clip, jsonEscape, MAX_LINE } from '../../reporters/clip.js';
import { Masker } from '../../reporters/mask.js';
import { prettyReport, type Style } from '../../reporters/pretty.js';
import { renderers } from '../../reporters/render.js';
import { spillBeside } from '../../reporters/spill.js';
import type { Invocation } from '../../reporters/summary.js';

const noTokens = { tokens: { admin: '', reader: '', outsider: '' } };

/** A violation's long texts (its URL, its message) cut so that its printed line stays short (reporters/clip.ts). */
function quieted(violation: Violation): Violation {
  const short = {
    ...violation,
    url: clip(violation.url, 200, jsonEscape),
    rule: clip(violation.rule, 300, jsonEscape),
  };
  const rest = JSON.stringify({ ...short, message: '' }).length;
  return { ...short, message: clip(violation.message, Math.max(100, MAX_LINE - rest - 10), jsonEscape) };
}

/** One violation as printed while the traffic flows (one JSON line, or a few pretty ones). */
export function violationLine(raw: Violation, pretty: boolean): string {
  const violation = quieted(raw);
  if (!pretty) return `${JSON.stringify(violation)}\n`;
  const color = process.env['NO_COLOR'] === undefined;
  const red = (text: string) => (color ? `\u001b[31m${text}\u001b[0m` : text);
  const dim = (text: string) => (color ? `\u001b[2m${text}\u001b[0m` : text);
  const who = violation.side === 'request' ? 'client bug' : 'server bug';
  const status = violation.status === 0 ? 'refused' : String(violation.status);
  return [
    `${red('✗')} ${violation.id} ${dim(`(${violation.side}: ${who})`)} ${violation.method} ${violation.url} → ${status}`,
    `    ${violation.message}`,
    dim(`    rule: ${violation.rule}`),
    dim(`    ${violation.curl}`),
    '',
  ].join('\n');
}

/** The callers' tokens of the DOCS_API_TOKEN_* variables (a replay without --fixtures). */
function tokensOfEnvironment(): Partial<Fixtures['tokens']> {
  return Object.fromEntries(
    callers.flatMap((caller) => {
      const token = process.env[tokenVariable(caller)];
      return token === undefined || token === '' ? [] : [[caller, token]];
    }),
  );
}

async function fixturesOf(args: Arguments): Promise<Fixtures | undefined> {
  return args.fixtures === undefined ? undefined : loadFixtures(args.fixtures, args.target, process.env);
}

/** The fixtures given (--fixtures), the masker of their secrets, and a judge that prints each violation on stderr. */
async function judgeOfTraffic(
  catalogue: Catalogue,
  args: Arguments,
): Promise<{ fixtures: Fixtures | undefined; mask: Masker; judge: TrafficJudge }> {
  const fixtures = await fixturesOf(args);
  const mask = new Masker(fixtures ?? noTokens, args.showSecrets);
  const pretty = process.stderr.isTTY === true;
  const judge = new TrafficJudge(catalogue, {
    mask,
    onViolation: (violation) => process.stderr.write(violationLine(violation, pretty)),
  });
  return { fixtures, mask, judge };
}

/** Writes the reports of `--reporter` (pretty to stdout unless another report goes there) and says where. */
async function writeReports(result: RunResult, invocation: Invocation, args: Arguments): Promise<void> {
  const style: Style = { color: process.stdout.isTTY === true && process.env['NO_COLOR'] === undefined };
  const toStdout = args.reporters.find((r) => r.name !== 'pretty' && r.out === undefined);
  if (toStdout === undefined) process.stdout.write(prettyReport(result, invocation, style, args.verbose));
  for (const reporter of args.reporters) {
    if (reporter.name === 'pretty') continue;
    if (reporter.out === undefined) process.stdout.write(renderers[reporter.name](result, invocation));
    else {
      await writeFile(
        reporter.out,
        renderers[reporter.name](result, { ...invocation, spill: spillBeside(reporter.out) }),
      );
      process.stderr.write(`${reporter.name} report written to ${reporter.out}\n`);
    }
  }
}

function summaryLine(judge: TrafficJudge): string {
  const report = judge.snapshot();
  return `docs-api-conformance: ${report.exchanges} exchanges (${report.unjudged} outside the contract, ${report.refused} refused), ${report.violations.request} request violations (client), ${report.violations.response} response violations (server)\n`;
}

/** `proxy --target <url>`: runs until a signal, --duration or --max-requests; the exit code of --fail-on. */
export async function proxy(catalogue: Catalogue, args: Arguments, program: string): Promise<number> {
  const target = args.target ?? '';
  const { fixtures, mask, judge } = await judgeOfTraffic(catalogue, args);
  const har = args.har !== undefined ? new HarRecorder(mask, fixtures) : undefined;
  let finish: (reason: string) => void = () => undefined;
  const finished = new Promise<string>((resolve) => (finish = resolve));
  let exchanges = 0;
  const running = await startContractProxy({
    target,
    judge,
    mode: args.mode,
    port: args.port,
    host: args.host,
    ...(args.ignore.length > 0 ? { ignore: args.ignore } : {}),
    rewriteHost: args.rewriteHost,
    onExchange(exchange, timings) {
      har?.add(exchange, timings);
      exchanges += 1;
      if (args.maxRequests !== undefined && exchanges >= args.maxRequests) finish(`${exchanges} exchanges`);
    },
  });
  process.stderr.write(
    `docs-api-conformance proxy (${args.mode}) listening on ${running.url} → ${target}; report at ${running.url}/__proxy/report; Ctrl-C to stop and report\n`,
  );
  const onSignal = (signal: NodeJS.Signals) => finish(signal);
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  const timer =
    args.durationSeconds !== undefined
      ? setTimeout(() => finish(`${args.durationSeconds} s`), args.durationSeconds * 1000)
      : undefined;
  const reason = await finished;
  if (timer !== undefined) clearTimeout(timer);
  process.off('SIGINT', onSignal);
  process.off('SIGTERM', onSignal);
  // stop() waits for the exchanges still being judged.
  await running.stop();
  process.stderr.write(`docs-api-conformance: proxy stopped (${reason})\n${summaryLine(judge)}`);
  const invocation: Invocation = { base: mask.text(`${program} proxy --target ${target}`), mask };
  await writeReports(judge.result(target), invocation, args);
  if (har !== undefined && args.har !== undefined) {
    await writeFile(args.har, `${JSON.stringify(har.har(), null, 2)}\n`);
    process.stderr.write(`HAR written to ${args.har}\n`);
  }
  return judge.failed(args.failOn as Side | 'any' | 'none') ? 1 : 0;
}

/** `replay <file.har> --target <url> [--fixtures <file>]`: the HAR's requests sent again and judged the same way. */
export async function replay(catalogue: Catalogue, args: Arguments, program: string): Promise<number> {
  const target = args.target ?? '';
  const [file = ''] = args.positionals;
  if (args.against !== undefined) return compareReplay(catalogue, args, file);
  const { fixtures, mask, judge } = await judgeOfTraffic(catalogue, args);
  const tokens = fixtures?.tokens ?? tokensOfEnvironment();
  const plan = planReplay(await readHar(file), file, tokens, args.ignore.length > 0 ? args.ignore : undefined);
  const left = Object.entries(plan.skipped).filter(([, n]) => n > 0);
  if (left.length > 0)
    process.stderr.write(
      `docs-api-conformance: not sent: ${left.map(([why, n]) => `${n} entries ${why}`).join(', ')}\n`,
    );
  await replayHar(plan.entries, {
    target,
    judge,
    tokens,
    ...(args.ignore.length > 0 ? { ignore: args.ignore } : {}),
    ...(args.timeoutMs !== undefined ? { timeoutMs: args.timeoutMs } : {}),
  });
  process.stderr.write(summaryLine(judge));
  const invocation: Invocation = { base: mask.text(`${program} replay ${file} --target ${target}`), mask };
  await writeReports(judge.result(target), invocation, args);
  return judge.failed(args.failOn as Side | 'any' | 'none') ? 1 : 0;
}
