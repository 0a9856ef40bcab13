/**
 * start()/stop(): listen on a given or ephemeral port (and, with `metricsPort`, serve the metrics on a listener
 * of their own); stop drains (ops/drain.ts: readiness off, in-flight requests answered, idle keep-alive
 * connections closed), ends background work at a safe point, then closes the database.
 */
import { writeFileSync } from 'node:fs';
import { STATUS_CODES, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { createApp, type DocsApiApp, type RequestMiddleware } from './app.js';
import type { ServerConfig } from './config.js';
import { seedDemo, type Fixtures } from './seed/demo.js';
import type { SeedFixtures } from './seed/world.js';
import { drainHttp } from './ops/drain.js';
import { listenForMetrics, type MetricsListener } from './ops/metrics-listener.js';
import { stopConversionWorkers } from './services/import-conversion.js';
import { waitForProcessing } from './services/openapi-processing.js';
import { purgeExpiredSpaces } from './services/spaces.js';

export interface StartOptions extends Partial<ServerConfig> {
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
  /**
   * `demo` seeds the demo organization on first start and returns its fixtures; `{ text }` seeds the world of a
   * seed file (YAML or JSON, docs/stand-in.md › Seed files) on first start and returns its fixtures as `world`.
   */
  seed?: 'demo' | { text: string };
  /** Where to write the fixtures file for the conformance CLI. */
  fixturesOut?: string;
  /** Serves GET /metrics on this port (0: a free one) of `metricsHost`; turns config.metrics on. */
  metricsPort?: number;
  /** Default 127.0.0.1: the metrics are for the operator's scraper, not for the API's clients. */
  metricsHost?: string;
  /** When the metrics port is taken, warn and serve without metrics instead of failing (the CLI's default port). */
  metricsPortOptional?: boolean;
  /** Request middlewares left out (app.ts › REQUEST_MIDDLEWARES; the bench's middleware part). */
  without?: readonly RequestMiddleware[];
}

export interface RunningServer {
  url: string;
  port: number;
  app: DocsApiApp;
  /** The listening HTTP server. */
  http: Server;
  /** Where GET /metrics is served, when it is. */
  metricsUrl?: string;
  fixtures?: Fixtures;
  /** The fixtures of a seed file's world (with `seed: { text }`). */
  world?: SeedFixtures;
  stop(): Promise<void>;
}

const SWEEP_INTERVAL_MS = 60_000;

/**
 * Socket time limits (docs/server.md › What the server refuses, and why): a client has HEADERS_TIMEOUT_MS to send its
 * headers and REQUEST_TIMEOUT_MS to send the whole request (then 408); an idle keep-alive connection
 * is closed after KEEP_ALIVE_TIMEOUT_MS.
 */
export const HEADERS_TIMEOUT_MS = 20_000;
export const REQUEST_TIMEOUT_MS = 60_000;
export const KEEP_ALIVE_TIMEOUT_MS = 5_000;

/** What Node's HTTP parser refuses before Express runs, answered with the API's error body. */
function clientErrorStatus(code: string | undefined): [number, string] {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return [431, 'The request line and headers are too large'];
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return [408, 'The request was not received in time'];
    case 'HPE_INVALID_METHOD':
      return [400, 'Unknown HTTP method'];
    default:
      return [400, 'Malformed HTTP request'];
  }
}

/** Applies the time limits and answers parser errors (clientError) with `{"error": {"code", "message"}}`. */
export function hardenHttpServer(http: Server): void {
  http.headersTimeout = HEADERS_TIMEOUT_MS;
  http.requestTimeout = REQUEST_TIMEOUT_MS;
  http.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  http.on('clientError', (err: NodeJS.ErrnoException, socket: Socket) => {
    // A reset or a response already under way: nothing can be answered on this socket.
    if (err.code === 'ECONNRESET' || !socket.writable || (socket as Socket & { _httpMessage?: unknown })._httpMessage) {
      socket.destroy();
      return;
    }
    const [status, message] = clientErrorStatus(err.code);
    const body = JSON.stringify({ error: { code: status, message } });
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}

/**
 * The metrics listener on its own port; undefined where the port is taken and `optional` (the server then serves
 * without metrics and says so). Any other failure closes the app and throws.
 */
async function startMetricsListener(
  app: DocsApiApp,
  host: string,
  port: number,
  optional: boolean,
): Promise<MetricsListener | undefined> {
  if (app.metrics === undefined) return undefined;
  try {
    return await listenForMetrics(app.metrics.registry, host, port);
  } catch (error) {
    const message = `the metrics listener could not start on ${host}:${port}: ${(error as Error).message}`;
    if (!optional || (error as NodeJS.ErrnoException).code !== 'EADDRINUSE') {
      await app.close();
      throw new Error(message);
    }
    app.logger.warn(`${message}; serving without metrics (choose one with --metrics-port, or --no-metrics)`);
    return undefined;
  }
}

/**
 * spec: deleteSpaceById, restoreSpace, docs/behaviour.md#spaces — deleted spaces are permanently removed after 7
 * days: a sweep every SWEEP_INTERVAL_MS, one purge at a time. `finished` waits for a purge under way.
 */
function startPurgeSweep(app: DocsApiApp): { stop(): void; finished(): Promise<void> } {
  let purging: Promise<void> | undefined;
  const sweep = setInterval(() => {
    purging ??= purgeExpiredSpaces(app.services)
      .then(
        () => undefined,
        (err: unknown) => app.logger.error({ err }, 'purge of deleted spaces failed'),
      )
      .finally(() => {
        purging = undefined;
      });
  }, SWEEP_INTERVAL_MS);
  sweep.unref();
  return { stop: () => clearInterval(sweep), finished: async () => purging };
}

export async function start(options: StartOptions = {}): Promise<RunningServer> {
  const {
    port = 0,
    host = '127.0.0.1',
    seed,
    fixturesOut,
    metricsPort,
    metricsHost = '127.0.0.1',
    metricsPortOptional = false,
    without = [],
    ...config
  } = options;
  const testApi = config.testApi === true || config.testClock === true;
  // The test API, seed files and snapshots are loaded only by the starts that use them (start-up time).
  if (testApi) (await import('./test-api/index.js')).assertTestApiGuarded(host, config.testApiToken);
  const app = await createApp(
    { ...config, ...(metricsPort !== undefined ? { metrics: true } : {}) },
    { seedsDemo: seed === 'demo', without },
  );
  // Readiness stays 503 until the seed (and the test API's start-up snapshot) is in (ops/probes.ts).
  if (seed !== undefined) app.lifecycle.starting(seed === 'demo' ? 'seeding the demo organization' : 'seeding');
  else if (testApi) app.lifecycle.starting('taking the start-up snapshot');
  const metrics =
    metricsPort !== undefined
      ? await startMetricsListener(app, metricsHost, metricsPort, metricsPortOptional)
      : undefined;
  const http = app.listen(port, host);
  hardenHttpServer(http);
  await new Promise<void>((resolve, reject) => {
    http.once('listening', resolve);
    http.once('error', reject);
  });
  const actualPort = (http.address() as AddressInfo).port;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${actualPort}`;
  const baseUrl = config.publicUrl ?? url;

  let fixtures: Fixtures | undefined;
  let world: SeedFixtures | undefined;
  try {
    if (seed === 'demo') fixtures = await seedDemo(app.services, baseUrl);
    else if (seed !== undefined)
      world = await (await import('./seed/world.js')).seedWorldFromText(app.services, seed.text, { baseUrl });
    // POST /__test/reset returns to this moment: after the migrations and the seed.
    if (testApi) await (await import('./services/snapshots.js')).takeStartSnapshot(app.services);
  } catch (error) {
    await new Promise((resolve) => http.close(resolve));
    await metrics?.close();
    await app.close();
    throw error;
  }
  const written = fixtures ?? world;
  if (written !== undefined && fixturesOut !== undefined)
    writeFileSync(fixturesOut, `${JSON.stringify(written, null, 2)}\n`);
  app.lifecycle.ready();
  // On PGlite, Prisma's query compiler (its WebAssembly and the data model) loads once ready rather than before: the
  // start runs no Prisma query unless it seeds, and the first request finds it loaded or loading. (On PostgreSQL it
  // is loading since the client was made, while the start waited for the database: db/postgres.ts › startEngine.)
  const warming = app.services.prisma.$connect().catch((err: unknown) => {
    app.logger.warn({ err }, 'Prisma could not connect after the start; the first query tries again');
  });

  const sweep = startPurgeSweep(app);

  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      sweep.stop();
      const drained = await drainHttp(http, app.lifecycle, app.services.config.shutdownTimeoutMs);
      app.logger.info(drained, 'HTTP server drained');
      // Background work ends at a safe point: a purge or an OpenAPI processing run under way finishes its
      // transaction; import conversion workers are idle once every request is answered.
      await sweep.finished();
      await warming;
      await waitForProcessing(app.services);
      await stopConversionWorkers();
      await metrics?.close();
      await app.close();
    })();
    return stopping;
  };
  return {
    url,
    port: actualPort,
    app,
    http,
    ...(metrics !== undefined ? { metricsUrl: metrics.url } : {}),
    ...(fixtures !== undefined ? { fixtures } : {}),
    ...(world !== undefined ? { world } : {}),
    stop,
  };
}
