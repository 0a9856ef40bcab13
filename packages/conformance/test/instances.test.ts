/**
 * Two reference servers on one PostgreSQL database, as behind a load balancer: the instances profile (and the
 * concurrency profile split across them) holds. Needs CONFORMANCE_DATABASE_URL, the admin URL of a throwaway
 * PostgreSQL server (scripts/test.sh starts one); the test makes its own database there.
 */
import { start, type RunningServer } from '@docs-api/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogue, runSuite, type Fixtures, type RunResult } from '../src/index.js';
import { adminUrl, createScratchDatabase, type ScratchDatabase } from './support/postgres.js';
import { failedIds } from './support/reference.js';

// How long one instance may serve a member's old role after another changed it (the reference's token and membership cache).
const CACHE_TTL_MS = 3_000;
const NOTIFY_BOUND_MS = 250;

describe.skipIf(adminUrl === undefined)(
  'several instances of the reference on one PostgreSQL database (needs CONFORMANCE_DATABASE_URL)',
  () => {
    let database: ScratchDatabase | undefined;
    const servers: RunningServer[] = [];
    let fixtures: Fixtures;
    let declared: RunResult;
    let undeclared: RunResult;

    beforeAll(async () => {
      database = await createScratchDatabase('conformance');
      const common = { databaseUrl: database.url, port: 0, logLevel: 'silent', cacheTtlMs: CACHE_TTL_MS };
      const first = await start({ ...common, seed: 'demo' });
      servers.push(first);
      servers.push(await start(common));
      if (first.fixtures === undefined) throw new Error('the first instance started without fixtures');
      fixtures = { ...first.fixtures, baseUrl: first.url };
      const catalogue = buildCatalogue();
      const otherBaseUrls = [(servers[1] as RunningServer).url];
      // A bound well under the cache's lifetime: the other instance learns of the change through the database (NOTIFY), not by expiry.
      declared = await runSuite(catalogue, {
        fixtures,
        selection: { profiles: ['instances', 'concurrency'] },
        seed: 11,
        reach: { otherBaseUrls, maxStalenessMs: NOTIFY_BOUND_MS },
      });
      undeclared = await runSuite(catalogue, {
        fixtures,
        selection: { only: ['INST-cached.role'] },
        seed: 11,
        reach: { otherBaseUrls },
      });
    }, 180_000);

    afterAll(async () => {
      for (const server of servers) await server.stop();
      await database?.drop();
    });

    it('reads every write back through the other instance, and keeps numbers distinct across them', () => {
      expect(failedIds(declared.results)).toEqual([]);
      const decided = declared.results
        .filter(({ verdict }) => verdict.status === 'pass')
        .map(({ requirement }) => requirement.id);
      expect(decided).toEqual(
        expect.arrayContaining([
          'INST-read-your-writes',
          'INST-cached.role',
          'INST-change-request.number',
          'CONC-change-request.number',
        ]),
      );
    });

    it('holds a cached role to the staleness the target declares: 0 when it declares none', () => {
      // The reference catches up with the database's notifications before it reads a cache (Database.catchUp), so
      // it holds even the bound of 0.
      const verdict = undeclared.results.find(({ requirement }) => requirement.id === 'INST-cached.role')?.verdict;
      expect(verdict?.status, verdict?.failure?.message).toBe('pass');
    });
  },
);
