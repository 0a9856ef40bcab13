/**
 * `compare --target <a> --against <b>`: the suite's requests (its checks, one seed) sent to both servers, their answers
 * compared and each difference judged by the contract (src/compare). `replay <file.har> --target <a> --against <b>`
 * does the same with a HAR's requests. Reports as for `run`; the exit code of `--fail-on`.
 */
import { writeFile } from 'node:fs/promises';
import { loadBaseline, writeBaseline } from '../../baseline/baseline.js';
import type { Catalogue } from '../../catalogue.js';
import { acceptDifferences, acceptedAfter } from '../../compare/accepted.js';
import { Comparison, type CompareResult, type ComparedSide } from '../../compare/comparison.js';
import { MirroredTransport } from '../../compare/mirror.js';
import { compareFailed, compareRenderers, prettyCompare } from '../../compare/report.js';
import { callers, loadFixtures, TEST_API_TOKEN_VARIABLE, type Fixtures } from '../../engine/fixtures.js';
import { runSuite } from '../../engine/runner.js';
import { createRunTenant } from '../../engine/tenant.js';
import { Transport, type TransportOptions } from '../../engine/transport.js';
import type { Arguments } from '../../options/flags.js';
import { readHar, replayRequest } from '../../proxy/har.js';
import { planReplay } from '../../proxy/replay.js';
import { Masker } from '../../reporters/mask.js';
import { selectionOf } from '../args.js';
import { listenForInterrupt } from '../interrupt.js';

/** One side of a comparison: its fixtures, and its tenant's removal when the comparison made one. */
interface Side {
  fixtures: Fixtures;
  tenant?: { id: string; remove(): Promise<string | undefined> };
}

/** A side's fixtures (`--fixtures`, `--against-fixtures`), or a tenant of its own on a target with the test API. */
async function openSide(
  target: string | undefined,
  fixturesFile: string | undefined,
  testApiToken: string | undefined,
  args: Arguments,
): Promise<Side> {
  if (fixturesFile !== undefined) {
    const fixtures = await loadFixtures(fixturesFile, target, process.env);
    return { fixtures: { ...fixtures, ...args.fetchable, ...(testApiToken !== undefined ? { testApiToken } : {}) } };
  }
  const tenant = await createRunTenant((target ?? '').replace(/\/+$/, ''), args.headers, testApiToken);
  const id = tenant.fixtures.tenantId ?? '';
  let removal: Promise<string | undefined> | undefined;
  return {
    fixtures: { ...tenant.fixtures, ...args.fetchable },
    tenant: { id, remove: () => (removal ??= tenant.remove()) },
  };
}

const described = (side: Side): ComparedSide => ({
  target: side.fixtures.baseUrl,
  ...(side.tenant !== undefined ? { tenant: side.tenant.id } : {}),
});

/** A masker of both sides' secrets (each side's curl lines name its own tokens by the same variables). */
function maskerOf(a: Fixtures, b: Fixtures, reveal: boolean): Masker {
  const mask = new Masker(a, reveal);
  for (const caller of callers) if (b.tokens[caller] !== '') mask.addToken(caller, b.tokens[caller]);
  if (b.testApiToken !== undefined && b.testApiToken !== a.testApiToken) mask.addTestApiToken(b.testApiToken);
  return mask;
}

const transportOptions = (args: Arguments): TransportOptions => ({
  headers: args.headers,
  ...(args.timeoutMs !== undefined ? { timeoutMs: args.timeoutMs } : {}),
  ...(args.rate !== undefined ? { rate: args.rate } : {}),
});

/** `compare`: runs the selection against `a`, every request mirrored to `b`. */
export async function compare(catalogue: Catalogue, args: Arguments): Promise<number> {
  const testApiToken = args.testApiToken || process.env[TEST_API_TOKEN_VARIABLE] || undefined;
  const againstToken = args.againstTestApiToken ?? testApiToken;
  const a = await openSide(args.target, args.fixtures, testApiToken, args);
  let b: Side | undefined;
  try {
    b = await openSide(args.against, args.againstFixtures, againstToken, args);
    const mask = maskerOf(a.fixtures, b.fixtures, args.showSecrets);
    const comparison = new Comparison(catalogue, { a: a.fixtures, b: b.fixtures }, mask);
    const other = new Transport(transportOptions(args));
    const seed = args.seed ?? Math.floor(Math.random() * 2 ** 31);
    const interruption = listenForInterrupt('stopping the checks, cleaning up and writing a partial report');
    const progress = process.stderr;
    const run = await runSuite(catalogue, {
      fixtures: a.fixtures,
      selection: selectionOf(args),
      seed,
      ...(args.numRuns !== undefined ? { numRuns: args.numRuns } : {}),
      ...(args.concurrency !== undefined ? { concurrency: args.concurrency } : {}),
      transport: transportOptions(args),
      transportOf: (options, timeline) => new MirroredTransport(options, timeline, other, comparison),
      keep: args.keep,
      ...(a.tenant !== undefined ? { tenant: a.tenant } : {}),
      allowDestructive: args.allowDestructive,
      signal: interruption.signal,
      onCheckDone: (_check, _verdicts, done, total) => {
        if (done % 250 < _verdicts.length || done === total)
          progress.write(`compare: ${done}/${total} requirements, ${comparison.differenceCount} differences so far\n`);
      },
    });
    const result = comparison.result({ kind: 'run', seed }, { a: described(a), b: described(b) });
    const count = (status: string) => run.results.filter(({ verdict }) => verdict.status === status).length;
    result.run = { passed: count('pass'), failed: count('fail'), errors: count('error'), skipped: count('skip') };
    const code = await reportComparison(result, args);
    return run.interrupted ? interruption.code() || 130 : code;
  } finally {
    for (const side of [a, b]) {
      if (side?.tenant === undefined || args.keep) continue;
      const left = await side.tenant.remove();
      if (left !== undefined) process.stderr.write(`docs-api-conformance: ${left}\n`);
    }
  }
}

/** The tokens of a replay side: its fixtures file, else the DOCS_API_TOKEN_* variables. */
async function replaySide(target: string, fixturesFile: string | undefined): Promise<Fixtures> {
  if (fixturesFile !== undefined) return loadFixtures(fixturesFile, target, process.env);
  const token = (caller: string) => process.env[`DOCS_API_TOKEN_${caller.toUpperCase()}`] ?? '';
  return {
    baseUrl: target.replace(/\/+$/, ''),
    organizationId: '',
    otherOrganizationId: '',
    tokens: { admin: token('admin'), reader: token('reader'), outsider: token('outsider') },
  };
}

const filled = (tokens: Fixtures['tokens']) =>
  Object.fromEntries(Object.entries(tokens).filter(([, token]) => token !== '')) as Partial<Fixtures['tokens']>;

/**
 * `replay <file.har> --target <a> --against <b>`: each HAR request sent to `a` as `replay` sends it (its ids must be
 * `a`'s), then to `b` with what `b` made for the same things (learnt from the fixtures and the answers so far).
 */
export async function compareReplay(catalogue: Catalogue, args: Arguments, file: string): Promise<number> {
  const a = await replaySide(args.target ?? '', args.fixtures);
  const b = await replaySide(args.against ?? '', args.againstFixtures ?? args.fixtures);
  const ignore = args.ignore.length > 0 ? args.ignore : undefined;
  const plan = planReplay(await readHar(file), file, filled(a.tokens), ignore);
  const comparison = new Comparison(catalogue, { a, b }, maskerOf(a, b, args.showSecrets));
  const transport = new Transport(transportOptions(args));
  for (const entry of plan.entries) {
    const toA = replayRequest(entry, a.baseUrl, filled(a.tokens));
    const toB = comparison.translate(toA);
    const answerA = await transport.send(toA);
    const answerB = await transport
      .send(toB)
      .catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))));
    comparison.record(toA, answerA, toB, answerB);
  }
  const result = comparison.result({ kind: 'replay', file }, { a: { target: a.baseUrl }, b: { target: b.baseUrl } });
  result.skipped = plan.skipped;
  return reportComparison(result, args);
}

/** Applies the baseline, writes the reports and returns the exit code of `--fail-on`. */
async function reportComparison(result: CompareResult, args: Arguments): Promise<number> {
  if (args.baseline !== undefined) {
    const entries = await loadBaseline(args.baseline, args.updateBaseline);
    if (args.updateBaseline) {
      const after = acceptedAfter(result, entries);
      await writeBaseline(args.baseline, after);
      process.stderr.write(`baseline written to ${args.baseline} (${after.length} entries)\n`);
      acceptDifferences(result, after);
    } else {
      const expired = acceptDifferences(result, entries);
      for (const entry of expired)
        process.stderr.write(
          `docs-api-conformance: baseline entry ${entry.id} expired on ${entry.expires ?? ''}: it accepts nothing\n`,
        );
    }
  }
  const toStdout = args.reporters.find((r) => r.name !== 'pretty' && r.out === undefined);
  const color = process.stdout.isTTY === true && process.env['NO_COLOR'] === undefined;
  if (toStdout === undefined) process.stdout.write(prettyCompare(result, color, args.verbose));
  for (const reporter of args.reporters) {
    if (reporter.name === 'pretty') continue;
    const text = compareRenderers[reporter.name](result);
    if (reporter.out === undefined) process.stdout.write(text);
    else {
      await writeFile(reporter.out, text);
      process.stderr.write(`${reporter.name} report written to ${reporter.out}\n`);
    }
  }
  const failOn = args.failOn === 'violation' || args.failOn === 'none' ? args.failOn : 'difference';
  return compareFailed(result, failOn) ? 1 : 0;
}
