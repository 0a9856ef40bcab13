/**
 * A reference instance as a child process of the server's built CLI, so that the tests send it real signals
 * (SIGTERM → graceful drain). Each instance keeps its port across restarts, as a balancer's configuration expects.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const serverCli = fileURLToPath(new URL('../../../server/dist/cli/main.js', import.meta.url));

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

export interface Instance {
  port: number;
  url: string;
  child: ChildProcess;
  output(): string;
  /** Sends SIGTERM and resolves with the exit code once the instance has drained and exited. */
  terminate(): Promise<number | null>;
}

/** Starts `serve` on `port` with `args` and resolves once GET /readyz answers 200. */
export async function startInstance(port: number, args: string[]): Promise<Instance> {
  const child = spawn(process.execPath, [serverCli, 'serve', '--port', String(port), '--no-metrics', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the instance on port ${port} exited: ${output}`);
    const status = await fetch(`${url}/readyz`, { headers: { connection: 'close' } }).then(
      (res) => res.status,
      () => 0,
    );
    if (status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    port,
    url,
    child,
    output: () => output,
    terminate: () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}
