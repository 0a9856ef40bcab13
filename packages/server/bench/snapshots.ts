/**
 * Snapshots part: how long the test API takes to snapshot and to restore the demo dataset (POST /__test/snapshots,
 * POST /__test/snapshots/{name}/restore, POST /__test/reset), in process, on PGlite (memory://) and PostgreSQL.
 */
import pg from 'pg';
import { start } from '../src/server.js';
import { fixed, medianMs, printTable } from './table.js';

/** Median milliseconds of taking, restoring and resetting on a server with the demo seed at `databaseUrl`. */
async function measure(databaseUrl: string, runs: number): Promise<[number, number, number]> {
  const server = await start({ databaseUrl, seed: 'demo', testApi: true, logLevel: 'warn' });
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${server.url}${path}`, {
      method,
      ...(body !== undefined ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {}),
    });
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  };
  try {
    let taken = 0;
    const take = await medianMs(runs, () => call('POST', '/__test/snapshots', { name: `bench-${taken++}` }));
    // A restore after a change, as a test suite does between tests.
    const admin = server.fixtures?.tokens.admin ?? '';
    const restore = await medianMs(runs, async () => {
      await fetch(`${server.url}/v1/orgs/${server.fixtures?.organizationId}/spaces`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
        body: JSON.stringify({ title: 'Changed' }),
      });
      await call('POST', '/__test/snapshots/bench-0/restore');
    });
    const reset = await medianMs(runs, () => call('POST', '/__test/reset'));
    return [take, restore, reset];
  } finally {
    await server.stop();
  }
}

export async function snapshotsPart(options: { postgresUrl?: string; runs: number }): Promise<void> {
  const rows: (string | number)[][] = [];
  const row = (kind: string, [take, restore, reset]: [number, number, number]) =>
    rows.push([kind, fixed(take), fixed(restore), fixed(reset)]);
  row('PGlite (memory://)', await measure('memory://', options.runs));
  if (options.postgresUrl !== undefined) {
    const name = `bench_snapshots_${process.pid}`;
    const admin = new pg.Client({ connectionString: options.postgresUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    try {
      row('PostgreSQL', await measure(options.postgresUrl.replace(/\/[^/]*$/, `/${name}`), options.runs));
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }
  printTable(
    `Snapshots of the demo dataset — median ms of ${options.runs} runs`,
    ['database', 'snapshot ms', 'change + restore ms', 'reset ms'],
    rows,
  );
}
