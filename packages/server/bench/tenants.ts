/**
 * Tenants part: how many demo tenants a server makes per second (POST /__test/tenants, docs/stand-in.md), one
 * after another and 4 at a time, and how fast it removes them, on PGlite and PostgreSQL. The server runs in its own
 * process with the test API on.
 */
import pg from 'pg';
import { spawnChild } from './processes.js';
import { fixed, printTable } from './table.js';

async function post(url: string): Promise<string> {
  const response = await fetch(`${url}/__test/tenants`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{"seed":"demo"}',
  });
  if (response.status !== 201) throw new Error(`POST /__test/tenants answered ${response.status}`);
  return ((await response.json()) as { tenantId: string }).tenantId;
}

async function remove(url: string, tenantId: string): Promise<void> {
  const response = await fetch(`${url}/__test/tenants/${tenantId}`, { method: 'DELETE' });
  if (response.status !== 204) throw new Error(`DELETE /__test/tenants answered ${response.status}`);
}

/** Tenants per second when `count` are made (or removed) `parallel` at a time. */
async function perSecond<T>(items: T[], parallel: number, work: (item: T) => Promise<void>): Promise<number> {
  const queue = [...items];
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
  return items.length / ((performance.now() - t0) / 1000);
}

async function measure(databaseUrl: string, count: number): Promise<(string | number)[]> {
  const server = await spawnChild(['reference', databaseUrl], { BENCH_TEST_API: '1', BENCH_LOG_LEVEL: 'warn' });
  try {
    await post(server.url); // warm-up
    const made: string[] = [];
    const slots = Array.from({ length: count }, (_, i) => i);
    const one = await perSecond(slots, 1, async () => void made.push(await post(server.url)));
    const four = await perSecond(slots, 4, async () => void made.push(await post(server.url)));
    const removed = await perSecond(made, 4, (id) => remove(server.url, id));
    return [fixed(one, 1), fixed(four, 1), fixed(removed, 1)];
  } finally {
    await server.stop();
  }
}

export async function tenantsPart(options: { count: number; postgresUrl?: string }): Promise<void> {
  const rows: (string | number)[][] = [['PGlite, memory://', ...(await measure('memory://', options.count))]];
  if (options.postgresUrl !== undefined) {
    const name = `bench_tenants_${process.pid}`;
    const admin = new pg.Client({ connectionString: options.postgresUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    try {
      rows.push(['PostgreSQL', ...(await measure(options.postgresUrl.replace(/\/[^/]*$/, `/${name}`), options.count))]);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }
  printTable(
    `Demo tenants (POST /__test/tenants: 2 organizations, 7 users, 4 spaces with content, 3 tokens) — ${options.count} each`,
    ['database', 'made/s, one at a time', 'made/s, 4 at a time', 'removed/s, 4 at a time'],
    rows,
  );
}
