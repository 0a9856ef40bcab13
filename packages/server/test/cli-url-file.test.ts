import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const cli = fileURLToPath(new URL('../dist/cli/main.js', import.meta.url));
const folder = mkdtempSync(join(tmpdir(), 'docs-api-url-file-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

interface Served {
  url: string;
  output: () => string;
  stop: () => Promise<number | null>;
}

/** Starts the built CLI with `serve --port 0 … --url-file <file>` and resolves with the URL the file names. */
async function serve(name: string, args: string[]): Promise<Served> {
  const urlFile = join(folder, name);
  const child = spawn(
    process.execPath,
    [cli, 'serve', '--port', '0', '--database-url', 'memory://', '--url-file', urlFile, ...args],
    { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, LOG_LEVEL: 'silent' } },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let gone = false;
  void exited.then(() => (gone = true));
  while (!existsSync(urlFile)) {
    if (gone) throw new Error(`the server exited before writing ${urlFile}: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const url = readFileSync(urlFile, 'utf8');
  return {
    url: url.trim(),
    output: () => output,
    stop: async () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

describe('serve --url-file', () => {
  it('writes the URL of a --port 0 server once it listens, without a seed', async () => {
    const server = await serve('plain.url', ['--no-metrics']);
    try {
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(server.url).not.toBe('http://127.0.0.1:0');
      const res = await fetch(`${server.url}/livez`);
      expect(res.status).toBe(200);
    } finally {
      expect(await server.stop()).toBe(0);
    }
  }, 120_000);

  it('lets two test stand-ins run on one machine without a metrics listener or a warning about its port', async () => {
    const [one, two] = await Promise.all([serve('one.url', ['--test-api']), serve('two.url', ['--test-api'])]);
    try {
      expect(one.url).not.toBe(two.url);
      for (const server of [one, two]) {
        expect((await fetch(`${server.url}/__test/tenants`)).status).toBe(200);
        expect(server.output()).not.toMatch(/metrics/i);
      }
    } finally {
      expect([await one.stop(), await two.stop()]).toEqual([0, 0]);
    }
  }, 120_000);

  it('serves metrics on a free port with --metrics-port 0, named in the banner', async () => {
    const server = await serve('metrics.url', ['--test-api', '--metrics-port', '0']);
    try {
      for (let i = 0; i < 100 && !/metrics: /.test(server.output()); i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const metricsUrl = /metrics:\s+(\S+)/.exec(server.output())?.[1] ?? '';
      expect(metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
      expect(metricsUrl).not.toContain(':9464/');
      const res = await fetch(metricsUrl);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('docs_api_http_requests_total');
    } finally {
      expect(await server.stop()).toBe(0);
    }
  }, 120_000);
});
