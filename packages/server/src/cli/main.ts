#!/usr/bin/env node
/** docs-api-server: serve the reference API, or apply migrations. */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { defaultConfig, isPostgresUrl } from '../config.js';
import { openDatabase } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { parseRateLimit, type RateLimitConfig } from '../http/rate-limit.js';
import { start } from '../server.js';
import { printFixtures, untilSignalled } from './lifecycle.js';

const DEFAULT_METRICS_PORT = 9464;

const usage = `Usage:
  docs-api-server serve [--port 4000] [--host 127.0.0.1] [--database-url <url>] [--seed demo]
                        [--fixtures-out <file>] [--public-url <url>] [--test-clock] [--log-level info]
                        [--allow-private-network] [--trust-proxy] [--rate-limit <n>/<window>]
                        [--cors-origin <origin,…>] [--shutdown-timeout 25]
                        [--metrics-port 9464] [--metrics-host 127.0.0.1] [--no-metrics]
  docs-api-server migrate [--database-url <url>]
  docs-api-server --version

Environment (a flag wins over its variable): PORT, HOST, DATABASE_URL, PUBLIC_URL, LOG_LEVEL, CORS_ORIGIN.

--host          listen address. Default 127.0.0.1 (this machine only); 0.0.0.0 to be reachable from
                other machines or from outside a container.

--database-url  postgresql://user@host:port/db for PostgreSQL; otherwise a directory for the
                embedded database (PGlite). Default: ${defaultConfig.databaseUrl} (or $DATABASE_URL).
--seed demo     seed the demo organization on first start and mint fixture tokens.
--fixtures-out  write the conformance fixtures JSON there (with --seed demo).
--test-clock    enable POST /__test/clock (advances the server's clock; for conformance runs only).
--allow-private-network  let content import and OpenAPI fetching reach loopback/private addresses.
--trust-proxy   believe X-Forwarded-Proto/Host/For (only behind a reverse proxy you run); otherwise
                urls.* come from --public-url or the address the server listens on.
--rate-limit    at most <n> requests per client (token, else address) per window, e.g. 100/1m, 5000/1h;
                over it: 429 with Retry-After and RateLimit headers. Shared by all instances on one
                database. Default: no limit.
--cors-origin   origins whose browser pages may call /v1, comma-separated, or * (default: any origin,
                without credentials).
--shutdown-timeout  seconds a SIGTERM/SIGINT waits for requests in flight (readiness is 503 and no new
                connection is accepted meanwhile); a second signal exits at once. Default 25.
--metrics-port  serve GET /metrics (Prometheus) on this port of --metrics-host, never on the API's port.
                Default 9464 (without metrics when it is taken); --no-metrics turns them off.
--metrics-host  the metrics listener's address. Default 127.0.0.1 (this machine only).
Probes: GET /livez (the process serves), GET /readyz (= /healthz: 503 with a reason while starting,
draining or without the database).
Logs are human-readable on a terminal and JSON lines otherwise.

Examples:
  docs-api-server serve --seed demo --fixtures-out fixtures.json
  docs-api-server serve --port 8080 --database-url postgresql://postgres@127.0.0.1:5432/docs
  docs-api-server migrate --database-url postgresql://postgres@127.0.0.1:5432/docs`;

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
      'public-url': { type: 'string', ...(process.env['PUBLIC_URL'] ? { default: process.env['PUBLIC_URL'] } : {}) },
      'cors-origin': { type: 'string', default: process.env['CORS_ORIGIN'] ?? '*' },
      'test-clock': { type: 'boolean', default: false },
      'allow-private-network': { type: 'boolean', default: false },
      'trust-proxy': { type: 'boolean', default: false },
      'rate-limit': { type: 'string' },
      'log-level': { type: 'string', default: process.env['LOG_LEVEL'] ?? 'info' },
      'shutdown-timeout': { type: 'string', default: '25' },
      'metrics-port': { type: 'string' },
      'metrics-host': { type: 'string', default: '127.0.0.1' },
      'no-metrics': { type: 'boolean', default: false },
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
  if (values.seed !== undefined && values.seed !== 'demo') {
    console.error('--seed takes only "demo"');
    return 2;
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
    rateLimit = values['rate-limit'] === undefined ? undefined : parseRateLimit(values['rate-limit']);
  } catch (error) {
    console.error((error as Error).message);
    return 2;
  }
  const corsOrigins = values['cors-origin']
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin !== '');
  const fixturesOut = values['fixtures-out'] ?? (values.seed === 'demo' ? 'fixtures.json' : undefined);
  const server = await start({
    port,
    host: values.host,
    databaseUrl,
    testClock: values['test-clock'],
    allowPrivateNetwork: values['allow-private-network'],
    trustProxy: values['trust-proxy'],
    ...(rateLimit !== undefined ? { rateLimit } : {}),
    logLevel: values['log-level'],
    shutdownTimeoutMs: shutdownSeconds * 1000,
    ...(values['no-metrics']
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
    ...(values.seed === 'demo' ? { seed: 'demo' as const } : {}),
    ...(fixturesOut !== undefined ? { fixturesOut: resolve(fixturesOut) } : {}),
  });
  console.log(`Docs Workspace Management API reference server at ${server.url}`);
  console.log(`  database:     ${shownDatabase}`);
  console.log(`  API docs:     ${server.url}/docs   (spec: ${server.url}/openapi.json)`);
  if (server.metricsUrl !== undefined) console.log(`  metrics:      ${server.metricsUrl}`);
  if (server.fixtures !== undefined) printFixtures(server.fixtures, server.url, fixturesOut);
  if (rateLimit !== undefined)
    console.log(`  rate limit:   ${rateLimit.limit} requests per ${rateLimit.windowMs / 1000} s per client`);
  if (values['test-clock']) console.log('  test clock:   enabled (POST /__test/clock)');

  return untilSignalled(server.stop, shutdownSeconds);
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
