/**
 * Start part: spawn of the built CLI (`serve --seed demo`) → first `/healthz` 200, and the idle RSS after it; then where
 * a memory:// start's time goes: the same start beside the processes that do only a part of its work.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { freePort } from '../src/server-process.js';
import { serverDir, tempDir } from './processes.js';
import { fixed, median, printTable } from './table.js';

const cli = join(serverDir, 'dist', 'cli', 'main.js');
const pgliteAlone = join(serverDir, 'bench', 'pglite-alone.mjs');

/** Seconds from spawn to exit of `node …args` (which must exit 0). */
function timedRun(args: string[]): number {
  const t0 = performance.now();
  const run = spawnSync(process.execPath, args, { cwd: serverDir, encoding: 'utf8' });
  const seconds = (performance.now() - t0) / 1000;
  if (run.status !== 0) throw new Error(`node ${args.join(' ')} exited with ${run.status}: ${run.stderr}`);
  return seconds;
}

/**
 * A memory:// start with the demo seed beside its parts, each in a process of its own, interleaved `runs` times
 * (medians): Node alone; Node loading the CLI's bundle (`--help`); Node opening the demo template with PGlite as the
 * server does, to its first statement (bench/pglite-alone.mjs). What the whole start takes beyond those is the server's
 * own: Prisma, the app, the seed's refresh, listening.
 */
async function startParts(runs: number): Promise<(string | number)[][]> {
  const times = { node: [] as number[], bundle: [] as number[], pglite: [] as number[], serve: [] as number[] };
  for (let i = 0; i < runs; i++) {
    times.node.push(timedRun(['-e', '0']));
    times.bundle.push(timedRun([cli, '--help']));
    times.pglite.push(timedRun([pgliteAlone]));
    times.serve.push((await coldStart('memory://', 0)).healthz);
  }
  return [
    ['Node alone (`node -e 0`), spawn to exit', fixed(median(times.node), 2)],
    ['Node and the CLI bundle (`docs-api-server --help`), spawn to exit', fixed(median(times.bundle), 2)],
    [
      'Node and PGlite opening the demo template as the server does, to its first answer (spawn to exit)',
      fixed(median(times.pglite), 2),
    ],
    ['the server: `serve --database-url memory:// --seed demo`, spawn to /healthz 200', fixed(median(times.serve), 2)],
  ];
}

const rssMiB = (pid: number): number => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+)/.exec(status)?.[1];
  return kb === undefined ? Number.NaN : Number(kb) / 1024;
};

/** Seconds from spawn to the first 200 of /healthz, the seconds until the seed's fixtures are written, and the RSS once idle. */
async function coldStart(
  databaseUrl: string,
  idleSeconds: number,
): Promise<{ healthz: number; seeded: number; rss: number }> {
  const port = await freePort();
  const dir = tempDir('start');
  const fixtures = join(dir, 'fixtures.json');
  const t0 = performance.now();
  const child = spawn(
    process.execPath,
    [
      cli,
      'serve',
      '--port',
      String(port),
      '--database-url',
      databaseUrl,
      '--seed',
      'demo',
      '--fixtures-out',
      fixtures,
      '--log-level',
      'warn',
    ],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  try {
    let healthz = Number.NaN;
    let seeded = Number.NaN;
    const deadline = t0 + 60_000;
    while (performance.now() < deadline && (Number.isNaN(healthz) || Number.isNaN(seeded))) {
      if (Number.isNaN(healthz)) {
        const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
          (r) => r.status === 200,
          () => false,
        );
        if (ok) healthz = (performance.now() - t0) / 1000;
      }
      if (Number.isNaN(seeded) && existsSync(fixtures)) seeded = (performance.now() - t0) / 1000;
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      await sleep(10);
    }
    await sleep(idleSeconds * 1000);
    return { healthz, seeded, rss: child.pid === undefined ? Number.NaN : rssMiB(child.pid) };
  } finally {
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function startPart(options: { postgresUrl?: string; idleSeconds: number; runs: number }): Promise<void> {
  if (!existsSync(cli)) throw new Error(`${cli} is missing: build the server first (pnpm -F @docs-api/server build)`);
  const dir = tempDir('start-pglite');
  const rows: (string | number)[][] = [];
  const row = (mode: string, r: { healthz: number; seeded: number; rss: number }) =>
    rows.push([mode, fixed(r.healthz, 2), fixed(r.seeded, 2), fixed(r.rss)]);
  try {
    row('PGlite, fresh directory', await coldStart(join(dir, 'pglite'), options.idleSeconds));
    row('PGlite, existing directory', await coldStart(join(dir, 'pglite'), options.idleSeconds));
    row('PGlite, memory://', await coldStart('memory://', options.idleSeconds));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  if (options.postgresUrl !== undefined) {
    const name = `bench_start_${process.pid}`;
    const admin = new pg.Client({ connectionString: options.postgresUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = options.postgresUrl.replace(/\/[^/]*$/, `/${name}`);
    try {
      row('PostgreSQL, empty database', await coldStart(url, options.idleSeconds));
      row('PostgreSQL, migrated and seeded', await coldStart(url, options.idleSeconds));
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }
  printTable(
    `Cold start of the built CLI (serve --seed demo) — seconds from spawn`,
    ['mode', '/healthz 200 s', 'seed done s', `RSS idle MiB (${options.idleSeconds} s after)`],
    rows,
  );
  printTable(
    `Where a memory:// start's time goes — seconds, medians of ${options.runs} interleaved runs`,
    ['process', 's'],
    await startParts(options.runs),
  );
}
