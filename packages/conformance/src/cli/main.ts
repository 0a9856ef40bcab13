#!/usr/bin/env node
/** docs-api-conformance: `run` the suite against a server, `list` the requirement catalogue. */
import { writeFile } from 'node:fs/promises';
import { buildCatalogue, type Catalogue } from '../catalogue.js';
import { FixturesError, loadFixtures } from '../engine/fixtures.js';
import { runSuite, selectRequirements } from '../engine/runner.js';
import { TargetUnreachable } from '../engine/transport.js';
import { jsonReport } from '../reporters/json.js';
import { junitReport } from '../reporters/junit.js';
import { prettyReport, progressLine, type Style } from '../reporters/pretty.js';
import { passed, type Invocation } from '../reporters/summary.js';
import { parseArguments, UsageError, type Arguments } from './args.js';
import { helpText } from './help.js';

function list(catalogue: Catalogue, args: Arguments): number {
  const requirements = selectRequirements(catalogue, { profiles: args.profiles, only: args.only });
  if (args.json || args.reporter === 'json') {
    process.stdout.write(`${JSON.stringify(requirements, null, 2)}\n`);
    return 0;
  }
  const width = Math.max(...requirements.map((r) => r.id.length), 10);
  for (const r of requirements) {
    const needs = r.needs !== undefined ? ` (needs ${r.needs.join(', ')})` : '';
    process.stdout.write(`${r.id.padEnd(width)}  ${r.level.padEnd(6)}  ${r.profile.padEnd(15)}  ${r.statement}${needs}\n`);
  }
  const count = (level: string) => requirements.filter((r) => r.level === level).length;
  process.stdout.write(`\n${requirements.length} requirements: ${count('MUST')} MUST, ${count('SHOULD')} SHOULD\n`);
  return 0;
}

async function run(catalogue: Catalogue, args: Arguments): Promise<number> {
  const fixtures = await loadFixtures(args.fixtures ?? '', args.target);
  const seed = args.seed ?? Math.floor(Math.random() * 2 ** 31);
  const style: Style = { color: process.stdout.isTTY === true && process.env['NO_COLOR'] === undefined };
  const reportToStdout = args.reporter !== 'pretty' && args.out === undefined;
  const progress = reportToStdout ? process.stderr : process.stdout;
  const tty = progress.isTTY === true;
  const invocation: Invocation = { base: `docs-api-conformance run --target ${fixtures.baseUrl} --fixtures ${args.fixtures ?? ''}` };

  const result = await runSuite(catalogue, {
    fixtures,
    selection: { profiles: args.profiles, only: args.only },
    seed,
    ...(args.path !== undefined ? { path: args.path } : {}),
    ...(args.numRuns !== undefined ? { numRuns: args.numRuns } : {}),
    concurrency: args.concurrency,
    ...(args.timeBudgetMs !== undefined ? { timeBudgetMs: args.timeBudgetMs } : {}),
    reach: { otherBaseUrls: args.alsoTargets, maxStalenessMs: args.maxStalenessMs, ...(args.maxResponseTimeMs !== undefined ? { maxResponseTimeMs: args.maxResponseTimeMs } : {}) },
    onCheckDone(check, verdicts, done, total) {
      const line = progressLine(style, check, verdicts, done, total);
      const failed = verdicts.some((v) => v.status === 'fail' || v.status === 'error');
      if (tty) progress.write(`\r\u001b[2K${line}${failed || done === total ? '\n' : ''}`);
      else if (failed || done === total || done % 50 === 0) progress.write(`${line}\n`);
    },
  });

  if (args.reporter === 'pretty' || args.out !== undefined) process.stdout.write(prettyReport(result, invocation, style, args.verbose));
  if (args.reporter !== 'pretty') {
    const report = args.reporter === 'json' ? jsonReport(result, invocation) : junitReport(result, invocation);
    if (args.out !== undefined) {
      await writeFile(args.out, report);
      process.stdout.write(`${args.reporter} report written to ${args.out}\n`);
    } else {
      process.stdout.write(report);
    }
  }
  return passed(result, args.strict) ? 0 : 1;
}

async function main(argv: string[]): Promise<number> {
  let args: Arguments;
  try {
    args = parseArguments(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`docs-api-conformance: ${error.message}\nRun docs-api-conformance --help for usage.\n`);
    return 2;
  }
  if (args.command === 'help') {
    process.stdout.write(helpText);
    return 0;
  }
  const catalogue = buildCatalogue();
  if (args.command === 'list') return list(catalogue, args);
  try {
    return await run(catalogue, args);
  } catch (error) {
    if (error instanceof FixturesError || error instanceof TargetUnreachable) {
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
    process.stderr.write(`docs-api-conformance crashed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 2;
  },
);
