/**
 * A server for the benchmark, in its own process so the load generator does not share its event loop.
 * `baseline <body.json>`: bare Express 5 answering GET /v1/spaces/:id with a fixed body (no auth, no DB).
 * `reference <databaseUrl>`: the reference server with the demo seed and the CLI's defaults: metrics recorded (no
 * listener), the request log at info. BENCH_TEST_API=1 adds the test API; BENCH_LOG_LEVEL sets the log level,
 * BENCH_METRICS=0 turns metrics off, BENCH_WITHOUT=<a,b> leaves those request middlewares out (bench/middleware.ts).
 * Prints one JSON line `{ url, fixtures? }` on stdout once it listens; stops on SIGTERM. With BENCH_PROFILE=<file>
 * the reference records a CPU profile from then on and writes it to that file when it stops.
 */
import express from 'express';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { startProfiling, stopProfiling } from './profile.js';

const [mode = '', arg = ''] = process.argv.slice(2);

if (mode === 'baseline') {
  const body: unknown = JSON.parse(readFileSync(arg, 'utf8'));
  const app = express();
  app.disable('x-powered-by');
  app.get('/v1/spaces/:spaceId', (_req, res) => {
    res.json(body);
  });
  const http = app.listen(0, '127.0.0.1', () => {
    console.log(JSON.stringify({ benchReady: true, url: `http://127.0.0.1:${(http.address() as AddressInfo).port}` }));
  });
  process.once('SIGTERM', () => http.close(() => process.exit(0)));
} else if (mode === 'reference') {
  // Imported here only: the baseline starts without loading the server's code.
  const [{ start }, { REQUEST_MIDDLEWARES }] = await Promise.all([import('../src/server.js'), import('../src/app.js')]);
  const without = (process.env['BENCH_WITHOUT'] ?? '').split(',').filter((name) => name !== '');
  const unknown = without.filter((name) => !(REQUEST_MIDDLEWARES as readonly string[]).includes(name));
  if (unknown.length > 0) throw new Error(`BENCH_WITHOUT: no request middleware ${unknown.join(', ')}`);
  const server = await start({
    databaseUrl: arg,
    seed: 'demo',
    logLevel: process.env['BENCH_LOG_LEVEL'] ?? 'info',
    metrics: process.env['BENCH_METRICS'] !== '0',
    testApi: process.env['BENCH_TEST_API'] === '1',
    without: without as (typeof REQUEST_MIDDLEWARES)[number][],
  });
  const profile = process.env['BENCH_PROFILE'];
  if (profile !== undefined) await startProfiling();
  console.log(JSON.stringify({ benchReady: true, url: server.url, fixtures: server.fixtures }));
  // The soak part asks for this process's memory over its IPC channel (when it opened one), measured after a
  // full collection so that the heap figure is what is still referenced.
  process.on('message', (message) => {
    if (message !== 'memory') return;
    globalThis.gc?.();
    process.send?.(process.memoryUsage());
  });
  process.once('SIGTERM', () => {
    (profile === undefined ? Promise.resolve() : stopProfiling(profile)).then(server.stop).then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
} else {
  console.error('usage: child.ts baseline <body.json> | reference <databaseUrl>');
  process.exit(2);
}
