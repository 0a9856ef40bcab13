/**
 * A build's server as a black box: its built CLI (`packages/server/dist/cli/main.js serve …`) started as a
 * process and measured from outside, so that a build whose own bench code differs (or is missing) is measured
 * by this tree's harness. The flags a build knows are read from its `serve --help`; a flag it lacks is left
 * out and the figure that needs it reads "n/a".
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { freePort } from '../src/server-process.js';
import { tempDir } from './processes.js';

/** One build of the repository: this tree or a ref built in a temporary worktree. */
export interface Build {
  /** Short name for tables: 'this tree' or the ref as given. */
  name: string;
  /** The repository root of the build. */
  root: string;
  cli: string;
  /** The long flags of its `serve --help`. */
  flags: Set<string>;
}

/** Describes the build rooted at `root` (its server must be built). */
export function describeBuild(name: string, root: string): Build {
  const cli = join(root, 'packages', 'server', 'dist', 'cli', 'main.js');
  if (!existsSync(cli)) throw new Error(`${cli} is missing: build that tree first (pnpm build)`);
  const help = spawnSync(process.execPath, [cli, 'serve', '--help'], { encoding: 'utf8' });
  const flags = new Set((`${help.stdout}${help.stderr}`.match(/--[a-z][a-z-]*/g) ?? []).map((f) => f.slice(2)));
  return { name, root, cli, flags };
}

/** The servers running now: stopped by `stopAllServers` on an interrupt. */
const live = new Set<() => Promise<void>>();

/** Stops every server `serve` started that is still running (SIGINT/SIGTERM of the bench). */
export const stopAllServers = () => Promise.all([...live].map((stop) => stop()));

/** A flag a build lacks: the figure that needs it is not measured. */
export class MissingFlag extends Error {}

export interface ServeOptions {
  databaseUrl: string;
  seed?: boolean;
  testApi?: boolean;
  /** Default: the server's own default (info). */
  logLevel?: string;
  /** Seconds to wait for /readyz 200 (and the fixtures when seeding). */
  timeoutSeconds?: number;
}

export interface Served {
  url: string;
  pid: number;
  /** Seconds from spawn to the first /readyz 200. */
  readySeconds: number;
  /** Seconds from spawn until the seed's fixtures file was written (NaN without a seed). */
  seededSeconds: number;
  fixtures?: { organizationId: string; tokens: { admin: string } };
  /** Its Prometheus endpoint (a build with --metrics-port). */
  metricsUrl?: string;
  /** The process's resident set now, in MiB. */
  rssMiB(): number;
  stop(): Promise<void>;
}

/** Resident set of a process in MiB (Linux /proc). */
export const rssMiB = (pid: number): number => {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb === undefined ? Number.NaN : Number(kb) / 1024;
  } catch {
    return Number.NaN;
  }
};

/**
 * Starts `serve` of a build on a free port with the server's defaults (security headers, metrics on a free
 * port of their own, request log at info as JSON lines to a pipe that is drained unread, as a log collector
 * would) and resolves once /readyz answers 200 and, with a seed, the fixtures are written.
 */
export async function serve(build: Build, options: ServeOptions): Promise<Served> {
  const need = (flag: string) => {
    if (!build.flags.has(flag)) throw new MissingFlag(`${build.name}: serve has no --${flag}`);
  };
  // Every flag is checked before anything starts: a build that lacks one costs nothing.
  for (const [wanted, flags] of [
    [options.seed === true, ['seed', 'fixtures-out']],
    [options.testApi === true, ['test-api']],
    [options.logLevel !== undefined, ['log-level']],
  ] as const)
    if (wanted) flags.forEach(need);
  const args = ['--host', '127.0.0.1', '--database-url', options.databaseUrl];
  const dir = tempDir('serve');
  const fixturesFile = join(dir, 'fixtures.json');
  if (options.seed === true) args.push('--seed', 'demo', '--fixtures-out', fixturesFile);
  if (options.testApi === true) args.push('--test-api');
  if (options.logLevel !== undefined) args.push('--log-level', options.logLevel);
  const port = await freePort();
  args.unshift('serve', '--port', String(port));
  // Metrics stay on (a default) but on a port of their own: several servers run during a bench.
  const metricsPort = build.flags.has('metrics-port') ? await freePort() : undefined;
  if (metricsPort !== undefined) args.push('--metrics-port', String(metricsPort));
  const env = { ...process.env };
  for (const name of ['PORT', 'HOST', 'DATABASE_URL', 'PUBLIC_URL', 'LOG_LEVEL', 'TEST_API', 'NODE_OPTIONS'])
    delete env[name];
  const t0 = performance.now();
  const child = spawn(process.execPath, [build.cli, ...args], {
    cwd: dir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.resume();
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    live.delete(stop);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  live.add(stop);
  const url = `http://127.0.0.1:${port}`;
  let readySeconds = Number.NaN;
  let seededSeconds = Number.NaN;
  const deadline = t0 + (options.timeoutSeconds ?? 120) * 1000;
  try {
    while (Number.isNaN(readySeconds) || (options.seed === true && Number.isNaN(seededSeconds))) {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(
          `${build.name}: serve ${args.join(' ')} exited (${child.exitCode ?? child.signalCode}): ${stderr}`,
        );
      if (performance.now() > deadline) throw new Error(`${build.name}: serve not ready in time: ${stderr}`);
      if (Number.isNaN(readySeconds)) {
        const ok = await fetch(`${url}/readyz`).then(
          (r) => r.status === 200,
          () => false,
        );
        if (ok) readySeconds = (performance.now() - t0) / 1000;
      }
      if (options.seed === true && Number.isNaN(seededSeconds) && existsSync(fixturesFile)) {
        // The file may be seen while it is being written: read it once it parses.
        try {
          JSON.parse(readFileSync(fixturesFile, 'utf8'));
          seededSeconds = (performance.now() - t0) / 1000;
        } catch {
          // not complete yet
        }
      }
      await sleep(5);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url,
    pid: child.pid ?? -1,
    readySeconds,
    seededSeconds,
    ...(metricsPort !== undefined ? { metricsUrl: `http://127.0.0.1:${metricsPort}/metrics` } : {}),
    ...(options.seed === true
      ? { fixtures: JSON.parse(readFileSync(fixturesFile, 'utf8')) as Served['fixtures'] & object }
      : {}),
    rssMiB: () => rssMiB(child.pid ?? -1),
    stop,
  };
}

/** A fresh database on a PostgreSQL server (the URL's database is the admin connection); `drop` removes it. */
export async function freshPostgresDatabase(
  adminUrl: string,
  name: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const query = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await query(`CREATE DATABASE ${name}`);
  return {
    url: adminUrl.replace(/\/[^/]*$/, `/${name}`),
    drop: () => query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
