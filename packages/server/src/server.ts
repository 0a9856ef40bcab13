/** start()/stop(): listen on a given or ephemeral port; stop finishes in-flight requests, then closes the database. */
import { writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp, type DocsApiApp } from './app.js';
import type { ServerConfig } from './config.js';
import { seedDemo, type Fixtures } from './seed/demo.js';
import { waitForProcessing } from './services/openapi-processing.js';
import { purgeExpiredSpaces } from './services/spaces.js';

export interface StartOptions extends Partial<ServerConfig> {
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
  /** Seeds the demo organization on first start and returns its fixtures. */
  seed?: 'demo';
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
  stop(): Promise<void>;
}

const SWEEP_INTERVAL_MS = 60_000;

export async function start(options: StartOptions = {}): Promise<RunningServer> {
  const { port = 0, host = '127.0.0.1', seed, fixturesOut, ...config } = options;
  const app = await createApp(config);
  const http = app.listen(port, host);
  await new Promise<void>((resolve, reject) => {
    http.once('listening', resolve);
    http.once('error', reject);
  });
  const actualPort = (http.address() as AddressInfo).port;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${actualPort}`;
  const baseUrl = config.publicUrl ?? url;

  let fixtures: Fixtures | undefined;
  if (seed === 'demo') {
    fixtures = await seedDemo(app.services, baseUrl);
    if (fixturesOut !== undefined) writeFileSync(fixturesOut, `${JSON.stringify(fixtures, null, 2)}\n`);
  }

  // contract: Space soft deletion — deleted spaces are permanently removed after 7 days.
  const sweep = setInterval(() => {
    purgeExpiredSpaces(app.services).catch((err: unknown) => app.logger.error({ err }, 'purge of deleted spaces failed'));
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
  return { url, port: actualPort, app, http, ...(fixtures !== undefined ? { fixtures } : {}), stop };
}
