import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';

const cli = fileURLToPath(new URL('../dist/cli/main.js', import.meta.url));
let child: ChildProcess | undefined;
afterEach(async () => {
  if (child !== undefined && child.exitCode === null) {
    child.kill('SIGTERM');
    await once(child, 'exit');
  }
  child = undefined;
});

/** Starts the built CLI with `env` (stdout is a pipe, not a terminal) and waits for its URL. */
async function serveWith(
  env: Record<string, string>,
  args: string[] = [],
): Promise<{ url: string; output: () => string }> {
  const started = spawn(process.execPath, [cli, 'serve', ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child = started;
  let output = '';
  started.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  started.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const found = /reference server at (http:\/\/\S+)/.exec(output);
      if (found?.[1] !== undefined) {
        clearInterval(timer);
        resolve(found[1]);
      }
    }, 50);
    started.once('exit', (code) => {
      clearInterval(timer);
      reject(new Error(`exited with ${code}: ${output}`));
    });
  });
  return { url, output: () => output };
}

describe('docs-api-server serve configured by environment', () => {
  it('takes PORT, HOST, DATABASE_URL, PUBLIC_URL and LOG_LEVEL, and logs JSON lines when not on a terminal', async () => {
    const server = await serveWith({
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: 'memory://',
      PUBLIC_URL: 'https://docs-api.example.com',
      LOG_LEVEL: 'info',
    });
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    // The banner's lines are separate writes: the URL line may arrive before the one naming the database.
    await vi.waitFor(() => expect(server.output()).toContain('in memory'));
    const spec = (await (await fetch(`${server.url}/openapi.json`)).json()) as { servers: { url: string }[] };
    expect(spec.servers).toEqual([{ url: 'https://docs-api.example.com', description: 'This server' }]);
    // The request's log line arrives on stdout shortly after the answer.
    await vi.waitFor(
      () => {
        const logged = server
          .output()
          .split('\n')
          .filter((line) => line.startsWith('{'));
        const entries = logged.map((line) => JSON.parse(line) as { msg?: string; req?: { url?: string } });
        expect(entries.find((entry) => entry.req?.url === '/openapi.json')?.msg).toBe('request completed');
      },
      { timeout: 20_000, interval: 100 },
    );
  }, 120_000);

  it('lets a flag win over its variable', async () => {
    const server = await serveWith({ PORT: '1', HOST: '0.0.0.0', DATABASE_URL: 'memory://', LOG_LEVEL: 'silent' }, [
      '--port',
      '0',
      '--host',
      '127.0.0.1',
    ]);
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(server.url).not.toMatch(/:1$/);
  }, 120_000);

  it('mounts the test API with TEST_API=1 and says so in its banner; says it is off otherwise', async () => {
    const on = await serveWith({ PORT: '0', DATABASE_URL: 'memory://', LOG_LEVEL: 'silent', TEST_API: '1' });
    await vi.waitFor(() => expect(on.output()).toContain('test API:     on'));
    expect((await fetch(`${on.url}/__test/clock`)).status).toBe(200);
    child?.kill('SIGTERM');
    if (child !== undefined) await once(child, 'exit');
    const off = await serveWith({ PORT: '0', DATABASE_URL: 'memory://', LOG_LEVEL: 'silent' });
    await vi.waitFor(() => expect(off.output()).toContain('test API:     off'));
    expect((await fetch(`${off.url}/__test/clock`)).status).toBe(404);
  }, 120_000);

  it('refuses to start the test API on a non-loopback --host without --test-api-token', async () => {
    await expect(
      serveWith({ DATABASE_URL: 'memory://', LOG_LEVEL: 'silent' }, ['--port', '0', '--host', '0.0.0.0', '--test-api']),
    ).rejects.toThrow(/exited with 1: .*--test-api-token/s);
  }, 120_000);
});

describe('the built CLI', () => {
  it('is ASCII only: a character beyond Latin-1 anywhere would make V8 hold its whole source as a two-byte string', () => {
    const source = readFileSync(cli);
    const at = source.findIndex((byte) => byte > 0x7f);
    expect(at === -1 ? '' : source.subarray(Math.max(0, at - 60), at + 20).toString('latin1')).toBe('');
  });
});
