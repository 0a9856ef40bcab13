/** Start part: spawn of the built CLI (`serve --seed demo`) → first `/healthz` 200, and the idle RSS after it. */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { freePort, serverDir, tempDir } from './processes.js';
import { fixed, printTable } from './table.js';

const cli = join(serverDir, 'dist', 'cli', 'main.js');

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

export async function startPart(options: { postgresUrl?: string; idleSeconds: number }): Promise<void> {
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
}
