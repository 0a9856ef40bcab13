/**
 * Long fuzz runs over the whole spec (test/spec-fuzz.ts) against a fresh in-memory server, printing the
 * status-class counts and every request that broke the rules (≥ 500, reset, 4xx without the error body).
 *
 *   pnpm -F @docs-api/server fuzz -- --runs 10000 [--seed 42] [--database-url postgresql://…]
 *
 * Exits 1 when any request broke the rules. The same seed replays the same request sequence.
 */
import { document } from '@docs-api/spec';
import fc from 'fast-check';
import { parseArgs } from 'node:util';
import { start } from '../src/server.js';
import { fuzzRequests, harvestIds, materialize, send } from '../test/spec-fuzz.js';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    runs: { type: 'string', default: '10000' },
    seed: { type: 'string' },
    'database-url': { type: 'string', default: 'memory://' },
  },
});
const runs = Number(values.runs);
const seed = values.seed !== undefined ? Number(values.seed) : Math.floor(Math.random() * 2 ** 31);
console.log(`fuzz: ${runs} requests, seed ${seed} (replay with --seed ${seed})`);

const server = await start({ databaseUrl: values['database-url'], seed: 'demo', logLevel: 'silent' });
const fixtures = server.fixtures;
if (fixtures === undefined) throw new Error('no fixtures');
const tokens = { admin: fixtures.tokens.admin, reader: fixtures.tokens.reader };
const ids = await harvestIds(document, { url: server.url, tokens }, [
  fixtures.organizationId,
  fixtures.otherOrganizationId,
]);
const target = { url: server.url, tokens, ids };
console.log(`  ids: ${[...ids].map(([k, v]) => `${k} ${v.length}`).join(', ')}`);

const counts = new Map<string, number>();
const problems: string[] = [];
const byOperation = new Map<string, number>();
const started = Date.now();
const requests = fc.sample(fuzzRequests(document), { numRuns: runs, seed });
for (const [index, request] of requests.entries()) {
  const outcome = await send(request, target);
  const key = outcome.status === 'reset' ? 'reset' : `${String(outcome.status).slice(0, 1)}xx`;
  counts.set(key, (counts.get(key) ?? 0) + 1);
  byOperation.set(request.operationId, (byOperation.get(request.operationId) ?? 0) + 1);
  if (outcome.problem !== undefined) {
    const { url, init } = materialize(request, target);
    problems.push(
      `#${index} ${request.operationId}: ${outcome.problem}\n    ${init.method} ${url.slice(0, 300)}\n    body ${String(init.body ?? '').slice(0, 300)}`,
    );
  }
  if ((index + 1) % 1000 === 0) console.log(`  ${index + 1} requests, ${Math.round((Date.now() - started) / 1000)} s`);
}
await server.stop();

console.log(
  `\n${runs} requests over ${byOperation.size} operations in ${Math.round((Date.now() - started) / 1000)} s, seed ${seed}`,
);
for (const key of ['2xx', '3xx', '4xx', '5xx', 'reset']) console.log(`  ${key.padEnd(6)} ${counts.get(key) ?? 0}`);
console.log(`  rule breaks: ${problems.length}`);
for (const problem of problems.slice(0, 50)) console.log(problem);
process.exit(problems.length > 0 ? 1 : 0);
