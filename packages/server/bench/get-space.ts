/**
 * Benchmark: requests per second of GET /v1/spaces/{spaceId} against an in-process reference server.
 * Usage: pnpm -F @docs-api/server bench [--database-url postgresql://…] [--seconds 10] [--connections 20]
 * Prints figures; it asserts nothing (speed targets are never timed tests).
 */
import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { start } from '../src/server.js';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
  },
});
const dir = values['database-url'] === undefined ? mkdtempSync(join(tmpdir(), 'docs-api-bench-')) : undefined;
const server = await start({ databaseUrl: values['database-url'] ?? join(dir ?? '.', 'pglite'), seed: 'demo', logLevel: 'silent' });
const token = server.fixtures?.tokens.admin ?? '';
const spaces = (await (await fetch(`${server.url}/v1/orgs/${server.fixtures?.organizationId}/spaces`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
  items: { id: string }[];
};
const spaceId = spaces.items[0]?.id;
if (spaceId === undefined) throw new Error('the demo organization has no space');

const result = await autocannon({
  url: `${server.url}/v1/spaces/${spaceId}`,
  headers: { authorization: `Bearer ${token}` },
  connections: Number(values.connections),
  duration: Number(values.seconds),
});
await server.stop();
if (dir !== undefined) rmSync(dir, { recursive: true, force: true });

const database = values['database-url'] === undefined ? 'PGlite (on disk)' : 'PostgreSQL';
console.log(`GET /v1/spaces/{spaceId} on ${database}, ${values.connections} connections, ${values.seconds} s`);
console.log(`  requests/s: mean ${result.requests.average.toFixed(0)}, p50 ${result.requests.p50}, min ${result.requests.min}`);
console.log(`  latency ms: mean ${result.latency.average.toFixed(2)}, p50 ${result.latency.p50}, p99 ${result.latency.p99}`);
console.log(`  responses: ${result['2xx']} 2xx, ${result.non2xx} other, ${result.errors} errors`);
