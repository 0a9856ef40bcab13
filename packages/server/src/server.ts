/** start()/stop(): listen on a given or ephemeral port; stop finishes in-flight requests, then closes the database. */
import { writeFileSync } from 'node:fs';
import { STATUS_CODES, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { createApp, type DocsApiApp } from './app.js';
import type { ServerConfig } from './config.js';
import { seedDemo, type Fixtures } from './seed/demo.js';
import { seedWorldFromText, type SeedFixtures } from './seed/world.js';
import { waitForProcessing } from './services/openapi-processing.js';
import { takeStartSnapshot } from './services/snapshots.js';
import { purgeExpiredSpaces } from './services/spaces.js';
import { assertTestApiGuarded } from './test-api/index.js';

export interface StartOptions extends Partial<ServerConfig> {
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
  /**
   * `demo` seeds the demo organization on first start and returns its fixtures; `{ text }` seeds the world of a
   * seed file (YAML or JSON, README › Seed files) on first start and returns its fixtures as `world`.
   */
  seed?: 'demo' | { text: string };
  /** Where to write the fixtures file for the conformance CLI. */
  fixturesOut?: string;
}

export interface RunningServer {
  url: string;
  port: number;
  app: DocsApiApp;
  /** The listening HTTP server. */
  http: Server;
  fixtures?: Fixtures;
  /** The fixtures of a seed file's world (with `seed: { text }`). */
  world?: SeedFixtures;
  stop(): Promise<void>;
}

const SWEEP_INTERVAL_MS = 60_000;

/**
 * Socket time limits (README › What the server refuses): a client has HEADERS_TIMEOUT_MS to send its
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

export async function start(options: StartOptions = {}): Promise<RunningServer> {
  const { port = 0, host = '127.0.0.1', seed, fixturesOut, ...config } = options;
  if (config.testApi === true || config.testClock === true) assertTestApiGuarded(host, config.testApiToken);
  const app = await createApp(config);
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
    else if (seed !== undefined) world = await seedWorldFromText(app.services, seed.text, { baseUrl });
  } catch (error) {
    await new Promise((resolve) => http.close(resolve));
    await app.close();
    throw error;
  }
  // POST /__test/reset returns to this moment: after the migrations and the seed.
  if (config.testApi === true || config.testClock === true) await takeStartSnapshot(app.services);
  const written = fixtures ?? world;
  if (written !== undefined && fixturesOut !== undefined)
    writeFileSync(fixturesOut, `${JSON.stringify(written, null, 2)}\n`);

  // spec: deleteSpaceById, restoreSpace, docs/behaviour.md#spaces — deleted spaces are permanently removed after 7 days.
  const sweep = setInterval(() => {
    purgeExpiredSpaces(app.services).catch((err: unknown) =>
      app.logger.error({ err }, 'purge of deleted spaces failed'),
    );
  }, SWEEP_INTERVAL_MS);
  sweep.unref();

  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      clearInterval(sweep);
      await new Promise<void>((resolve) => {
        http.close(() => resolve());
        http.closeIdleConnections();
        setTimeout(() => http.closeAllConnections(), 10_000).unref();
      });
      await waitForProcessing(app.services);
      await app.close();
    })();
    return stopping;
  };
  return {
    url,
    port: actualPort,
    app,
    http,
    ...(fixtures !== undefined ? { fixtures } : {}),
    ...(world !== undefined ? { world } : {}),
    stop,
  };
}
