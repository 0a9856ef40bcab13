/**
 * Three reference instances (child processes of the server's CLI) on one PostgreSQL database behind HAProxy
 * (support/balancer.ts): the conformance suite passes through the balancer, and a rolling restart — each
 * instance in turn gets SIGTERM, drains, exits 0 and starts again — under a write load fails no request and
 * loses no acknowledged write. Needs CONFORMANCE_DATABASE_URL and Debian's haproxy (scripts/test.sh installs both).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, serveReady, type ServedProcess } from '@docs-api/server/server-process';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogue, runSuite, type Fixtures } from '../src/index.js';
import { haproxyInstalled, startBalancer, type Balancer } from './support/balancer.js';
import { adminUrl, createScratchDatabase, type ScratchDatabase } from './support/postgres.js';

/** An instance on `port` (kept across restarts, as the balancer's configuration expects), once it is ready. */
const startInstance = (port: number, args: string[]): Promise<ServedProcess> =>
  serveReady(['--no-metrics', ...args], { port });

/** One POST through the balancer: its status, or the error that ended it. */
function createSpace(agent: Agent, base: string, fixtures: Fixtures, title: string): Promise<number | string> {
  return new Promise((resolve) => {
    const req = request(`${base}/v1/orgs/${fixtures.organizationId}/spaces`, {
      method: 'POST',
      agent,
      headers: { authorization: `Bearer ${fixtures.tokens.admin}`, 'content-type': 'application/json' },
    });
    req.once('response', (res) => {
      res.resume();
      res.once('end', () => resolve(res.statusCode ?? 0));
      res.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    });
    req.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    req.end(JSON.stringify({ title }));
  });
}

describe.skipIf(adminUrl === undefined || !haproxyInstalled)(
  'three instances behind HAProxy on one PostgreSQL database (needs CONFORMANCE_DATABASE_URL and haproxy)',
  () => {
    let database: ScratchDatabase | undefined;
    const dir = mkdtempSync(join(tmpdir(), 'docs-api-balancer-'));
    const instances: ServedProcess[] = [];
    let databaseUrl: string;
    let args: string[];
    let balancer: Balancer;
    let fixtures: Fixtures;

    beforeAll(async () => {
      database = await createScratchDatabase('balanced');
      databaseUrl = database.url;
      // Every instance builds urls.* from the balancer's address, as docs/server.md › Running on PostgreSQL asks.
      const balancerPorts = { port: await freePort(), statsPort: await freePort() };
      const publicUrl = `http://127.0.0.1:${balancerPorts.port}`;
      args = [
        '--database-url',
        databaseUrl,
        '--log-level',
        'warn',
        '--shutdown-timeout',
        '20',
        '--public-url',
        publicUrl,
      ];
      const ports = [await freePort(), await freePort(), await freePort()];
      const fixturesFile = join(dir, 'fixtures.json');
      instances.push(await startInstance(ports[0]!, [...args, '--seed', 'demo', '--fixtures-out', fixturesFile]));
      for (const port of ports.slice(1)) instances.push(await startInstance(port, args));
      balancer = await startBalancer(dir, balancerPorts, ports);
      await balancer.allUp();
      fixtures = { ...(JSON.parse(readFileSync(fixturesFile, 'utf8')) as Fixtures), baseUrl: balancer.url };
    }, 180_000);

    afterAll(async () => {
      await balancer?.stop();
      for (const instance of instances) if (instance.child.exitCode === null) await instance.terminate();
      await database?.drop();
      rmSync(dir, { recursive: true, force: true });
    });

    it('passes the conformance suite through the balancer', { timeout: 600_000 }, async () => {
      const result = await runSuite(buildCatalogue(), {
        fixtures,
        selection: { profiles: ['core', 'spaces', 'comments'] },
        seed: 25,
      });
      expect(result.results.length).toBeGreaterThan(50);
      const failed = result.results.filter(({ verdict }) => verdict.status === 'fail' || verdict.status === 'error');
      expect(
        failed.map(({ requirement, verdict }) => `${requirement.id}: ${JSON.stringify(verdict).slice(0, 600)}`),
      ).toEqual([]);
    });

    it(
      'rolls every instance (SIGTERM, restart) under a write load: no failed request, no lost write',
      {
        timeout: 600_000,
      },
      async () => {
        const agent = new Agent({ keepAlive: true, maxSockets: 4 });
        const outcomes: { title: string; outcome: number | string }[] = [];
        let rolling = true;
        let n = 0;
        const writer = async () => {
          while (rolling) {
            const title = `rolled-${n++}`;
            outcomes.push({ title, outcome: await createSpace(agent, balancer.url, fixtures, title) });
          }
        };
        const writers = Promise.all([writer(), writer(), writer(), writer()]);
        const exitCodes: (number | null)[] = [];
        for (let i = 0; i < instances.length; i++) {
          const before = outcomes.length;
          while (outcomes.length < before + 20) await new Promise((resolve) => setTimeout(resolve, 20));
          const old = instances[i]!;
          exitCodes.push((await old.terminate()).code);
          instances[i] = await startInstance(old.port, args);
          await balancer.allUp();
        }
        rolling = false;
        await writers;
        agent.destroy();

        expect(exitCodes).toEqual([0, 0, 0]);
        expect(outcomes.filter((o) => o.outcome !== 201)).toEqual([]);
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        const present = (
          await client.query<{ title: string }>(`SELECT title FROM "Space" WHERE title LIKE 'rolled-%'`)
        ).rows.map((row) => row.title);
        await client.end();
        expect(present.sort()).toEqual(outcomes.map((o) => o.title).sort());
        process.stdout.write(
          `rolling restart behind HAProxy: ${outcomes.length} writes, all acknowledged and present\n`,
        );
      },
    );
  },
);
