/**
 * `docs-api-server serve`: starts the reference server with what its flags say (serve-options.ts), prints the
 * banner, writes the URL file, and runs until a signal stops it.
 */
import { renameSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { start, type RunningServer, type StartOptions } from '../../server.js';
import type { FlagValues } from '../flags.js';
import { printFixtures, shownDatabase, untilSignalled } from '../lifecycle.js';
import { serveOptions, type ServeOptions } from './serve-options.js';

/** Writes the URL to `path` whole: a harness polling for the file never reads half of it. */
function writeUrlFile(path: string, url: string): void {
  const target = resolve(path);
  const partial = `${target}.${process.pid}.tmp`;
  writeFileSync(partial, `${url}\n`);
  renameSync(partial, target);
}

/** A person at a terminal reads lines; anything else (a file, a log collector) gets JSON. */
async function logDestination(): Promise<Pick<StartOptions, 'logDestination'>> {
  if (!process.stdout.isTTY) return {};
  const { PinoPretty } = await import('pino-pretty');
  return { logDestination: PinoPretty({ colorize: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' }) };
}

/** The metrics listener of the flags, if any. */
function metricsOf(
  values: FlagValues,
  options: ServeOptions,
): Pick<StartOptions, 'metricsPort' | 'metricsHost' | 'metricsPortOptional'> {
  // A test stand-in serves metrics only when asked: two of them on one machine would compete for 9464.
  if (values['no-metrics'] || (options.testApi && values['metrics-port'] === undefined)) return {};
  return {
    metricsPort: options.metricsPort,
    metricsHost: values['metrics-host'],
    metricsPortOptional: values['metrics-port'] === undefined,
  };
}

/** What `start` is given. */
async function startOptions(values: FlagValues, options: ServeOptions): Promise<StartOptions> {
  const { seed, rateLimit, faults, fixturesOut } = options;
  return {
    port: options.port,
    host: values.host,
    databaseUrl: values['database-url'],
    testApi: options.testApi,
    ...(values['test-api-token'] !== undefined ? { testApiToken: values['test-api-token'] } : {}),
    allowPrivateNetwork: values['allow-private-network'],
    trustProxy: values['trust-proxy'],
    ...(rateLimit !== undefined ? { rateLimit } : {}),
    ...(faults !== undefined ? { faults } : {}),
    journalSize: options.journalSize,
    logLevel: values['log-level'],
    shutdownTimeoutMs: options.shutdownSeconds * 1000,
    optimizeWasm: values['optimize-wasm'],
    ...metricsOf(values, options),
    corsOrigin: options.corsOrigin,
    ...(await logDestination()),
    ...(values['public-url'] !== undefined ? { publicUrl: values['public-url'] } : {}),
    ...(seed !== undefined ? { seed } : {}),
    ...(fixturesOut !== undefined ? { fixturesOut: resolve(fixturesOut) } : {}),
  };
}

/** The banner: where the server, its database, its docs and metrics are, and what it was started with. */
function printBanner(server: RunningServer, values: FlagValues, options: ServeOptions): void {
  const { fixturesOut, rateLimit, faults } = options;
  console.log(`Docs Workspace Management API reference server at ${server.url}`);
  console.log(`  database:     ${shownDatabase(values['database-url'])}`);
  console.log(`  API docs:     ${server.url}/docs   (spec: ${server.url}/openapi.json)`);
  if (server.metricsUrl !== undefined) console.log(`  metrics:      ${server.metricsUrl}`);
  if (server.fixtures !== undefined) printFixtures(server.fixtures, server.url, fixturesOut);
  if (server.world !== undefined) {
    console.log(
      `  seeded:       ${values.seed ?? ''} (${Object.keys(server.world.users).length} users' tokens in the fixtures)`,
    );
    if (fixturesOut !== undefined) console.log(`  fixtures:     ${resolve(fixturesOut)}`);
  }
  if (rateLimit !== undefined)
    console.log(`  rate limit:   ${rateLimit.limit} requests per ${rateLimit.windowMs / 1000} s per client`);
  console.log(
    options.testApi
      ? `  test API:     on (${server.url}/__test, document at ${server.url}/__test/openapi.json${values['test-api-token'] !== undefined ? '; token required' : ''})`
      : '  test API:     off (serve --test-api to mount /__test)',
  );
  if (faults !== undefined) console.log(`  fault rules:  ${faults.length} from ${resolve(values.faults ?? '')}`);
}

/** `serve`: resolves with the exit code once the server has stopped (2: a seed file the API refuses). */
export async function serve(values: FlagValues, argv: string[]): Promise<number> {
  const options = await serveOptions(values, argv);
  const { seedFiles } = options;
  const server = await start(await startOptions(values, options)).catch((error: unknown) => {
    // A seed file the API refuses (a reference, a rule of the contract): the file's fault, not the server's.
    if (seedFiles === undefined || !(error instanceof seedFiles.SeedError)) throw error;
    console.error(`${values.seed ?? ''}: ${error.message}`);
    return undefined;
  });
  if (server === undefined) return 2;
  if (values['url-file'] !== undefined) writeUrlFile(values['url-file'], server.url);
  printBanner(server, values, options);
  return untilSignalled(server.stop, options.shutdownSeconds);
}
