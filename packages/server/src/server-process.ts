/**
 * `@docs-api/server/server-process`: the built CLI (`docs-api-server serve`) as a child process, for the tests and
 * benchmarks of this repository that need the server in a process of its own (to send it real signals, to restart
 * it on the port it had, to measure it from outside), and the free loopback port they start it on. It runs
 * `dist/cli/main.js`: build the package first.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/** The built CLI; src/ and dist/ both stand one level below the package's root. */
export const serverCli = fileURLToPath(new URL('../dist/cli/main.js', import.meta.url));

/** A free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.once('error', reject);
  });
}

/** How a child process ended. */
export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServedProcess {
  child: ChildProcess;
  port: number;
  url: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  exited: Promise<Exit>;
  /** Sends SIGTERM and resolves once the process has drained and exited. */
  terminate(): Promise<Exit>;
}

export interface ServeOptions {
  /** The port to serve on (a restarted instance keeps its port, as a balancer expects); a free one by default. */
  port?: number;
  /** Arguments of Node itself, given before the CLI's path. */
  nodeArgs?: string[];
}

/** Collects what `child` writes to stdout and stderr. */
function collectOutput(child: ChildProcess): () => string {
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return () => output;
}

/** Starts `serve --port <port> …args` and resolves at once (before it listens). */
export async function serveProcess(args: string[], options: ServeOptions = {}): Promise<ServedProcess> {
  const port = options.port ?? (await freePort());
  const nodeArgs = options.nodeArgs ?? [];
  const child = spawn(process.execPath, [...nodeArgs, serverCli, 'serve', '--port', String(port), ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = collectOutput(child);
  const exited = new Promise<Exit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return {
    child,
    port,
    url: `http://127.0.0.1:${port}`,
    output,
    exited,
    terminate: () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

/**
 * Polls GET /readyz on fresh connections until it answers 200; returns every answer seen (status and reason).
 * Throws, with the process's output, when the process exits first.
 */
export async function untilReady(served: ServedProcess): Promise<string[]> {
  const seen: string[] = [];
  let gone = false;
  void served.exited.then(() => (gone = true));
  for (;;) {
    if (gone) {
      const readiness = `readiness seen: ${seen.join(', ')}`;
      throw new Error(`${served.url} exited before it was ready; ${readiness}; output: ${served.output()}`);
    }
    try {
      const res = await fetch(`${served.url}/readyz`, { headers: { connection: 'close' } });
      const body = (await res.json()) as { reason?: string };
      seen.push(`${res.status}${body.reason !== undefined ? ` ${body.reason}` : ''}`);
      if (res.status === 200) return seen;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Starts `serve --port <port> …args` and resolves once GET /readyz answers 200. */
export async function serveReady(args: string[], options: ServeOptions = {}): Promise<ServedProcess> {
  const served = await serveProcess(args, options);
  await untilReady(served);
  return served;
}
