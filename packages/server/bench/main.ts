/**
 * The reference's performance in one run, as ratios to a bare Express 5 baseline and between data sizes.
 * Usage: USAGE below (`pnpm bench --help` prints it).
 * Without --database-url a throwaway PostgreSQL cluster is started on loopback when its binaries are
 * installed (/usr/lib/postgresql/<version>/bin). Prints figures; it asserts nothing (speed targets are
 * never timed tests). The servers run in child processes so autocannon does not share their event loop.
 * --profile adds, for the read part, where the reference spends its CPU under load (bench/profile.ts).
 */
import { writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { describeBuild, stopAllServers, type Build } from './cli-server.js';
import { prepareRef, resolveRef } from './compare.js';
import { listsPart } from './lists.js';
import { middlewarePart } from './middleware.js';
import { serverDir, startPostgres } from './processes.js';
import { readPart } from './read.js';
import { snapshotsPart } from './snapshots.js';
import { soakPart } from './soak.js';
import { startPart } from './start.js';
import { printSuite, runSuite, suiteJson } from './suite.js';
import { tenantsPart } from './tenants.js';

const USAGE = `Usage: pnpm bench [--quick] [--compare <git ref>] [--json <file>] [--rounds 2] [--seconds 5] [--no-conformance]
                  [--database-url postgresql://...]
       (scripts/bench.sh -> bench --suite: the built CLIs measured from outside, bench/suite.ts; docs/development.md)
       pnpm -F @docs-api/server bench [--all | --read --lists --writes --start --tenants --snapshots --middleware]
       [--database-url postgresql://...] [--seconds 10] [--connections 20] [--runs 30] [--tenant-count 40] [--profile]
       [--rounds 3] (--middleware: GET with each request middleware switched off in turn, bench/middleware.ts)
       bench --soak [--minutes 60] [--window 5] [--rate 40]: mixed load on both databases, memory per window (bench/soak.ts)
Without --database-url a throwaway PostgreSQL cluster is started on loopback when its binaries are installed.
Prints figures; asserts nothing.
`;

const { values } = parseArgs({
  options: {
    help: { type: 'boolean', short: 'h', default: false },
    all: { type: 'boolean', default: false },
    read: { type: 'boolean', default: false },
    lists: { type: 'boolean', default: false },
    writes: { type: 'boolean', default: false },
    start: { type: 'boolean', default: false },
    tenants: { type: 'boolean', default: false },
    'tenant-count': { type: 'string', default: '40' },
    snapshots: { type: 'boolean', default: false },
    middleware: { type: 'boolean', default: false },
    'database-url': { type: 'string' },
    seconds: { type: 'string' },
    connections: { type: 'string', default: '20' },
    runs: { type: 'string', default: '30' },
    'idle-seconds': { type: 'string', default: '3' },
    profile: { type: 'boolean', default: false },
    soak: { type: 'boolean', default: false },
    minutes: { type: 'string', default: '60' },
    window: { type: 'string', default: '5' },
    rate: { type: 'string', default: '40' },
    suite: { type: 'boolean', default: false },
    quick: { type: 'boolean', default: false },
    compare: { type: 'string' },
    json: { type: 'string' },
    rounds: { type: 'string' },
    'no-conformance': { type: 'boolean', default: false },
  },
});
if (values.help) {
  process.stdout.write(USAGE);
  process.exit(0);
}
const someChosen =
  values.read ||
  values.lists ||
  values.writes ||
  values.start ||
  values.tenants ||
  values.snapshots ||
  values.middleware ||
  values.soak;
const parts = {
  read: values.all || values.read || !someChosen,
  lists: values.all || values.lists,
  writes: values.all || values.writes,
  start: values.all || values.start,
  tenants: values.all || values.tenants,
  snapshots: values.all || values.snapshots,
  middleware: values.all || values.middleware,
};
const seconds = Number(values.seconds ?? 10);
const connections = Number(values.connections);
const runs = Number(values.runs);
const suite = values.suite || values.quick || values.compare !== undefined || values.json !== undefined;

console.log(`# docs-api server bench — ${new Date().toISOString()}`);
console.log(
  `Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);

if (suite) {
  await suiteMain();
  process.exit(process.exitCode ?? 0);
}

/** `pnpm bench`: this tree (and with --compare a ref) measured from outside; prints one table. */
async function suiteMain(): Promise<void> {
  const t0 = performance.now();
  const root = resolve(serverDir, '..', '..');
  const cleanups: ((interrupted: boolean) => unknown)[] = [];
  const cleanUp = async (interrupted: boolean) => {
    await stopAllServers();
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup(interrupted);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      console.log(`\n${signal}: stopping the servers and removing the temporary worktree`);
      void cleanUp(true).finally(() => process.exit(130));
    });
  // Defaults: the quick suite fits in under a minute; the full one takes its figures twice per build.
  const rounds = Number(values.rounds ?? 2);
  const suiteSeconds = values.seconds !== undefined ? Number(values.seconds) : values.quick ? 3 : 5;
  const here = { ...describeBuild('this tree', root), commit: resolveRef(root, 'HEAD') };
  const builds: (Build & { commit?: string })[] = [here];
  let cluster: Awaited<ReturnType<typeof startPostgres>>;
  try {
    if (values.compare !== undefined) {
      console.log(`Building ${values.compare} in a temporary worktree …`);
      const ref = await prepareRef(root, values.compare, (remove) =>
        cleanups.push((interrupted) => remove({ background: interrupted })),
      );
      builds.unshift(ref.build);
    }
    let postgresUrl = values['database-url'];
    if (!values.quick && postgresUrl === undefined) {
      cluster = await startPostgres();
      if (cluster !== undefined) cleanups.push(() => cluster?.stop());
      postgresUrl = cluster?.url;
    }
    console.log(
      `Builds: ${builds.map((b) => `${b.name} (${b.commit?.slice(0, 10) ?? '?'})`).join(', ')}; PostgreSQL: ${
        values.quick ? 'not in --quick' : postgresUrl === undefined ? 'not available' : 'yes'
      }; ${rounds} round(s), ${suiteSeconds} s per load, ${connections} connections for reads`,
    );
    const result = await runSuite({
      builds,
      conformanceCli: join(root, 'packages', 'conformance', 'bin', 'docs-api-conformance.js'),
      quick: values.quick,
      conformance: !values['no-conformance'],
      rounds,
      seconds: suiteSeconds,
      connections,
      idleSeconds: Number(values['idle-seconds']),
      ...(postgresUrl !== undefined ? { postgresUrl } : {}),
    });
    const wall = (performance.now() - t0) / 1000;
    printSuite(
      result,
      builds,
      `${values.quick ? 'Quick bench' : 'Bench'} — medians of ${rounds} round(s)${builds.length > 1 ? ', builds interleaved; ratio = this tree ÷ ref' : ''}; wall time ${wall.toFixed(0)} s`,
    );
    if (values.json !== undefined) {
      const file = resolve(process.env['INIT_CWD'] ?? process.cwd(), values.json);
      writeFileSync(
        file,
        `${JSON.stringify(
          suiteJson(result, builds, {
            date: new Date().toISOString(),
            node: process.version,
            cpus: `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}`,
            loadAverage: loadavg(),
            quick: values.quick,
            rounds,
            seconds: suiteSeconds,
            connections,
            wallSeconds: wall,
          }),
          null,
          2,
        )}\n`,
      );
      console.log(`\nFigures written to ${file}`);
    }
  } finally {
    await cleanUp(false);
  }
}

// (The middleware part runs on memory:// only.)
const needsPostgres = Object.entries(parts).some(([part, on]) => on && part !== 'middleware') || values.soak;
const cluster = values['database-url'] === undefined && needsPostgres ? await startPostgres() : undefined;
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
      runs: Math.min(runs, 5),
      ...(postgresUrl !== undefined ? { postgresUrl } : {}),
    });
  if (parts.tenants)
    await tenantsPart({
      count: Number(values['tenant-count']),
      ...(postgresUrl !== undefined ? { postgresUrl } : {}),
    });
  if (parts.snapshots)
    await snapshotsPart({ runs: Math.min(runs, 10), ...(postgresUrl !== undefined ? { postgresUrl } : {}) });
  if (parts.middleware)
    await middlewarePart({ seconds: Math.min(seconds, 5), connections, rounds: Number(values.rounds ?? 3) });
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
