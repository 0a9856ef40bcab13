/**
 * The reference's performance in one run, as ratios to a bare Express 5 baseline and between data sizes.
 * Usage: pnpm -F @docs-api/server bench [--all | --read --lists --writes --start --tenants --snapshots]
 *        [--database-url postgresql://…] [--seconds 10] [--connections 20] [--runs 30] [--tenant-count 40] [--profile]
 *        bench --soak [--minutes 60] [--window 5] [--rate 40]: mixed load on both databases, memory per window (bench/soak.ts)
 * Without --database-url a throwaway PostgreSQL cluster is started on loopback when its binaries are
 * installed (/usr/lib/postgresql/<version>/bin). Prints figures; it asserts nothing (speed targets are
 * never timed tests). The servers run in child processes so autocannon does not share their event loop.
 * --profile adds, for the read part, where the reference spends its CPU under load (bench/profile.ts).
 */
import { cpus, totalmem } from 'node:os';
import { parseArgs } from 'node:util';
import { listsPart } from './lists.js';
import { startPostgres } from './processes.js';
import { readPart } from './read.js';
import { snapshotsPart } from './snapshots.js';
import { soakPart } from './soak.js';
import { startPart } from './start.js';
import { tenantsPart } from './tenants.js';

const { values } = parseArgs({
  options: {
    all: { type: 'boolean', default: false },
    read: { type: 'boolean', default: false },
    lists: { type: 'boolean', default: false },
    writes: { type: 'boolean', default: false },
    start: { type: 'boolean', default: false },
    tenants: { type: 'boolean', default: false },
    'tenant-count': { type: 'string', default: '40' },
    snapshots: { type: 'boolean', default: false },
    'database-url': { type: 'string' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    runs: { type: 'string', default: '30' },
    'idle-seconds': { type: 'string', default: '3' },
    profile: { type: 'boolean', default: false },
    soak: { type: 'boolean', default: false },
    minutes: { type: 'string', default: '60' },
    window: { type: 'string', default: '5' },
    rate: { type: 'string', default: '40' },
  },
});
const someChosen =
  values.read || values.lists || values.writes || values.start || values.tenants || values.snapshots || values.soak;
const parts = {
  read: values.all || values.read || !someChosen,
  lists: values.all || values.lists,
  writes: values.all || values.writes,
  start: values.all || values.start,
  tenants: values.all || values.tenants,
  snapshots: values.all || values.snapshots,
};
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const runs = Number(values.runs);

console.log(`# docs-api server bench — ${new Date().toISOString()}`);
console.log(
  `Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB`,
);

const cluster = values['database-url'] === undefined ? await startPostgres() : undefined;
const postgresUrl = values['database-url'] ?? cluster?.url;
console.log(
  postgresUrl === undefined
    ? 'PostgreSQL: not available (PGlite only)'
    : `PostgreSQL: ${cluster ? 'throwaway cluster on loopback' : 'given by --database-url'}`,
);
try {
  if (parts.read)
    await readPart({
      seconds,
      connections,
      profile: values.profile,
      ...(postgresUrl !== undefined ? { postgresUrl } : {}),
    });
  if (parts.lists || parts.writes) {
    for (const kind of ['PGlite', 'PostgreSQL'] as const) {
      if (kind === 'PostgreSQL' && postgresUrl === undefined) continue;
      await listsPart({
        kind,
        runs,
        lists: parts.lists,
        writes: parts.writes,
        seconds: Math.max(3, Math.round(seconds / 2)),
        ...(postgresUrl !== undefined ? { postgresUrl } : {}),
      });
    }
  }
  if (parts.start)
    await startPart({
      idleSeconds: Number(values['idle-seconds']),
      ...(postgresUrl !== undefined ? { postgresUrl } : {}),
    });
  if (parts.tenants)
    await tenantsPart({
      count: Number(values['tenant-count']),
      ...(postgresUrl !== undefined ? { postgresUrl } : {}),
    });
  if (parts.snapshots)
    await snapshotsPart({ runs: Math.min(runs, 10), ...(postgresUrl !== undefined ? { postgresUrl } : {}) });
  if (values.soak) {
    const clean = await soakPart({
      minutes: Number(values.minutes),
      window: Number(values.window),
      rate: Number(values.rate),
      ...(postgresUrl !== undefined ? { postgresUrl } : {}),
    });
    if (!clean) process.exitCode = 1;
  }
} finally {
  cluster?.stop();
}
