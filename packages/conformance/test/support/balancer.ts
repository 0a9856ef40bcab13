/**
 * HAProxy (Debian's package, installed by scripts/test.sh) in front of reference instances on loopback: round
 * robin, connections to the instances kept alive and reused, an active health check on GET /readyz every
 * 500 ms, and a request whose connection to an instance fails retried on another. The configuration is the
 * one docs/operations.md › Behind a load balancer shows.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const HAPROXY = '/usr/sbin/haproxy';
export const haproxyInstalled = existsSync(HAPROXY);

export function haproxyConfig(port: number, statsPort: number, instancePorts: number[]): string {
  return `global
  maxconn 512
  # Room for requests larger than an instance takes (a 40 kB header): the instance refuses them with the
  # API's error body (431) instead of HAProxy answering with its own page.
  tune.bufsize 65536

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout http-keep-alive 10s
  option http-keep-alive
  http-reuse safe
  retries 3
  option redispatch 1
  # An instance that stops accepting (draining) refuses connections; one that closes an idle kept-alive
  # connection as a request is sent on it has not read that request: both are safe to send elsewhere.
  retry-on conn-failure empty-response
  option http-buffer-request

frontend api
  bind 127.0.0.1:${port}
  default_backend reference

backend reference
  balance roundrobin
  option httpchk GET /readyz
  http-check expect status 200
  # A check waits up to 3 s (the server's own SELECT 1 gives up after 2 s) and an instance is taken out after two
  # failed checks in a row: a single slow answer of the last instance up (a loaded machine, a pause) must not
  # take the whole backend down. A draining or stopped instance refuses connections: out within about 0.75 s.
  timeout check 3s
  default-server inter 500ms fastinter 250ms fall 2 rise 1
${instancePorts.map((p, i) => `  server instance${i + 1} 127.0.0.1:${p} check`).join('\n')}

frontend stats
  bind 127.0.0.1:${statsPort}
  stats enable
  stats uri /stats
`;
}

export interface Balancer {
  url: string;
  /** Resolves once HAProxy's health checks see every instance UP. */
  allUp(): Promise<void>;
  stop(): Promise<void>;
}

/** Starts HAProxy in the foreground with the configuration above, written into `dir`. */
export async function startBalancer(
  dir: string,
  ports: { port: number; statsPort: number },
  instancePorts: number[],
): Promise<Balancer> {
  const file = join(dir, 'haproxy.cfg');
  writeFileSync(file, haproxyConfig(ports.port, ports.statsPort, instancePorts));
  const child: ChildProcess = spawn(HAPROXY, ['-db', '-f', file], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const statsCsv = async (): Promise<string | undefined> => {
    try {
      return await (await fetch(`http://127.0.0.1:${ports.statsPort}/stats;csv`)).text();
    } catch {
      return undefined;
    }
  };
  const allUp = async () => {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`haproxy exited: ${stderr}`);
      const rows = (await statsCsv())?.split('\n').filter((line) => line.startsWith('reference,instance')) ?? [];
      // Column 18 of HAProxy's CSV is the server's status.
      if (rows.length === instancePorts.length && rows.every((row) => row.split(',')[17] === 'UP')) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  return {
    url: `http://127.0.0.1:${ports.port}`,
    allUp,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
