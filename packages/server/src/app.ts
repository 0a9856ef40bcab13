/**
 * createApp(config): opens the database, applies migrations and returns the Express app serving
 * /v1 (every operation of the spec), /openapi.json, /docs, the probes /livez, /readyz and /healthz and, with
 * testApi, the test API at /__test; with `metrics`, its Prometheus registry (served by server.ts on a listener of
 * its own).
 */
import { requestLimits } from '@docs-api/spec';
import { document } from './contract.js';
import express, { type Express, type Request, type RequestHandler } from 'express';
import { pino, type Logger } from 'pino';
import { Clock } from './clock.js';
import { defaultConfig, type ServerConfig } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import { migrate } from './db/migrate.js';
import { prefetchQueryCompiler } from './db/query-compiler.js';
import { useBaselineWasmCompiler } from './db/wasm-tiering.js';
import { ApiError, errorHandler, unknownRoute } from './errors.js';
import { redactPaths, REDACTED } from './http/log-redaction.js';
import { requestLog } from './http/request-log.js';
import { apiCors } from './http/cors.js';
import { docsRouter } from './http/docs.js';
import { buildApiRouter } from './http/router.js';
import { assertStorable, jsonDepth } from './http/validation.js';
import { handlers, pending } from './routes/index.js';
import { fileDownload } from './services/content.js';
import { createDeps, type Deps } from './deps.js';
import { securityHeaders } from './http/security-headers.js';
import { Lifecycle } from './ops/lifecycle.js';
import { createMetrics, type AppMetrics } from './ops/metrics.js';
import { PROBE_PATHS, probesRouter } from './ops/probes.js';
import type { FaultsAndJournal } from './test-api/stand-in.js';

/** Whether the JSON body parser would read a body (type-is `hasBody`: a Content-Length, even 0, or chunks). */
const mayHaveBody = (req: Request): boolean =>
  req.headers['transfer-encoding'] !== undefined || !Number.isNaN(Number(req.headers['content-length']));

export type DocsApiApp = Express & {
  services: Deps;
  logger: Logger;
  /** Starting, ready or draining, and the requests in flight (probes, drain). */
  lifecycle: Lifecycle;
  /** The Prometheus registry and its recorders, when config.metrics is on. */
  metrics?: AppMetrics;
  /** Closes the database (after the HTTP server has stopped). */
  close(): Promise<void>;
};

/**
 * The middlewares every request passes before it is routed, by name. A start may leave some out (`without`): the
 * bench's middleware part (bench/middleware.ts) measures what each one costs a request that way. The CLI never does.
 */
export const REQUEST_MIDDLEWARES = ['lifecycle', 'security-headers', 'request-log', 'cors'] as const;
export type RequestMiddleware = (typeof REQUEST_MIDDLEWARES)[number];

/** With the test API (docs/stand-in.md): its module, and the fault rules and request journal of the stand-in. */
interface TestApi {
  module: typeof import('./test-api/index.js');
  stand: FaultsAndJournal;
}

/** What the steps of createApp assemble the app from. */
interface AppParts {
  config: ServerConfig;
  db: Database;
  services: Deps;
  lifecycle: Lifecycle;
  logger: Logger;
  metrics: AppMetrics | undefined;
  testApi: TestApi | undefined;
}

/**
 * The server's logger. Lines go out asynchronously and in batches, a write per 4 KiB of lines and what is left every
 * 250 ms, rather than a write (a system call and a trip through libuv's thread pool) per line. pino flushes what is
 * left when the process exits.
 */
function createLogger(config: ServerConfig): Logger {
  const logOptions = { level: config.logLevel, redact: { paths: redactPaths, censor: REDACTED } };
  return pino(
    logOptions,
    config.logDestination ?? pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 250 }),
  );
}

/** Opens the configured database and applies the migrations it lacks (closing it again when they fail). */
async function openMigratedDatabase(config: ServerConfig, logger: Logger, seedsDemo: boolean): Promise<Database> {
  if (!config.optimizeWasm) useBaselineWasmCompiler();
  // (A failure is Prisma's to report, at the first query.)
  prefetchQueryCompiler().catch(() => undefined);
  const db = await openDatabase(
    config.databaseUrl,
    (err) => logger.warn({ err }, 'an idle database connection failed'),
    { demo: seedsDemo },
  );
  try {
    const applied = await migrate(db);
    if (applied.length > 0) logger.info({ applied }, 'migrations applied');
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}

/**
 * The test API's module and its stand-in's fault rules and request journal, only with --test-api (testClock is its
 * alias). Loaded only when on, like PDF rendering when first asked: start-up time.
 */
async function loadTestApi(config: ServerConfig, services: Deps): Promise<TestApi | undefined> {
  if (!config.testApi && config.testClock !== true) return undefined;
  const module = await import('./test-api/index.js');
  const stand = (await import('./test-api/stand-in.js')).faultsAndJournal(services);
  return { module, stand };
}

/**
 * The JSON body parser, and spec: x-request-limits.maxJsonDepth — checked once, before any validation or storage.
 * A request without a body (most reads) has nothing to parse or check: passed on as the parser would.
 */
function jsonBodies(config: ServerConfig): RequestHandler {
  const json = express.json({ limit: config.bodyLimit, type: ['application/json', 'application/*+json'] });
  return (req, res, next) => {
    if (!mayHaveBody(req)) {
      if (!Reflect.has(req, 'body')) req.body = undefined;
      return next();
    }
    json(req, res, (error?: unknown) => {
      if (error !== undefined && error !== null) return next(error);
      if (req.body !== undefined && jsonDepth(req.body, requestLimits.maxJsonDepth) > requestLimits.maxJsonDepth) {
        return next(
          new ApiError(400, `body nests objects and arrays deeper than ${requestLimits.maxJsonDepth} levels`),
        );
      }
      next();
    });
  };
}

/** What every request passes before it is routed, in order; `without`: see REQUEST_MIDDLEWARES. */
async function useRequestMiddlewares(
  app: Express,
  { config, db, lifecycle, logger, metrics, testApi }: AppParts,
  without: readonly RequestMiddleware[],
): Promise<void> {
  // Metrics and the request log hear each request's end from the lifecycle's one listener (ops/lifecycle.ts).
  const using = (middleware: RequestMiddleware) => !without.includes(middleware);
  if (using('lifecycle')) app.use(lifecycle.track());
  if (using('security-headers')) app.use(securityHeaders(config.publicUrl));
  // X-Forwarded-* only shape req.protocol/ip when the operator says a proxy sits in front (--trust-proxy).
  app.set('trust proxy', config.trustProxy);
  if (using('request-log')) app.use(requestLog(logger, lifecycle));
  // With the test API: fault rules and the request journal (docs/stand-in.md).
  if (testApi !== undefined) app.use(testApi.stand.record);
  // Browser clients on other origins: preflights answered, Authorization and Content-Type allowed (docs/behaviour.md#cors).
  if (using('cors')) app.use(apiCors(config.corsOrigin));
  if (config.rateLimit !== undefined) {
    const { rateLimiter } = await import('./http/rate-limit.js');
    const limiter = rateLimiter(config.rateLimit, db.prisma, metrics?.rateLimited);
    app.use((req, res, next) => (PROBE_PATHS.has(req.path) ? next() : limiter(req, res, next)));
  }
  app.use(jsonBodies(config));
}

/** The URLs of the API's answers that are not under /v1: a change request's PDF and a file's download. */
function useDownloads(app: Express, services: Deps): void {
  // The URL answered by GET …/change-requests/{id}/pdf: a signed, expiring reference instead of a bearer token.
  app.get('/pdf/:token', async (req, res) => {
    assertStorable('path.token', req.params.token);
    const { renderPdfOfToken } = await import('./services/pdf.js');
    const pdf = await renderPdfOfToken(services, req.params.token);
    res.type('application/pdf').setHeader('Content-Disposition', `inline; filename="${pdf.filename}"`);
    res.send(pdf.bytes);
  });
  // A file's downloadURL (spec schema File `downloadURL`): the blob id is unguessable, so no token is asked.
  app.get('/files/:blobId/:name', async (req, res) => {
    assertStorable('path', req.params);
    const file = await fileDownload(services, req.params.blobId);
    // User content served from the API's origin: never sniffed, never run as a page.
    res.set({
      'Content-Type': file.contentType,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
    res.send(file.bytes);
  });
}

/** The routes, /v1 first, then the probes, the docs, the downloads and the test API; last, what no route answers. */
function useRoutes(app: Express, { config, db, services, lifecycle, testApi }: AppParts): void {
  if (testApi !== undefined) app.use(testApi.stand.inject, testApi.stand.mutate);
  // /v1 first: every API request is answered without passing the routes below (they never match /v1 paths).
  app.use(buildApiRouter({ document, handlers, pending, services, validateResponses: config.validateResponses }));
  app.use(probesRouter(lifecycle, db));
  app.use(docsRouter(document, config.publicUrl));
  useDownloads(app, services);
  // The test API (docs/stand-in.md): only with --test-api (testClock is its alias).
  if (testApi !== undefined) {
    app.use(
      testApi.module.testApiRouter(services, {
        validateResponses: config.validateResponses,
        stand: testApi.stand,
        ...(config.testApiToken !== undefined ? { token: config.testApiToken } : {}),
      }),
    );
  }
  app.use(unknownRoute);
  app.use(errorHandler);
}

/**
 * `seedsDemo`: the start seeds the demo next (a new PGlite database then starts from the demo template). `without`:
 * request middlewares left out (see REQUEST_MIDDLEWARES); without `lifecycle`, neither metrics nor the request log
 * hear of a request's end, and a drain does not wait for the requests in flight.
 */
export async function createApp(
  partial: Partial<ServerConfig> = {},
  { seedsDemo = false, without = [] }: { seedsDemo?: boolean; without?: readonly RequestMiddleware[] } = {},
): Promise<DocsApiApp> {
  const config: ServerConfig = { ...defaultConfig, ...partial };
  const logger = createLogger(config);
  const db = await openMigratedDatabase(config, logger, seedsDemo);
  const services = await createDeps(db, new Clock(), config, logger);
  const lifecycle = new Lifecycle();
  const metrics = config.metrics ? createMetrics(services, lifecycle) : undefined;
  const testApi = await loadTestApi(config, services);
  const parts: AppParts = { config, db, services, lifecycle, logger, metrics, testApi };

  const app = express();
  app.disable('x-powered-by');
  await useRequestMiddlewares(app, parts, without);
  useRoutes(app, parts);

  lifecycle.ready();
  return Object.assign(app, {
    services,
    logger,
    lifecycle,
    ...(metrics !== undefined ? { metrics } : {}),
    close: async () => {
      metrics?.close();
      await db.close();
    },
  });
}
