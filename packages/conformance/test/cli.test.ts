/** The built docs-api-conformance binary: arguments, exit codes, reports, and a failure that replays. */
import { execFile, spawn } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htmlPage, json, startProxy, type RunningProxy } from './support/fault-proxy.js';
import { faults, useTokens } from './support/faults.js';
import { writeFixtures } from './support/fixtures-file.js';
import { startReference, type Reference } from './support/reference.js';

const bin = fileURLToPath(new URL('../dist/cli/main.js', import.meta.url));
const serverBin = fileURLToPath(new URL('../../server/dist/cli/main.js', import.meta.url));
const root = fileURLToPath(new URL('../../../', import.meta.url));

/** A command line through a POSIX shell from the repository root, the way a person pastes it. */
function shell(line: string): Promise<Outcome> {
  return new Promise((resolve) => {
    execFile(
      'bash',
      ['-o', 'pipefail', '-c', line],
      { cwd: root, env: { ...process.env, NO_COLOR: '1' }, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        resolve({ code: error === null ? 0 : typeof error.code === 'number' ? error.code : 1, stdout, stderr });
      },
    );
  });
}

interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
}

function cli(args: string[]): Promise<Outcome> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [bin, ...args],
      { env: { ...process.env, NO_COLOR: '1' }, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        resolve({ code: error === null ? 0 : typeof error.code === 'number' ? error.code : 1, stdout, stderr });
      },
    );
  });
}

/** Splits a printed replay command (`docs-api-conformance run … --only 'X' --seed 1 --path '0:1'`) into arguments. */
/** The arguments of a printed replay line: everything after the program that starts it (`node …/main.js`, `pnpm conformance`, …). */
const replayArgs = (line: string): string[] =>
  [...line.replace(/^.*?\s(?=run\s)/, '').matchAll(/'([^']*)'|(\S+)/g)].map((m) => m[1] ?? m[2] ?? '');

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

  it('prints its version, and so does the server CLI', async () => {
    const own = await cli(['--version']);
    expect(own.code).toBe(0);
    expect(own.stdout).toMatch(/^docs-api-conformance \d+\.\d+\.\d+ \(API spec \d+\.\d+\.\d+\)\n$/);
    const server = await new Promise<Outcome>((resolve) => {
      execFile(process.execPath, [serverBin, '--version'], (error, stdout, stderr) =>
        resolve({ code: error === null ? 0 : 1, stdout, stderr }),
      );
    });
    expect(server.code).toBe(0);
    expect(server.stdout).toMatch(/^docs-api-server \d+\.\d+\.\d+\n$/);
  });

  it('runs as pnpm exec docs-api-conformance and as the root script pnpm conformance', async () => {
    for (const line of ['pnpm exec docs-api-conformance --version', 'pnpm -s conformance --version']) {
      const { code, stdout } = await shell(line);
      expect(code, line).toBe(0);
      expect(stdout, line).toContain('docs-api-conformance ');
    }
  });

  it('lists into a closed pipe without crashing', async () => {
    const { code, stdout, stderr } = await shell(`node ${bin} list | head -n 2`);
    expect(code).toBe(0);
    expect(stdout.split('\n').filter((l) => l !== '')).toHaveLength(2);
    expect(stderr).toBe('');
  });

  it('lists the request rules the proxy judges a client by (--requests), selected like the requirements', async () => {
    const { code, stdout } = await cli(['list', '--requests', '--operation', 'createSpace']);
    expect(code).toBe(0);
    const listedIds = stdout.split('\n').flatMap((line) => /^(REQ-\S+)/.exec(line)?.[1] ?? []);
    expect(listedIds).toEqual(
      expect.arrayContaining([
        'REQ-SCHEMA.createSpace',
        'REQ-MEDIA-TYPE.createSpace',
        'REQ-LIMIT.createSpace.organizationId',
        'REQ-LIMIT.createSpace.title',
        'REQ-ENUM.createSpace.visibility',
      ]),
    );
    expect(listedIds.every((id) => id.includes('.createSpace'))).toBe(true);
    const all = await cli(['list', '--requests', '--only', 'REQ-UNKNOWN-*']);
    expect(all.stdout).toMatch(/^REQ-UNKNOWN-OPERATION +MUST/m);
  });

  it('lists the blind spots per operation, as text and as JSON', async () => {
    const text = await cli(['list', '--blind-spots']);
    expect(text.code).toBe(0);
    // Every documented element of the reference's spec is judged or explained: nothing is open.
    expect(text.stdout).toMatch(/^0 operations with blind spots: 0 response fields, 0 statuses, 0 request fields/m);
    // A field the product sets at sign-up is no request's to set: printed apart, with why.
    expect(text.stdout).toMatch(
      /^ {2}set by the product outside the API: \d+\n {4}why: [^]*?\n {4}customHostname: getOrganizationById/m,
    );
    // An organization's billing state is no request's to set: printed apart, with why.
    expect(text.stdout).toMatch(/^Known blind spots[^]*an organization's billing state: \d+\n {4}why: /m);
    expect(text.stdout).toMatch(
      /\d+ operations with blind spots: \d+ response fields, \d+ statuses, \d+ request fields/,
    );
    const json = await cli(['list', '--blind-spots', '--json', '--operation', 'updateCollectionById']);
    const report = JSON.parse(json.stdout) as { operations: { operation: string; requestFields: string[] }[] };
    // Every request field of a collection's PATCH is read back (read-your-writes, PATCH semantics).
    expect(report.operations.find((o) => o.operation === 'updateCollectionById')?.requestFields ?? []).toEqual([]);
  });

  it('selects by operation and leaves out excluded IDs', async () => {
    const { code, stdout } = await cli(['list', '--json', '--operation', 'createSpace', '--exclude', 'ROB-*']);
    expect(code).toBe(0);
    const requirements = JSON.parse(stdout) as { id: string; operations: string[] }[];
    expect(requirements.length).toBeGreaterThan(5);
    expect(requirements.every((r) => r.operations.includes('createSpace') && !r.id.startsWith('ROB-'))).toBe(true);
  });

  it('lists every requirement of one operation: its own checks and the state models that send it', async () => {
    const { code, stdout } = await cli(['list', '--json', '--operation', 'updateSiteShareLinkById']);
    expect(code).toBe(0);
    const ids = (JSON.parse(stdout) as { id: string; operations: string[] }[]).map((r) => r.id);
    expect(ids).toEqual(
      expect.arrayContaining([
        'STATE-share-link.active',
        'RSP-STATUS.updateSiteShareLinkById',
        'RSP-SCHEMA.updateSiteShareLinkById',
      ]),
    );
    const pretty = await cli(['list', '--operation', 'updateSiteShareLinkById']);
    expect(pretty.code).toBe(0);
    for (const id of ids) expect(pretty.stdout).toContain(id);
    expect(pretty.stdout).not.toContain('STATE-site.published ');
  });

  it('names the module that builds each requirement, in the lines and in the JSON', async () => {
    const json = await cli(['list', '--json', '--only', 'DEL-STATUS.deleteSpaceById,STATE-share-link.active']);
    expect(JSON.parse(json.stdout)).toEqual([
      expect.objectContaining({ id: 'DEL-STATUS.deleteSpaceById', module: 'src/requirements/generic/deletes.ts' }),
      expect.objectContaining({ id: 'STATE-share-link.active', module: 'src/requirements/sites/index.ts' }),
    ]);
    const lines = await cli(['list', '--only', 'DEL-STATUS.deleteSpaceById']);
    expect(lines.stdout).toMatch(/^DEL-STATUS\.deleteSpaceById +MUST +spaces +generic\/deletes +/m);
  });

  it('exits 2 with a clear message when the selection is empty', async () => {
    const fixtures = join(dir, 'empty.json');
    await writeFixtures(fixtures, 'http://127.0.0.1:9');
    const { code, stderr } = await cli(['run', '--fixtures', fixtures, '--only', 'NO-SUCH-*']);
    expect(code).toBe(2);
    expect(stderr).toContain('the selection is empty');
  });

  it.each([
    [['run'], 'run needs --fixtures'],
    [['run', '--fixtures', 'f.json', '--rate', 'fast'], '--rate must be'],
    [['run', '--fixtures', 'f.json', '--header', 'no colon'], '--header must be name:value'],
    [['run', '--fixtures', 'f.json', '--timeout', '0'], '--timeout must be'],
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

  it('waits for a target that comes up late (--wait-for-target)', async () => {
    const probe = http.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const fixtures = join(dir, 'late.json');
    await writeFixtures(fixtures, `http://127.0.0.1:${port}`);
    const late = http.createServer((_req, res) => res.writeHead(503).end());
    const pending = cli([
      'run',
      '--fixtures',
      fixtures,
      '--only',
      'AUTH-REQUIRED.getOrganizationById',
      '--wait-for-target',
      '1.5',
    ]);
    // Up, but only with 503s: still not ready, so the wait ends with exit 2 naming the last answer.
    setTimeout(() => late.listen(port, '127.0.0.1'), 300);
    const { code, stderr } = await pending;
    late.close();
    expect(code).toBe(2);
    expect(stderr).toMatch(/not ready within 1\.5 s \(.*answered 503\)/);
  });

  it('exits 2 when the target cannot be reached', async () => {
    const fixtures = join(dir, 'unreachable.json');
    await writeFixtures(fixtures, 'http://127.0.0.1:9');
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
      const { code, stdout } = await cli([
        'run',
        '--fixtures',
        fixtures,
        '--profile',
        'collections',
        '--reporter',
        'junit',
        '--out',
        out,
      ]);
      expect(code).toBe(0);
      expect(stdout).toMatch(/MUST: \d+ passed, 0 failed/);
      const xml = await readFile(out, 'utf8');
      expect(xml).toContain('<testsuite name="Collections"');
      expect(xml).toContain('name="DEL-STATUS.deleteCollectionById [MUST]"');
    });

    it('writes a JSON report', async () => {
      const out = join(dir, 'report.json');
      const { code } = await cli([
        'run',
        '--fixtures',
        fixtures,
        '--only',
        'DEL-*',
        '--reporter',
        'json',
        '--out',
        out,
      ]);
      expect(code).toBe(0);
      const report = JSON.parse(await readFile(out, 'utf8')) as {
        results: { id: string; status: string }[];
        seed: number;
        cleanup: { leftovers: unknown[] };
      };
      expect(report.results.find((r) => r.id === 'DEL-STATUS.deleteSpaceById')?.status).toBe('pass');
      expect(typeof report.seed).toBe('number');
      expect(report.cleanup.leftovers).toEqual([]);
      expect(JSON.stringify(report)).not.toContain(reference.fixtures.tokens.admin);
    });

    it('prints a replay line that runs as printed from the repository root, through a shell, and fails the same way', async () => {
      const first = await shell(
        `pnpm -s conformance run --target ${proxy.url} --fixtures ${fixtures} --only 'DEL-*Collection*'`,
      );
      expect(first.code).toBe(1);
      const replay = first.stdout
        .split('\n')
        .find((line) => line.trim().startsWith('replay:'))
        ?.replace(/^\s*replay:\s*/, '');
      expect(replay).toMatch(/^pnpm conformance run /);
      const again = await shell(replay ?? 'false');
      expect(again.code).toBe(1);
      expect(again.stdout).toContain('✗ DEL-STATUS.deleteCollectionById [MUST]');
      expect(again.stdout).toContain('1 requirements against');
    });

    it('prints replay lines that reproduce failures found by generated inputs and in later rounds of the negative phase', async () => {
      // A PATCH that empties an omitted description (found by a drawn subset), a 500 on a bad percent-escape and an
      // HTML page for every other 400 (the error-body failure is the negative phase's second cause, not its first).
      const resetting = faults.find((f) => f.expected.includes('PATCH-KEEP.updateCollectionById'));
      if (resetting === undefined) throw new Error('the PATCH-resets fault is missing');
      const broken = await startProxy(reference.server.url, async (request, forward) => {
        if (/^\/v1\/collections\/[^/]*%(?![0-9A-Fa-f]{2})/.test(request.url) || request.url.includes('%E0%A4%A'))
          return json(500, { error: { code: 500, message: 'URIError' } });
        const response = await resetting.handle(request, forward);
        return response.status === 400 ? htmlPage(400, '<h1>Bad request</h1>') : response;
      });
      try {
        const first = await shell(
          `pnpm -s conformance run --target ${broken.url} --fixtures ${fixtures} --only 'ROB-*.updateCollectionById,PATCH-KEEP.updateCollectionById'`,
        );
        expect(first.code).toBe(1);
        const replays = first.stdout
          .split('\n')
          .filter((line) => line.trim().startsWith('replay:'))
          .map((line) => line.replace(/^\s*replay:\s*/, ''));
        const ids = replays.map((line) => /--only '([^']+)'/.exec(line)?.[1]);
        expect(ids).toEqual(
          expect.arrayContaining([
            'PATCH-KEEP.updateCollectionById',
            'ROB-NEVER-5XX.updateCollectionById',
            'ROB-ERROR-BODY.updateCollectionById',
          ]),
        );
        for (const [index, line] of replays.entries()) {
          const again = await shell(line);
          expect(again.code, line).toBe(1);
          expect(again.stdout, line).toContain(`✗ ${ids[index] ?? ''} [`);
        }
      } finally {
        await broken.stop();
      }
    }, 300_000);

    it('on SIGINT writes a partial report marked interrupted, cleans up and exits 130', async () => {
      const out = join(dir, 'interrupted.json');
      const child = spawn(
        process.execPath,
        [bin, 'run', '--fixtures', fixtures, '--profile', 'spaces,collections', '--reporter', `json:${out}`],
        { env: { ...process.env, NO_COLOR: '1' } },
      );
      let stdout = '';
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      await new Promise<void>((resolve) => {
        child.stdout.on('data', (chunk: Buffer) => {
          stdout += chunk.toString('utf8');
          if (/requirements\]/.test(stdout)) resolve();
        });
      });
      child.kill('SIGINT');
      expect(await exited).toBe(130);
      const report = JSON.parse(await readFile(out, 'utf8')) as {
        interrupted: boolean;
        cleanup: { done: boolean; leftovers: unknown[] };
        results: { status: string; reason?: string }[];
      };
      expect(report.interrupted).toBe(true);
      expect(report.cleanup).toMatchObject({ done: true, leftovers: [] });
      expect(report.results.some((r) => r.reason === 'the run was interrupted before a check decided it')).toBe(true);
      expect(stdout).toContain('INTERRUPTED');
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
