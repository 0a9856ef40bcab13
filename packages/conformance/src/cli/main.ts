#!/usr/bin/env node
/**
 * docs-api-conformance: `run` the suite against a server, `list` the requirement catalogue, `env` the tokens,
 * `init` a config file, `diff` two reports, `verify` a certification bundle, `mutate`: the suite's score on the
 * reference's behaviour mutants.
 */
import { writeFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { document } from '@docs-api/spec';
import { buildCatalogue, type Catalogue } from '../catalogue.js';
import {
  callers,
  FixturesError,
  loadFixtures,
  TEST_API_TOKEN_VARIABLE,
  tokenVariable,
  type Caller,
  type Fixtures,
} from '../engine/fixtures.js';
import { runSuite, selectRequirements, type RunOptions, type RunResult, type Selection } from '../engine/runner.js';
import { mergeSeeds, seedsFrom } from '../engine/seeds.js';
import { createRunTenant, TENANTS_PATH } from '../engine/tenant.js';
import { send, TargetUnreachable } from '../engine/transport.js';
import { TokenError, type TokenBroker } from '../engine/tokens.js';
import { BaselineError } from '../baseline/baseline.js';
import { ReportError } from '../baseline/diff.js';
import { findConfig, loadConfig } from '../config/load.js';
import { compare } from './commands/compare.js';
import { diff } from './commands/diff.js';
import { listText } from './commands/list.js';
import { init } from './commands/init.js';
import { mutate } from './commands/mutate.js';
import { proxy, replay } from './commands/traffic.js';
import { verify } from './commands/verify.js';
import { HarError } from '../proxy/har.js';
import { MutantsError } from '../mutate/mutants.js';
import { baselineStep, bundleStep, fixturesEnv, tokenBroker } from './run-extras.js';
import { renderers } from '../reporters/render.js';
import { Masker } from '../reporters/mask.js';
import { spillBeside } from '../reporters/spill.js';
import { prettyReport, progressLine, type Style } from '../reporters/pretty.js';
import { passed, type Invocation } from '../reporters/summary.js';
import { toolVersion, userAgent } from '../version.js';
import { parseArguments, selectionOf, UsageError, type Arguments } from './args.js';
import { helpText } from './help.js';
import { listenForInterrupt } from './interrupt.js';

/** Writes to stdout; a closed pipe (`list | head`) ends the output quietly. */
function out(text: string): void {
  process.stdout.write(text);
}
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw error;
});

const quote = (text: string): string => (/^[\w./:@%+=,-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`);

/** How this process was started, so that printed replay lines run as printed (from the repository root). */
function program(): string {
  if (process.env['npm_lifecycle_event'] === 'conformance') return 'pnpm conformance';
  const script = process.argv[1] ?? '';
  if (/node_modules\/\.bin\//.test(script) || process.env['npm_command'] === 'exec')
    return 'pnpm exec docs-api-conformance';
  const main = fileURLToPath(import.meta.url);
  const path = relative(process.cwd(), main);
  return `node ${quote(path.startsWith('.') || path.startsWith('/') ? path : `./${path}`)}`;
}

async function env(args: Arguments): Promise<number> {
  const fixtures = await loadFixtures(args.fixtures ?? '', args.target, await fixturesEnv(tokenBroker(args)));
  for (const caller of callers) out(`export ${tokenVariable(caller)}=${quote(fixtures.tokens[caller])}\n`);
  return 0;
}

/** Polls `/healthz`, then the base URL, until one answers (any status below 500) or the time is up. */
async function waitForTarget(fixtures: Pick<Fixtures, 'baseUrl'>, seconds: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  let last = 'no attempt';
  for (;;) {
    for (const url of [`${fixtures.baseUrl}/healthz`, `${fixtures.baseUrl}/`]) {
      try {
        const answer = await send({ method: 'GET', url, headers: { 'User-Agent': userAgent } }, 5000);
        if (answer.status < 500) return;
        last = `${url} answered ${answer.status}`;
      } catch (error) {
        last = (error as Error).message;
      }
    }
    if (Date.now() >= deadline)
      throw new TargetUnreachable(fixtures.baseUrl, new Error(`not ready within ${seconds} s (${last})`));
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

const render = renderers;

/** Where one seed's run works: the fixtures given, or a tenant of its own on the target (removed at its end). */
interface Workspace {
  fixtures: Fixtures;
  tenant?: RunOptions['tenant'];
}

/**
 * Without --fixtures: each run (one per seed) works in a tenant of its own on the target, removed whatever happens
 * (engine/tenant.ts).
 */
async function run(catalogue: Catalogue, args: Arguments): Promise<number> {
  const testApiToken = args.testApiToken || process.env[TEST_API_TOKEN_VARIABLE] || undefined;
  if (args.fixtures !== undefined) {
    const tokens = tokenBroker(args);
    const loaded = await loadFixtures(args.fixtures, args.target, await fixturesEnv(tokens));
    const fixtures = { ...loaded, ...args.fetchable, ...(testApiToken !== undefined ? { testApiToken } : {}) };
    return runWith(catalogue, args, () => Promise.resolve({ fixtures }), tokens);
  }
  const target = { baseUrl: (args.target ?? '').replace(/\/+$/, '') };
  if (args.waitForTargetSeconds !== undefined) await waitForTarget(target, args.waitForTargetSeconds);
  // The run's cleanup is the tenant's removal (its report says what was left); here only if the run never got there.
  const made: { id: string; remove: () => Promise<string | undefined>; removed: () => boolean }[] = [];
  const open = async (): Promise<Workspace> => {
    const tenant = await createRunTenant(target.baseUrl, args.headers, testApiToken);
    const id = tenant.fixtures.tenantId ?? '';
    let removal: Promise<string | undefined> | undefined;
    const remove = () => (removal ??= tenant.remove());
    made.push({ id, remove, removed: () => removal !== undefined });
    // The tenant's own tokens: token providers of the config file are for targets without a test API.
    return { fixtures: { ...tenant.fixtures, ...args.fetchable }, tenant: { id, remove, more: {} } };
  };
  try {
    return await runWith(catalogue, args, open, undefined);
  } finally {
    for (const { id, remove, removed } of made) {
      if (args.keep) {
        process.stderr.write(
          `docs-api-conformance: --keep: the run's tenant ${id} is left on the target (DELETE ${TENANTS_PATH}/${id} removes it)\n`,
        );
      } else if (!removed()) {
        const left = await remove();
        if (left !== undefined) process.stderr.write(`docs-api-conformance: ${left}\n`);
      }
    }
  }
}

/** What every seed's run of one `run` command shares. */
interface RunCommand {
  catalogue: Catalogue;
  args: Arguments;
  selection: Selection;
  tokens: TokenBroker | undefined;
  /** Aborted by SIGINT or SIGTERM. */
  signal: AbortSignal;
  mask: Masker;
  output: Output;
}

/** Where a run's output goes. */
interface Output {
  style: Style;
  /** Whether the pretty report goes to stdout: no other report goes there. */
  pretty: boolean;
  /** Where the progress goes: stderr when a report goes to stdout. */
  progress: NodeJS.WriteStream;
}

/** Where the output goes, from the reporters given and whether stdout is a terminal (NO_COLOR respected). */
function outputOf(args: Arguments): Output {
  const toStdout = args.reporters.find((r) => r.name !== 'pretty' && r.out === undefined);
  return {
    style: { color: process.stdout.isTTY === true && process.env['NO_COLOR'] === undefined },
    pretty: toStdout === undefined,
    progress: toStdout !== undefined ? process.stderr : process.stdout,
  };
}

/** The command line that runs the same again, printed with every failure (secrets masked). */
function invocationOf(args: Arguments, fixtures: Fixtures, mask: Masker): Invocation {
  const extra = [
    ...Object.entries(args.headers).map(([name, value]) => `--header ${quote(`${name}: ${value}`)}`),
    ...(args.allowDestructive ? ['--allow-destructive'] : []),
    ...(args.configFile !== undefined ? [`--config ${quote(args.configFile)}`] : []),
  ];
  return {
    base: mask.text(
      `${program()} run --target ${quote(fixtures.baseUrl)}${args.fixtures !== undefined ? ` --fixtures ${quote(args.fixtures)}` : ''}${extra.length > 0 ? ` ${extra.join(' ')}` : ''}`,
    ),
    mask,
    strict: args.strict,
    strictErrors: args.strictErrors,
  };
}

/** Runs the selection on each seed, then writes the reports; the exit code. */
async function runWith(
  catalogue: Catalogue,
  args: Arguments,
  open: () => Promise<Workspace>,
  tokens: TokenBroker | undefined,
): Promise<number> {
  const selection = selectionOf(args);
  if (selectRequirements(catalogue, selection).length === 0) {
    process.stderr.write(
      'docs-api-conformance: the selection is empty: no requirement matches the --profile, --only, --exclude and --operation given (see `list`)\n',
    );
    return 2;
  }
  const first = await open();
  const { fixtures } = first;
  if (args.waitForTargetSeconds !== undefined) await waitForTarget(fixtures, args.waitForTargetSeconds);
  const seed = args.seed ?? Math.floor(Math.random() * 2 ** 31);
  const output = outputOf(args);
  const mask = new Masker(fixtures, args.showSecrets);
  tokens?.onToken((caller, token) => {
    fixtures.tokens[caller] = token;
    mask.addToken(caller, token);
  });
  const invocation = invocationOf(args, fixtures, mask);
  const interruption = listenForInterrupt('stopping the checks, cleaning up and writing a partial report');
  const command: RunCommand = { catalogue, args, selection, tokens, signal: interruption.signal, mask, output };
  const result = await runSeeds(command, first, open, seed);
  await report(command, result, invocation, fixtures);
  if (result.interrupted) return interruption.code() || 130;
  return passed(result, args.strict, args.strictErrors) ? 0 : 1;
}

/** --seeds: the same selection on each seed (each in a workspace of its own), one result naming what varied. */
async function runSeeds(
  command: RunCommand,
  first: Workspace,
  open: () => Promise<Workspace>,
  seed: number,
): Promise<RunResult> {
  const results: RunResult[] = [];
  for (const [index, each] of seedsFrom(seed, command.args.seeds ?? 1).entries()) {
    if (command.signal.aborted) break;
    const workspace = index === 0 ? first : await open();
    for (const [caller, token] of Object.entries(workspace.fixtures.tokens))
      command.mask.addToken(caller as Caller, token);
    results.push(await runSuite(command.catalogue, suiteOptions(command, workspace, each)));
  }
  return results.length === 1 && results[0] !== undefined ? results[0] : mergeSeeds(results);
}

/** The options of one seed's run, from the command line. */
function suiteOptions(command: RunCommand, workspace: Workspace, seed: number): RunOptions {
  const { args, tokens } = command;
  return {
    fixtures: workspace.fixtures,
    selection: command.selection,
    seed,
    ...(args.path !== undefined ? { path: args.path } : {}),
    ...(args.numRuns !== undefined ? { numRuns: args.numRuns } : {}),
    ...(args.concurrency !== undefined ? { concurrency: args.concurrency } : {}),
    ...(args.tenantPerCheck !== undefined ? { tenantPerCheck: args.tenantPerCheck } : {}),
    transport: {
      headers: args.headers,
      ...(args.timeoutMs !== undefined ? { timeoutMs: args.timeoutMs } : {}),
      ...(args.rate !== undefined ? { rate: args.rate } : {}),
    },
    keep: args.keep,
    ...(workspace.tenant !== undefined ? { tenant: workspace.tenant } : {}),
    overrides: args.settings,
    ...(tokens !== undefined ? { tokens } : {}),
    allowDestructive: args.allowDestructive,
    signal: command.signal,
    ...(args.timeBudgetMs !== undefined ? { timeBudgetMs: args.timeBudgetMs } : {}),
    reach: {
      otherBaseUrls: args.alsoTargets,
      maxStalenessMs: args.maxStalenessMs,
      ...(args.maxResponseTimeMs !== undefined ? { maxResponseTimeMs: args.maxResponseTimeMs } : {}),
    },
    onCheckDone: progressPrinter(command),
  };
}

/**
 * One progress line per check: on a terminal rewritten in place and kept when something failed; otherwise printed
 * when something failed, at the end, and every hundred requirements or so.
 */
function progressPrinter({ mask, output }: RunCommand): NonNullable<RunOptions['onCheckDone']> {
  const { style, progress } = output;
  const tty = progress.isTTY === true;
  return (check, verdicts, done, total) => {
    const line = mask.text(progressLine(style, check, verdicts, done, total));
    const failed = verdicts.some((v) => v.status === 'fail' || v.status === 'error');
    if (tty) progress.write(`\r\u001b[2K${line}${failed || done === total ? '\n' : ''}`);
    else if (failed || done === total || done % 100 < verdicts.length) progress.write(`${line}\n`);
  };
}

/** The baseline applied, the reports written (the pretty one unless another goes to stdout), the bundle written. */
async function report(
  command: RunCommand,
  result: RunResult,
  invocation: Invocation,
  fixtures: Fixtures,
): Promise<void> {
  const { catalogue, args, output } = command;
  const notes = process.stdout === output.progress ? process.stdout : process.stderr;
  const baselineNote = await baselineStep(result, args);
  if (baselineNote !== undefined) notes.write(baselineNote);
  if (output.pretty) out(prettyReport(result, invocation, output.style, args.verbose));
  for (const reporter of args.reporters) {
    if (reporter.name === 'pretty') continue;
    if (reporter.out === undefined) {
      out(render[reporter.name](result, invocation));
    } else {
      // Long parts of its curl lines go beside the report (reporters/spill.ts).
      await writeFile(reporter.out, render[reporter.name](result, { ...invocation, spill: spillBeside(reporter.out) }));
      (output.pretty ? process.stdout : process.stderr).write(`${reporter.name} report written to ${reporter.out}\n`);
    }
  }
  const bundleNote = await bundleStep(catalogue, result, invocation, args, fixtures);
  if (bundleNote !== undefined) notes.write(bundleNote);
}

async function main(argv: string[]): Promise<number> {
  let args: Arguments;
  try {
    args = parseArguments(argv, (given) => {
      const file = findConfig(given);
      return file === undefined ? undefined : loadConfig(file);
    });
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`docs-api-conformance: ${error.message}\nRun docs-api-conformance --help for usage.\n`);
    return 2;
  }
  if (args.command === 'help') {
    out(helpText);
    return 0;
  }
  if (args.command === 'version') {
    out(`docs-api-conformance ${toolVersion} (API spec ${document.info.version})\n`);
    return 0;
  }
  if (args.command === 'init') {
    const { code, message } = await init();
    (code === 0 ? process.stdout : process.stderr).write(message);
    return code;
  }
  const catalogue = buildCatalogue();
  try {
    if (args.command === 'list') {
      out(listText(catalogue, args));
      return 0;
    }
    if (args.command === 'env') return await env(args);
    if (args.command === 'diff' || args.command === 'verify') {
      const [first = '', second = ''] = args.positionals;
      const { code, output } =
        args.command === 'diff' ? await diff(first, second, args.format) : await verify(first, catalogue);
      out(output);
      return code;
    }
    if (args.command === 'proxy') return await proxy(catalogue, args, program());
    if (args.command === 'replay') return await replay(catalogue, args, program());
    if (args.command === 'compare') return await compare(catalogue, args);
    if (args.command === 'mutate') return await mutate(catalogue, args, program());
    return await run(catalogue, args);
  } catch (error) {
    if (
      error instanceof FixturesError ||
      error instanceof TargetUnreachable ||
      error instanceof TokenError ||
      error instanceof BaselineError ||
      error instanceof ReportError ||
      error instanceof HarError ||
      error instanceof MutantsError
    ) {
      process.stderr.write(`docs-api-conformance: ${error.message}\n`);
      return 2;
    }
    throw error;
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(
      `docs-api-conformance crashed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exitCode = 2;
  },
);
