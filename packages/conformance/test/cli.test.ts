/** The built docs-api-conformance binary: arguments, exit codes, reports, and a failure that replays. */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProxy, type RunningProxy } from './support/fault-proxy.js';
import { faults, useTokens } from './support/faults.js';
import { startReference, type Reference } from './support/reference.js';

const bin = fileURLToPath(new URL('../dist/cli/main.js', import.meta.url));

interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
}

function cli(args: string[]): Promise<Outcome> {
  return new Promise((resolve) => {
    execFile(process.execPath, [bin, ...args], { env: { ...process.env, NO_COLOR: '1' }, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      resolve({ code: error === null ? 0 : typeof error.code === 'number' ? error.code : 1, stdout, stderr });
    });
  });
}

/** Splits a printed replay command (`docs-api-conformance run … --only 'X' --seed 1 --path '0:1'`) into arguments. */
const replayArgs = (line: string): string[] =>
  [...line.replace(/^.*?docs-api-conformance /, '').matchAll(/'([^']*)'|(\S+)/g)].map((m) => m[1] ?? m[2] ?? '');

describe('docs-api-conformance', () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'conformance-cli-'));
  });

  it('prints help with examples and exits 0', async () => {
    const { code, stdout } = await cli(['--help']);
    expect(code).toBe(0);
    expect(stdout).toContain('Examples:');
    expect(stdout).toContain('--fixtures');
  });

  it.each([
    [['run'], 'run needs --fixtures'],
    [['run', '--fixtures', 'f.json', '--profile', 'nonsense'], 'unknown profile'],
    [['run', '--fixtures', 'f.json', '--reporter', 'tap'], '--reporter must be'],
    [['run', '--fixtures', 'f.json', '--path', '0:1'], 'needs the --seed'],
    [['frobnicate'], 'unknown command'],
    [['run', '--fixtures', '/nonexistent/fixtures.json'], 'cannot read'],
  ])('exits 2 on wrong arguments: %j', async (args, message) => {
    const { code, stderr } = await cli(args);
    expect(code).toBe(2);
    expect(stderr).toContain(message);
  });

  it('lists the catalogue as JSON', async () => {
    const { code, stdout } = await cli(['list', '--json', '--profile', 'spaces']);
    expect(code).toBe(0);
    const requirements = JSON.parse(stdout) as { id: string; profile: string; level: string }[];
    expect(requirements.every((r) => r.profile === 'spaces')).toBe(true);
    expect(requirements.map((r) => r.id)).toContain('STATE-space.soft-delete');
  });

  it('exits 2 when the target cannot be reached', async () => {
    const fixtures = join(dir, 'unreachable.json');
    await writeFile(fixtures, JSON.stringify({ baseUrl: 'http://127.0.0.1:9', organizationId: 'o', otherOrganizationId: 'p', tokens: { admin: 'a', reader: 'r', outsider: 'x' } }));
    const { code, stderr } = await cli(['run', '--fixtures', fixtures]);
    expect(code).toBe(2);
    expect(stderr).toContain('cannot reach');
  });

  describe('against the reference server', () => {
    let reference: Reference;
    let proxy: RunningProxy;
    let fixtures: string;

    beforeAll(async () => {
      reference = await startReference();
      useTokens(reference.fixtures.tokens);
      fixtures = join(dir, 'fixtures.json');
      await writeFile(fixtures, JSON.stringify(reference.fixtures));
      const fault = faults.find((f) => f.expected.includes('DEL-STATUS.deleteCollectionById'));
      if (fault === undefined) throw new Error('the DELETE 200 fault is missing');
      proxy = await startProxy(reference.server.url, fault.handle);
    }, 120_000);

    afterAll(async () => {
      await proxy?.stop();
      await reference?.server.stop();
    });

    it('writes a JUnit report and exits 0 when every MUST holds', async () => {
      const out = join(dir, 'report.xml');
      const { code, stdout } = await cli(['run', '--fixtures', fixtures, '--profile', 'collections', '--reporter', 'junit', '--out', out]);
      expect(code).toBe(0);
      expect(stdout).toMatch(/MUST: \d+ passed, 0 failed/);
      const xml = await readFile(out, 'utf8');
      expect(xml).toContain('<testsuite name="Collections"');
      expect(xml).toContain('name="DEL-STATUS.deleteCollectionById [MUST]"');
    });

    it('writes a JSON report', async () => {
      const out = join(dir, 'report.json');
      const { code } = await cli(['run', '--fixtures', fixtures, '--only', 'DEL-*', '--reporter', 'json', '--out', out]);
      expect(code).toBe(0);
      const report = JSON.parse(await readFile(out, 'utf8')) as { results: { id: string; status: string }[]; seed: number };
      expect(report.results.find((r) => r.id === 'DEL-STATUS.deleteSpaceById')?.status).toBe('pass');
      expect(typeof report.seed).toBe('number');
    });

    it('exits 1 on a failed MUST, prints the requests as curl lines, and the printed replay fails the same way', async () => {
      const first = await cli(['run', '--target', proxy.url, '--fixtures', fixtures, '--only', 'DEL-*Collection*']);
      expect(first.code).toBe(1);
      expect(first.stdout).toContain('✗ DEL-STATUS.deleteCollectionById [MUST]');
      expect(first.stdout).toMatch(/curl -sS -i -X DELETE '.*\/v1\/collections\/[^']+'/);
      const replay = first.stdout.split('\n').find((line) => line.trim().startsWith('replay:'));
      expect(replay).toBeDefined();
      const again = await cli(replayArgs(replay ?? ''));
      expect(again.code).toBe(1);
      expect(again.stdout).toContain('✗ DEL-STATUS.deleteCollectionById [MUST]');
    });
  });
});
