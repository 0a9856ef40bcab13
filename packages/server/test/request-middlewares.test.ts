/**
 * A start that leaves request middlewares out (`without`, app.ts › REQUEST_MIDDLEWARES): what the bench's
 * middleware part switches off to measure each one's cost. Each left out removes its own work and nothing else.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { REQUEST_MIDDLEWARES, type RequestMiddleware } from '../src/app.js';
import { start, type RunningServer } from '../src/server.js';

const servers: RunningServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
});

/** What one unauthenticated GET /v1/orgs shows of each middleware. */
async function traces(without: readonly RequestMiddleware[]) {
  const server = await start({ databaseUrl: 'memory://', logLevel: 'silent', metrics: true, without });
  servers.push(server);
  const counted = async () => {
    const metric = await server.app.metrics?.registry.getSingleMetric('docs_api_http_requests_total')?.get();
    return (metric?.values ?? []).reduce((sum, { value }) => sum + value, 0);
  };
  const before = await counted();
  const res = await fetch(`${server.url}/v1/orgs`, { headers: { origin: 'https://elsewhere.example' } });
  await res.arrayBuffer();
  // The request's end is heard once its response has closed, which may come after the client has the answer: up
  // to a second for it (the whole second when nothing hears it).
  const heard = async (): Promise<boolean> => {
    for (let waited = 0; waited < 1000; waited += 10) {
      if ((await counted()) > before) return true;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return false;
  };
  return {
    status: res.status,
    'security-headers': res.headers.get('content-security-policy') !== null,
    'request-log': res.headers.get('x-request-id') !== null,
    cors: res.headers.get('access-control-allow-origin') === '*',
    lifecycle: await heard(),
  };
}

describe('request middlewares left out of a start', () => {
  it('all of them by default', async () => {
    expect(await traces([])).toEqual({
      status: 401,
      'security-headers': true,
      'request-log': true,
      cors: true,
      lifecycle: true,
    });
  });

  it.each(REQUEST_MIDDLEWARES.map((middleware) => [middleware]))('without %s: only its work is gone', async (left) => {
    const seen = await traces([left]);
    expect(seen.status).toBe(401);
    for (const middleware of REQUEST_MIDDLEWARES) expect(seen[middleware], middleware).toBe(middleware !== left);
  });
});
