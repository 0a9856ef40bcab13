/**
 * Snapshots part: how long the test API takes to snapshot and to restore the demo dataset (POST /__test/snapshots,
 * POST /__test/snapshots/{name}/restore, POST /__test/reset), and one demo tenant beside it (POST
 * /__test/tenants/{id}/snapshots, …/restore, …/reset), in process, on PGlite (memory://) and PostgreSQL.
 */
import pg from 'pg';
import { start } from '../src/server.js';
import { fixed, medianMs, printTable } from './table.js';

type Figures = [take: number, restore: number, reset: number];

/**
 * Median milliseconds of taking, restoring and resetting on a server with the demo seed at `databaseUrl`: the
 * whole server, then one demo tenant of it.
 */
async function measure(databaseUrl: string, runs: number): Promise<{ server: Figures; tenant: Figures }> {
  const server = await start({ databaseUrl, seed: 'demo', testApi: true, logLevel: 'warn' });
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${server.url}${path}`, {
      method,
      ...(body !== undefined ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {}),
    });
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
    return res.status === 204 ? undefined : ((await res.json()) as unknown);
  };
  const createSpace = (organizationId: string | undefined, token: string) =>
    fetch(`${server.url}/v1/orgs/${organizationId}/spaces`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Changed' }),
    });
  try {
    let taken = 0;
    const take = await medianMs(runs, async () => {
      await call('POST', '/__test/snapshots', { name: `bench-${taken++}` });
    });
    // A restore after a change, as a test suite does between tests.
    const admin = server.fixtures?.tokens.admin ?? '';
    const restore = await medianMs(runs, async () => {
      await createSpace(server.fixtures?.organizationId, admin);
      await call('POST', '/__test/snapshots/bench-0/restore');
    });
    const reset = await medianMs(runs, async () => {
      await call('POST', '/__test/reset');
    });

    const tenant = (await call('POST', '/__test/tenants', { seed: 'demo' })) as {
      tenantId: string;
      organizationId: string;
      tokens: { admin: string };
    };
    const at = `/__test/tenants/${tenant.tenantId}`;
    let tenantTaken = 0;
    const tenantTake = await medianMs(runs, async () => {
      await call('POST', `${at}/snapshots`, { name: `bench-${tenantTaken++}` });
    });
    const tenantRestore = await medianMs(runs, async () => {
      await createSpace(tenant.organizationId, tenant.tokens.admin);
      await call('POST', `${at}/snapshots/bench-0/restore`);
    });
    const tenantReset = await medianMs(runs, async () => {
      await call('POST', `${at}/reset`);
    });
    return { server: [take, restore, reset], tenant: [tenantTake, tenantRestore, tenantReset] };
  } finally {
    await server.stop();
  }
}

export async function snapshotsPart(options: { postgresUrl?: string; runs: number }): Promise<void> {
  const rows: (string | number)[][] = [];
  const row = (kind: string, figures: { server: Figures; tenant: Figures }) => {
    for (const [scope, [take, restore, reset]] of [
      ['whole server', figures.server],
      ['one demo tenant', figures.tenant],
    ] as const)
      rows.push([kind, scope, fixed(take), fixed(restore), fixed(reset)]);
  };
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
    ['database', 'of', 'snapshot ms', 'change + restore ms', 'reset ms'],
    rows,
  );
}
