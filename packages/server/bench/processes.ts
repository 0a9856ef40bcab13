/** Child servers and a throwaway PostgreSQL cluster for the benchmark. */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, chownSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';
import type { Fixtures } from '../src/seed/demo.js';
import { freePort } from '../src/server-process.js';

const here = fileURLToPath(new URL('.', import.meta.url));
export const serverDir = join(here, '..');

export interface Child {
  process: ChildProcess;
  url: string;
  fixtures?: Fixtures;
  stop(): Promise<void>;
}

const stopChild = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 15_000).unref();
  });

/**
 * Starts bench/child.ts in its own Node process; resolves once it listens. With `ipc` the child answers
 * the message 'memory' with its process.memoryUsage() after a full garbage collection (the soak part).
 */
export function spawnChild(args: string[], env: Record<string, string> = {}, ipc = false): Promise<Child> {
  const flags = ipc ? ['--expose-gc'] : [];
  const child = spawn(process.execPath, [...flags, '--import', 'tsx', join(here, 'child.ts'), ...args], {
    cwd: serverDir,
    env: { ...process.env, ...env },
    stdio: ipc ? ['ignore', 'pipe', 'inherit', 'ipc'] : ['ignore', 'pipe', 'inherit'],
  });
  const stdout = child.stdout;
  if (stdout === null) throw new Error('the bench child has no stdout');
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: stdout });
    // The child's log lines share stdout: the ready line is the one that carries `benchReady`.
    lines.on('line', (line) => {
      if (!line.startsWith('{"benchReady"')) return;
      const parsed = JSON.parse(line) as { url: string; fixtures?: Fixtures };
      // From here on the child's request logs are drained unread, as a log collector's pipe would take them:
      // splitting them into lines here would take CPU from the load generator in this process.
      lines.close();
      stdout.resume();
      resolve({
        process: child,
        url: parsed.url,
        ...(parsed.fixtures !== undefined ? { fixtures: parsed.fixtures } : {}),
        stop: () => stopChild(child),
      });
    });
    child.once('exit', (code) => reject(new Error(`bench child ${args.join(' ')} exited with ${code}`)));
  });
}

export interface Postgres {
  url: string;
  stop(): void;
}

/** The newest installed PostgreSQL's bin directory, if any. */
export function postgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'initdb')));
  const newest = versions.sort((a, b) => Number(a) - Number(b)).at(-1);
  return newest === undefined ? undefined : join(root, newest, 'bin');
}

/** A throwaway cluster on loopback (as the postgres user when run as root); undefined without binaries. */
export async function startPostgres(): Promise<Postgres | undefined> {
  const bin = postgresBin();
  if (bin === undefined) return undefined;
  const dir = mkdtempSync(join(tmpdir(), 'docs-api-bench-pg-'));
  const asRoot = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]) => {
    const [file, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', join(bin, cmd), ...args]]
      : [join(bin, cmd), args];
    // (In the cluster's directory: as postgres, the tools complain about a working directory that user may not enter.)
    const result = spawnSync(file, argv, { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
    if (result.status !== 0) throw new Error(`${cmd} failed: ${result.stderr.toString()}`);
  };
  if (asRoot) {
    const pw = spawnSync('id', ['-u', 'postgres']).stdout.toString().trim();
    const gid = spawnSync('id', ['-g', 'postgres']).stdout.toString().trim();
    chownSync(dir, Number(pw), Number(gid));
  }
  const port = await freePort();
  run('initdb', ['-D', join(dir, 'data'), '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  run('pg_ctl', [
    '-D',
    join(dir, 'data'),
    '-l',
    join(dir, 'server.log'),
    '-w',
    '-o',
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c max_connections=200`,
    'start',
  ]);
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run('pg_ctl', ['-D', join(dir, 'data'), '-m', 'fast', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** A fresh temporary directory (removed by the caller). */
export const tempDir = (prefix: string) => mkdtempSync(join(tmpdir(), `docs-api-bench-${prefix}-`));
