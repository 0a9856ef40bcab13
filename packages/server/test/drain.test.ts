import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import type { Fixtures } from '../src/seed/demo.js';
import { freePort, serveProcess, untilReady, type ServedProcess } from '../src/server-process.js';
import { freshPostgresDatabase } from './helpers.js';
import { writeLoad } from './write-load.js';

const adminUrl = process.env['TEST_DATABASE_URL'];
const kind = adminUrl ? 'PostgreSQL' : 'PGlite';
let dir: string;
let databaseUrl: string;
let dropDatabase = async () => undefined as void;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'docs-api-drain-'));
  if (adminUrl) {
    const database = await freshPostgresDatabase(adminUrl);
    databaseUrl = database.url;
    dropDatabase = database.drop;
  } else databaseUrl = join(dir, 'pglite');
});
let running: ServedProcess | undefined;
afterEach(async () => {
  if (running !== undefined && running.child.exitCode === null && running.child.signalCode === null) {
    running.child.kill('SIGKILL');
    await running.exited;
  }
  running = undefined;
});
afterAll(async () => {
  await dropDatabase();
  rmSync(dir, { recursive: true, force: true });
});

/** Serves the CLI on the test database with the demo seed and waits until it is ready. */
async function serveReady(
  extra: string[] = [],
): Promise<{ served: ServedProcess; fixtures: Fixtures; seen: string[] }> {
  const fixturesFile = join(dir, 'fixtures.json');
  const served = await serveProcess([
    '--database-url',
    databaseUrl,
    '--seed',
    'demo',
    '--fixtures-out',
    fixturesFile,
    '--log-level',
    'info',
    ...extra,
  ]);
  running = served;
  const seen = await untilReady(served);
  return { served, fixtures: JSON.parse(readFileSync(fixturesFile, 'utf8')) as Fixtures, seen };
}

/** The fields of the `HTTP server drained` log line. */
function drainedLine(output: string): { inFlightAtStart: number; cutOff: number; milliseconds: number } {
  const line = output.split('\n').find((l) => l.includes('"HTTP server drained"'));
  if (line === undefined) throw new Error(`no drain line in:\n${output}`);
  return JSON.parse(line) as { inFlightAtStart: number; cutOff: number; milliseconds: number };
}

describe(`SIGTERM under write load (${kind})`, () => {
  it(
    'answers every request written before the signal, loses no acknowledged write and exits 0',
    { timeout: 120_000 },
    async () => {
      const { served, fixtures, seen } = await serveReady(['--no-metrics']);
      // Readiness: 503 with the reason while the seed runs, then 200.
      for (const answer of seen.slice(0, -1)) expect(answer).toMatch(/^503 starting: /);
      expect(seen.at(-1)).toBe('200');

      const load = writeLoad({
        url: served.url,
        orgId: fixtures.organizationId,
        token: fixtures.tokens.admin,
        writers: 6,
        prefix: 'drain',
      });
      while (load.acknowledged() < 30) await new Promise((resolve) => setTimeout(resolve, 10));
      const signalAt = performance.now();
      served.child.kill('SIGTERM');
      const { code } = await served.exited;
      const exitMs = Math.round(performance.now() - signalAt);
      await load.done;

      expect(code).toBe(0);
      const drained = drainedLine(served.output());
      expect(drained.cutOff).toBe(0);
      // A request written before the signal is answered, never reset.
      const failedBefore = load.sent.filter((s) => s.error !== undefined && (s.writtenAt ?? Infinity) < signalAt);
      expect(failedBefore).toEqual([]);
      // Every other request either got an answer or was refused before it was written.
      const unanswered = load.sent.filter((s) => s.status === undefined && s.writtenAt !== undefined);
      const refused = load.sent.filter((s) => s.error === 'ECONNREFUSED');
      expect(load.sent.filter((s) => s.status !== undefined && s.status !== 201)).toEqual([]);
      // Answers written after the drain began tell the client to close the connection.
      expect(load.sent.some((s) => s.connectionClose)).toBe(true);

      const acknowledged = load.sent.filter((s) => s.status === 201).map((s) => s.title);
      const db = await openDatabase(databaseUrl);
      const present = (
        await db.prisma.space.findMany({ where: { title: { startsWith: 'drain-' } }, select: { title: true } })
      ).map((row) => row.title);
      await db.close();
      expect(present.sort()).toEqual(acknowledged.sort());
      process.stdout.write(
        `drain on ${kind}: ${drained.inFlightAtStart} requests in flight at SIGTERM, drained in ${drained.milliseconds} ms, ` +
          `exit ${exitMs} ms after the signal; ${acknowledged.length} writes acknowledged, ${present.length} present, ` +
          `${unanswered.length} written after the signal unanswered, ${refused.length} refused\n`,
      );
    },
  );

  it(
    'waits for a slow request while readiness is 0, and exits at once on a second signal',
    { timeout: 120_000 },
    async () => {
      const site = await heldSite();
      const metricsPort = await freePort();
      const { served, fixtures } = await serveReady([
        '--allow-private-network',
        '--metrics-port',
        String(metricsPort),
        '--shutdown-timeout',
        '120',
      ]);
      const importing = startImport(served.url, fixtures, site.url);
      await site.requested;

      served.child.kill('SIGTERM');
      const metrics = `http://127.0.0.1:${metricsPort}/metrics`;
      // The operator's view while draining: not ready, one request in flight; the API takes no new connection.
      let text = '';
      while (!/^docs_api_ready 0$/m.test(text)) text = await (await fetch(metrics)).text();
      expect(text).toMatch(/^docs_api_http_requests_in_flight 1$/m);
      await expect(fetch(`${served.url}/livez`)).rejects.toThrow();
      expect(served.child.exitCode).toBeNull();

      served.child.kill('SIGTERM');
      const { code } = await served.exited;
      expect(code).toBe(143);
      expect(served.output()).toContain('SIGTERM again: exiting now');
      expect(typeof (await importing)).toBe('string');
      await site.close();
    },
  );

  it(
    'closes a request still in flight when --shutdown-timeout runs out, then exits 0',
    { timeout: 120_000 },
    async () => {
      const site = await heldSite();
      const { served, fixtures } = await serveReady([
        '--allow-private-network',
        '--no-metrics',
        '--shutdown-timeout',
        '1',
      ]);
      const importing = startImport(served.url, fixtures, site.url);
      await site.requested;
      served.child.kill('SIGTERM');
      const { code } = await served.exited;
      expect(code).toBe(0);
      expect(drainedLine(served.output())).toMatchObject({ inFlightAtStart: 1, cutOff: 1 });
      expect(typeof (await importing)).toBe('string');
      await site.close();
    },
  );
});

/** A website whose pages are held until it closes: an import of it stays in flight. */
async function heldSite(): Promise<{ url: string; requested: Promise<void>; close(): Promise<void> }> {
  let arrived!: () => void;
  const requested = new Promise<void>((resolve) => (arrived = resolve));
  const held: (() => void)[] = [];
  const site: Server = createServer((_req, res) => {
    held.push(() => res.writeHead(200, { 'content-type': 'text/html' }).end('<h1>Held</h1>'));
    arrived();
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(site.address() as { port: number }).port}/`,
    requested,
    close: async () => {
      for (const release of held) release();
      await new Promise<void>((resolve) => site.close(() => resolve()));
    },
  };
}

/** POSTs an import of `siteUrl` into the demo's first space; resolves with the status, or the error's message. */
async function startImport(url: string, fixtures: Fixtures, siteUrl: string): Promise<number | string> {
  const auth = { authorization: `Bearer ${fixtures.tokens.admin}`, 'content-type': 'application/json' };
  const listed = await fetch(`${url}/v1/orgs/${fixtures.organizationId}/spaces`, { headers: auth });
  const spaces = (await listed.json()) as { items: { id: string }[] };
  return fetch(`${url}/v1/spaces/${spaces.items[0]?.id}/content/import`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ source: 'website', url: siteUrl }),
  }).then(
    (res) => res.status,
    (error: Error) => error.message,
  );
}
