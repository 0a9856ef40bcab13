/**
 * The built CLI (`docs-api-server serve`) as a child process, for the tests that send it real signals, and a
 * write load over keep-alive connections whose every request is recorded: when it was written, how it ended.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { Agent, request } from 'node:http';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const cli = fileURLToPath(new URL('../dist/cli/main.js', import.meta.url));

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

export interface ServedProcess {
  child: ChildProcess;
  url: string;
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts `serve --port <free> …args` (Node given `nodeArgs`) and resolves at once (before it listens). */
export async function serveProcess(args: string[], nodeArgs: string[] = []): Promise<ServedProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, cli, 'serve', '--port', String(port), ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, url: `http://127.0.0.1:${port}`, output: () => output, exited };
}

/** Polls GET /readyz on fresh connections until it answers 200; returns every answer seen (status and reason). */
export async function untilReady(url: string, exited: Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  let gone = false;
  void exited.then(() => (gone = true));
  for (;;) {
    if (gone) throw new Error(`the server exited before it was ready; readiness seen: ${seen.join(', ')}`);
    try {
      const res = await fetch(`${url}/readyz`, { headers: { connection: 'close' } });
      const body = (await res.json()) as { reason?: string };
      seen.push(`${res.status}${body.reason !== undefined ? ` ${body.reason}` : ''}`);
      if (res.status === 200) return seen;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export interface Sent {
  title: string;
  /** performance.now() when the request was fully written, if it was. */
  writtenAt?: number;
  status?: number;
  connectionClose?: boolean;
  /** The error code (ECONNREFUSED, ECONNRESET, …) when no answer came. */
  error?: string;
}

/** One POST with a JSON body over `agent`, recorded in `sent`. */
function post(agent: Agent, url: string, path: string, token: string, body: object, sent: Sent): Promise<void> {
  return new Promise((resolve) => {
    const req = request(`${url}${path}`, {
      method: 'POST',
      agent,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    });
    req.once('finish', () => (sent.writtenAt = performance.now()));
    req.once('response', (res) => {
      sent.status = res.statusCode;
      sent.connectionClose = res.headers.connection === 'close';
      res.resume();
      res.once('end', resolve);
      res.once('error', (error: NodeJS.ErrnoException) => {
        sent.error = error.code ?? error.message;
        resolve();
      });
    });
    req.once('error', (error: NodeJS.ErrnoException) => {
      sent.error = error.code ?? error.message;
      resolve();
    });
    req.end(JSON.stringify(body));
  });
}

/**
 * `writers` callers creating spaces titled `<prefix>-<n>` back to back over keep-alive connections until the
 * server refuses connections; every request is recorded.
 */
export function writeLoad(options: { url: string; orgId: string; token: string; writers: number; prefix: string }) {
  const agent = new Agent({ keepAlive: true, maxSockets: options.writers });
  const sent: Sent[] = [];
  let n = 0;
  const writer = async () => {
    for (;;) {
      const record: Sent = { title: `${options.prefix}-${n++}` };
      sent.push(record);
      await post(
        agent,
        options.url,
        `/v1/orgs/${options.orgId}/spaces`,
        options.token,
        { title: record.title },
        record,
      );
      if (record.error === 'ECONNREFUSED') return;
    }
  };
  const done = Promise.all(Array.from({ length: options.writers }, writer)).finally(() => agent.destroy());
  return { sent, done, acknowledged: () => sent.filter((s) => s.status === 201).length };
}
