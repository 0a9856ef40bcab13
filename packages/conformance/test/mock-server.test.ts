/**
 * The suite against a server nobody here wrote: Prism (`@stoplight/prism-cli mock`) serving examples of the
 * spec, stateless. The run must end in bounded time with exit code 1 (a mock cannot keep state), and every
 * verdict must be PASS, FAIL or SKIPPED with a reason — or ERROR naming the prerequisite that failed; never a
 * crash of the tool.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFixtures } from './support/fixtures-file.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const cli = path.join(here, '..', 'dist', 'cli', 'main.js');
const require = createRequire(import.meta.url);
const openapi = path.join(here, '..', '..', 'spec', 'dist', 'openapi.json');
const prism = path.join(path.dirname(require.resolve('@stoplight/prism-cli/package.json')), 'dist', 'index.js');
/** Checks not started by then are SKIPPED: the run stays bounded however slow the mock answers. */
const TIME_BUDGET_S = 180;

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

function startPrism(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [prism, 'mock', '-h', '127.0.0.1', '-p', String(port), openapi], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`prism did not start within 60 s: ${seen.slice(-500)}`)), 60_000);
    const listen = (chunk: Buffer) => {
      seen += chunk.toString('utf8');
      if (seen.includes('Prism is listening')) {
        clearTimeout(timer);
        // Prism logs every request; keep reading so it never blocks on a full pipe.
        child.stdout?.removeListener('data', listen);
        child.stdout?.resume();
        resolve(child);
      }
    };
    child.stdout?.on('data', listen);
    child.stderr?.resume();
    child.once('exit', (code) => reject(new Error(`prism exited with ${String(code)}: ${seen.slice(-500)}`)));
  });
}

interface ReportEntry {
  id: string;
  category: string;
  status: 'pass' | 'fail' | 'skip' | 'error';
  reason?: string;
  failure?: { message?: string };
}

describe('the suite against a mock of the spec (Prism)', () => {
  let mock: ChildProcess | undefined;
  let dir: string;
  let exitCode: number | null;
  let stderr = '';
  let report: { results: ReportEntry[]; durationMs: number; stopped?: string };

  beforeAll(async () => {
    const port = await freePort();
    mock = await startPrism(port);
    dir = await mkdtemp(path.join(tmpdir(), 'conformance-mock-'));
    const fixtures = path.join(dir, 'fixtures.json');
    // Any ids and tokens: a mock checks neither.
    await writeFixtures(fixtures, `http://127.0.0.1:${port}`, {
      organizationId: 'org-1',
      otherOrganizationId: 'org-2',
      tokens: { admin: 'admin-token', reader: 'reader-token', outsider: 'outsider-token' },
    });
    const out = path.join(dir, 'report.json');
    const run = spawn(
      process.execPath,
      [
        cli,
        'run',
        '--fixtures',
        fixtures,
        '--seed',
        '5',
        '--num-runs',
        '1',
        '--time-budget',
        String(TIME_BUDGET_S),
        '--reporter',
        'json',
        '--out',
        out,
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    run.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    exitCode = await new Promise<number | null>((resolve) => run.once('exit', resolve));
    report = JSON.parse(await readFile(out, 'utf8')) as typeof report;
  }, 600_000);

  afterAll(async () => {
    mock?.kill();
    if (dir !== undefined) await rm(dir, { recursive: true, force: true });
  });

  it('ends with exit code 1 and a report, without a crash of the tool', () => {
    expect(stderr).not.toContain('crashed');
    expect(exitCode).toBe(1);
    expect(report.results.length).toBeGreaterThan(1000);
  });

  it('gives every verdict a status, and every skip or error its reason', () => {
    for (const entry of report.results) {
      expect(['pass', 'fail', 'skip', 'error']).toContain(entry.status);
      if (entry.status === 'skip' || entry.status === 'error') expect(entry.reason ?? '', entry.id).not.toBe('');
      if (entry.status === 'error') expect(entry.reason ?? '', entry.id).not.toMatch(/crashed/);
    }
  });

  it('tells the mock from a server: answers that need no state hold, state machines fail', () => {
    expect(report.results.filter((r) => r.category === 'limits' && r.status === 'pass').length).toBeGreaterThan(0);
    expect(report.results.filter((r) => r.category === 'state' && r.status === 'fail').length).toBeGreaterThan(0);
  });

  it('names the request that took the mock down, when one did', () => {
    if (report.stopped === undefined) return;
    expect(report.stopped).toMatch(/^the target stopped answering after (GET|POST|PUT|PATCH|DELETE) \//);
    expect(
      report.results.filter((r) => r.id.startsWith('ROB-NEVER-5XX.') && r.status === 'fail').length,
    ).toBeGreaterThan(0);
  });
});
