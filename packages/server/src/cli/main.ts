#!/usr/bin/env node
/** docs-api-server: serve the reference API, or apply migrations. */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { defaultConfig, isPostgresUrl } from '../config.js';
import { openDatabase } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { useBaselineWasmCompiler } from '../db/wasm-tiering.js';
import type { RateLimitConfig } from '../http/rate-limit.js';
import { start, type StartOptions } from '../server.js';
import type { FaultRuleInput } from '../test-api/fault-rules.js';
import { printFixtures, untilSignalled } from './lifecycle.js';

const DEFAULT_METRICS_PORT = 9464;

const usage = `Usage:
  docs-api-server serve [--port 4000] [--host 127.0.0.1] [--database-url <url>] [--seed demo|<file>]
                        [--fixtures-out <file>] [--url-file <file>] [--public-url <url>]
                        [--test-api [--test-api-token <t>]]
                        [--log-level info]
                        [--allow-private-network] [--trust-proxy] [--rate-limit <n>/<window>]
                        [--cors-origin <origin,…>] [--faults <rules.json>] [--journal-size 1000]
                        [--shutdown-timeout 25] [--metrics-port 9464] [--metrics-host 127.0.0.1] [--no-metrics]
                        [--optimize-wasm]
  docs-api-server migrate [--database-url <url>]
  docs-api-server --version

Environment (a flag wins over its variable): PORT, HOST, DATABASE_URL, PUBLIC_URL, LOG_LEVEL, CORS_ORIGIN,
TEST_API=1, TEST_API_TOKEN, OPTIMIZE_WASM=1.

--host          listen address. Default 127.0.0.1 (this machine only); 0.0.0.0 to be reachable from
                other machines or from outside a container.

--database-url  postgresql://user@host:port/db for PostgreSQL; otherwise a directory for the
                embedded database (PGlite). Default: ${defaultConfig.databaseUrl} (or $DATABASE_URL).
--seed demo     seed the demo organization on first start and mint fixture tokens.
--seed <file>   seed the world a seed file describes (YAML or JSON; schema: schema/seed.schema.json) on
                first start with it, and mint a token for each of its users (docs/stand-in.md › Seed files).
--fixtures-out  write the conformance fixtures JSON there (with --seed).
--url-file      write the server's URL there (one line) once it listens, with or without --seed: how a
                harness learns the port of --port 0. The file appears whole (written, then renamed).
--test-api      mount the test API at /__test (tenants on demand, clocks, …; its document at
                /__test/openapi.json). For test suites only, never in production. --test-clock is an alias.
--test-api-token  required as Authorization: Bearer <t> on every /__test request; the server refuses to
                start with the test API on a --host other than a loopback address without it.
--allow-private-network  let content import and OpenAPI fetching reach loopback/private addresses.
--trust-proxy   believe X-Forwarded-Proto/Host/For (only behind a reverse proxy you run); otherwise
                urls.* come from --public-url or the address the server listens on.
--rate-limit    at most <n> requests per client (token, else address) per window, e.g. 100/1m, 5000/1h;
                over it: 429 with Retry-After and RateLimit headers. Shared by all instances on one
                database. Default: no limit.
--cors-origin   origins whose browser pages may call /v1, comma-separated, or * (default: any origin,
                without credentials).
--faults        with the test API: fault rules in force from the start, a JSON array of what
                POST /__test/faults takes (e.g. [{"operationId": "getSpaceById", "status": 503}]).
--journal-size  with the test API: how many answered requests GET /__test/requests keeps (default 1000;
                the oldest go first).
--shutdown-timeout  seconds a SIGTERM/SIGINT waits for requests in flight (readiness is 503 and no new
                connection is accepted meanwhile); a second signal exits at once. Default 25.
--metrics-port  serve GET /metrics (Prometheus) on this port of --metrics-host, never on the API's port.
                Default 9464 (without metrics when it is taken); 0 picks a free port; --no-metrics turns
                them off. With --test-api there is no metrics listener unless --metrics-port is given
                (stand-ins on one machine never compete for a port).
--metrics-host  the metrics listener's address. Default 127.0.0.1 (this machine only).
--optimize-wasm let V8 optimize the database's WebAssembly (PGlite; Prisma's query compiler) as it runs: some
                5-10 % more writes per second on PGlite once warm, for a start about a second slower and some
                100 MiB more memory. Default: V8's baseline compiler only.
Probes: GET /livez (the process serves), GET /readyz (= /healthz: 503 with a reason while starting,
draining or without the database).
Logs are human-readable on a terminal and JSON lines otherwise.

Examples:
  docs-api-server serve --seed demo --fixtures-out fixtures.json
  docs-api-server serve --seed examples/world.yaml --fixtures-out fixtures.json
  docs-api-server serve --database-url memory:// --test-api
  docs-api-server serve --database-url memory:// --test-api --port 0 --url-file .docs-api-url
  docs-api-server serve --port 8080 --database-url postgresql://postgres@127.0.0.1:5432/docs
  docs-api-server migrate --database-url postgresql://postgres@127.0.0.1:5432/docs`;

/** Writes the URL to `path` whole: a harness polling for the file never reads half of it. */
function writeUrlFile(path: string, url: string): void {
  const target = resolve(path);
  const partial = `${target}.${process.pid}.tmp`;
  writeFileSync(partial, `${url}\n`);
  renameSync(partial, target);
}

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      port: { type: 'string', default: process.env['PORT'] ?? '4000' },
      host: { type: 'string', default: process.env['HOST'] ?? '127.0.0.1' },
      'database-url': { type: 'string', default: process.env['DATABASE_URL'] ?? defaultConfig.databaseUrl },
      seed: { type: 'string' },
      'fixtures-out': { type: 'string' },
      'url-file': { type: 'string' },
      'public-url': { type: 'string', ...(process.env['PUBLIC_URL'] ? { default: process.env['PUBLIC_URL'] } : {}) },
      'cors-origin': { type: 'string', default: process.env['CORS_ORIGIN'] ?? '*' },
      'test-api': { type: 'boolean', default: process.env['TEST_API'] === '1' },
      'test-clock': { type: 'boolean', default: false },
      'test-api-token': {
        type: 'string',
        ...(process.env['TEST_API_TOKEN'] ? { default: process.env['TEST_API_TOKEN'] } : {}),
      },
      'allow-private-network': { type: 'boolean', default: false },
      'trust-proxy': { type: 'boolean', default: false },
      'rate-limit': { type: 'string' },
      faults: { type: 'string' },
      'journal-size': { type: 'string', default: String(defaultConfig.journalSize) },
      'log-level': { type: 'string', default: process.env['LOG_LEVEL'] ?? 'info' },
      'shutdown-timeout': { type: 'string', default: '25' },
      'metrics-port': { type: 'string' },
      'metrics-host': { type: 'string', default: '127.0.0.1' },
      'no-metrics': { type: 'boolean', default: false },
      'optimize-wasm': { type: 'boolean', default: process.env['OPTIMIZE_WASM'] === '1' },
      help: { type: 'boolean', short: 'h', default: false },
      version: { type: 'boolean', default: false },
    },
  });
  if (values.version) {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
    console.log(`docs-api-server ${pkg.version}`);
    return 0;
  }
  const command = positionals[0];
  if (values.help || command === undefined) {
    console.log(usage);
    return values.help ? 0 : 2;
  }
  const databaseUrl = values['database-url'];
  const shownDatabase = isPostgresUrl(databaseUrl)
    ? databaseUrl.replace(/\/\/[^@/]*@/, '//***@')
    : databaseUrl === 'memory://'
      ? 'in memory (PGlite; gone when the server stops)'
      : `${resolve(databaseUrl)} (PGlite)`;

  if (command === 'migrate') {
    if (!values['optimize-wasm']) useBaselineWasmCompiler();
    const db = await openDatabase(databaseUrl);
    try {
      const applied = await migrate(db);
      console.log(
        applied.length > 0 ? `Applied ${applied.join(', ')} to ${shownDatabase}` : `${shownDatabase} is up to date`,
      );
    } finally {
      await db.close();
    }
    return 0;
  }
  if (command !== 'serve') {
    console.error(`Unknown command ${command}\n\n${usage}`);
    return 2;
  }
  let seed: StartOptions['seed'];
  // Seed files, rate limits and fault files are read by modules loaded only when they are given (start-up time).
  const seedFiles =
    values.seed !== undefined && values.seed !== 'demo' ? await import('../seed/document.js') : undefined;
  if (values.seed === 'demo') seed = 'demo';
  else if (values.seed !== undefined && seedFiles !== undefined) {
    const { SeedError, parseSeed } = seedFiles;
    let text: string;
    try {
      text = readFileSync(values.seed, 'utf8');
    } catch (error) {
      console.error(`--seed ${values.seed}: ${(error as Error).message}`);
      return 2;
    }
    try {
      parseSeed(text);
    } catch (error) {
      if (!(error instanceof SeedError)) throw error;
      console.error(`${values.seed}: ${error.message}`);
      return 2;
    }
    seed = { text };
  }
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`--port must be a port number, not ${values.port}`);
    return 2;
  }
  const metricsPort = Number(values['metrics-port'] ?? DEFAULT_METRICS_PORT);
  if (!Number.isInteger(metricsPort) || metricsPort < 0 || metricsPort > 65535) {
    console.error(`--metrics-port must be a port number, not ${values['metrics-port']}`);
    return 2;
  }
  const shutdownSeconds = Number(values['shutdown-timeout']);
  if (!Number.isFinite(shutdownSeconds) || shutdownSeconds < 0) {
    console.error(`--shutdown-timeout takes seconds, not ${values['shutdown-timeout']}`);
    return 2;
  }
  let rateLimit: RateLimitConfig | undefined;
  try {
    rateLimit =
      values['rate-limit'] === undefined
        ? undefined
        : (await import('../http/rate-limit.js')).parseRateLimit(values['rate-limit']);
  } catch (error) {
    console.error((error as Error).message);
    return 2;
  }
  const testApi = values['test-api'] || values['test-clock'];
  if (!testApi && (values.faults !== undefined || argv.some((arg) => arg.startsWith('--journal-size')))) {
    console.error('--faults and --journal-size need --test-api');
    return 2;
  }
  const journalSize = Number(values['journal-size']);
  if (!Number.isInteger(journalSize) || journalSize < 1) {
    console.error(`--journal-size must be a whole number of at least 1, not ${values['journal-size']}`);
    return 2;
  }
  let faults: FaultRuleInput[] | undefined;
  try {
    faults =
      values.faults === undefined
        ? undefined
        : (await import('../test-api/fault-file.js')).readFaultFile(values.faults);
  } catch (error) {
    console.error((error as Error).message);
    return 2;
  }
  const corsOrigins = values['cors-origin']
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin !== '');
  const fixturesOut = values['fixtures-out'] ?? (seed !== undefined ? 'fixtures.json' : undefined);
  const server = await start({
    port,
    host: values.host,
    databaseUrl,
    testApi,
    ...(values['test-api-token'] !== undefined ? { testApiToken: values['test-api-token'] } : {}),
    allowPrivateNetwork: values['allow-private-network'],
    trustProxy: values['trust-proxy'],
    ...(rateLimit !== undefined ? { rateLimit } : {}),
    ...(faults !== undefined ? { faults } : {}),
    journalSize,
    logLevel: values['log-level'],
    shutdownTimeoutMs: shutdownSeconds * 1000,
    optimizeWasm: values['optimize-wasm'],
    // A test stand-in serves metrics only when asked: two of them on one machine would compete for 9464.
    ...(values['no-metrics'] || (testApi && values['metrics-port'] === undefined)
      ? {}
      : {
          metricsPort,
          metricsHost: values['metrics-host'],
          metricsPortOptional: values['metrics-port'] === undefined,
        }),
    corsOrigin: corsOrigins.length === 0 || corsOrigins.includes('*') ? '*' : corsOrigins,
    // A person at a terminal reads lines; anything else (a file, a log collector) gets JSON.
    ...(process.stdout.isTTY
      ? {
          logDestination: (await import('pino-pretty')).PinoPretty({
            colorize: true,
            translateTime: 'SYS:HH:MM:ss.l',
            ignore: 'pid,hostname',
          }),
        }
      : {}),
    ...(values['public-url'] !== undefined ? { publicUrl: values['public-url'] } : {}),
    ...(seed !== undefined ? { seed } : {}),
    ...(fixturesOut !== undefined ? { fixturesOut: resolve(fixturesOut) } : {}),
  }).catch((error: unknown) => {
    // A seed file the API refuses (a reference, a rule of the contract): the file's fault, not the server's.
    if (seedFiles === undefined || !(error instanceof seedFiles.SeedError)) throw error;
    console.error(`${values.seed ?? ''}: ${error.message}`);
    return undefined;
  });
  if (server === undefined) return 2;
  if (values['url-file'] !== undefined) writeUrlFile(values['url-file'], server.url);
  console.log(`Docs Workspace Management API reference server at ${server.url}`);
  console.log(`  database:     ${shownDatabase}`);
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
    testApi
      ? `  test API:     on (${server.url}/__test, document at ${server.url}/__test/openapi.json${values['test-api-token'] !== undefined ? '; token required' : ''})`
      : '  test API:     off (serve --test-api to mount /__test)',
  );
  if (faults !== undefined) console.log(`  fault rules:  ${faults.length} from ${resolve(values.faults ?? '')}`);

  return untilSignalled(server.stop, shutdownSeconds);
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
