/**
 * The metrics listener (--metrics-port, loopback by default): GET /metrics in the Prometheus text format,
 * on a port of its own so that it is never behind the API's authentication nor reachable wherever the API
 * is published. Nothing else is served there.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';

export interface MetricsListener {
  url: string;
  close(): Promise<void>;
}

export async function listenForMetrics(registry: Registry, host: string, port: number): Promise<MetricsListener> {
  const server: Server = createServer((req, res) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Only GET /metrics is served here\n');
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'Content-Type': registry.contentType }).end(text),
      (error: unknown) => res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end(`${String(error)}\n`),
    );
  });
  // A scrape connection must not hold the process open once the server stops.
  server.keepAliveTimeout = 1_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const actual = (server.address() as AddressInfo).port;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${actual}/metrics`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
