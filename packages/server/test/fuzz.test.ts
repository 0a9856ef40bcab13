/**
 * Property: whatever a client sends to any operation of the spec — values of the spec's types or of the
 * malformed classes of test/spec-fuzz.ts — the server never answers ≥ 500, never resets the connection,
 * and every 4xx carries the error body. Bounded here (FUZZ_RUNS, default 300) with a fixed seed
 * (FUZZ_SEED to replay another); `pnpm -F @docs-api/server fuzz -- --runs 10000` runs longer.
 */
import { document } from '@docs-api/spec';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from './helpers.js';
import { fuzzRequests, harvestIds, send, type FuzzTarget } from './spec-fuzz.js';

const t = useTestServer();
const seed = Number(process.env['FUZZ_SEED'] ?? 20261123);
const runs = Number(process.env['FUZZ_RUNS'] ?? 300);
let target: FuzzTarget;

beforeAll(async () => {
  const { tokens } = t.server.fixtures;
  const base = { url: t.server.url, tokens: { admin: tokens.admin, reader: tokens.reader } };
  target = { ...base, ids: await harvestIds(document, base, [t.orgId, t.otherOrgId]) };
});

describe('every operation of the spec, fuzzed', () => {
  it(`never answers ≥ 500 or resets, and every 4xx has the error body (seed ${seed}, replay with FUZZ_SEED=${seed}; ${runs} requests)`, async () => {
    await fc.assert(
      fc.asyncProperty(fuzzRequests(document), async (request) => {
        const outcome = await send(request, target);
        expect(outcome.problem, `${request.method} ${request.path}`).toBeUndefined();
      }),
      { numRuns: runs, seed, endOnFailure: true },
    );
  }, 240_000);
});
