/**
 * Baseline and diff on two runs behind two faults of the collections profile: a DELETE that answers 200 (run A)
 * and every 400 turned into a 500 (run B, whose failures are SHOULDs: these runs are --strict). A baseline makes B's failures known (the run passes), reports A's
 * failure that B no longer has as fixed (a failure under --strict-baseline), and an expired entry fails the run;
 * --update-baseline writes B's failures; `diff a.json b.json` names B's new failures and what it fixed.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyBaseline, buildCatalogue, jsonReport, Masker, runSuite, type RunResult } from '../src/index.js';
import { passed } from '../src/reporters/summary.js';
import { startProxy, type FaultHandler } from './support/fault-proxy.js';
import { faults, useTokens } from './support/faults.js';
import { failedIds, startReference, type Reference } from './support/reference.js';
import { badRequestCrashes } from './support/systematic-faults.js';

const bin = fileURLToPath(new URL('../dist/cli/main.js', import.meta.url));
const selection = { profiles: ['collections' as const], only: ['DEL-*', 'LIM-collection.*', 'ROB-INVALID-BODY.*'] };

function cli(args: string[], cwd: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) =>
    execFile(
      process.execPath,
      [bin, ...args],
      { cwd, env: { ...process.env, NO_COLOR: '1' } },
      (error, stdout, stderr) => resolve({ code: error === null ? 0 : Number(error.code ?? 1), stdout, stderr }),
    ),
  );
}

describe('baseline and diff', () => {
  let reference: Reference;
  let dir: string;
  let a: RunResult;
  let b: RunResult;
  const copy = (result: RunResult): RunResult => structuredClone(result);

  async function behind(handle: FaultHandler): Promise<RunResult> {
    const proxy = await startProxy(reference.server.url, handle);
    try {
      return await runSuite(buildCatalogue(), {
        fixtures: { ...reference.fixtures, baseUrl: proxy.url },
        selection,
        seed: 4,
      });
    } finally {
      await proxy.stop();
    }
  }

  beforeAll(async () => {
    reference = await startReference();
    useTokens(reference.fixtures.tokens);
    dir = await mkdtemp(join(tmpdir(), 'conformance-baseline-'));
    const deleteAnswers200 = faults.find((f) => f.expected.includes('DEL-STATUS.deleteCollectionById'));
    if (deleteAnswers200 === undefined) throw new Error('the DELETE 200 fault is missing');
    a = await behind(deleteAnswers200.handle);
    b = await behind(badRequestCrashes);
    const invocation = { base: 'docs-api-conformance run', mask: new Masker(reference.fixtures) };
    await writeFile(join(dir, 'a.json'), jsonReport(a, invocation));
    await writeFile(join(dir, 'b.json'), jsonReport(b, invocation));
    await writeFile(join(dir, 'fixtures.json'), JSON.stringify(reference.fixtures));
  });

  afterAll(async () => {
    await reference?.server.stop();
  });

  it('runs two different faults', () => {
    expect(failedIds(a.results)).toEqual(['DEL-STATUS.deleteCollectionById']);
    expect(failedIds(b.results)).toContain('ROB-INVALID-BODY.createCollection');
    expect(failedIds(b.results)).not.toContain('DEL-STATUS.deleteCollectionById');
  });

  it('reports the failures it names as known, and the run passes', () => {
    const result = copy(b);
    const entries = [
      { id: 'ROB-INVALID-BODY.*', reason: 'our validator answers 500 (ticket 12)' },
      { id: 'LIM-collection.*', reason: 'limits come in the next release', expires: '2999-01-01' },
    ];
    expect(passed(result, true)).toBe(false);
    result.baseline = applyBaseline(result, entries, { file: 'known.json', strict: false, strictShould: true });
    expect(result.baseline.known.map((k) => k.id).sort()).toEqual(failedIds(b.results));
    expect(result.baseline.fixed).toEqual([]);
    expect(passed(result, true)).toBe(true);
    const known = result.results.find((r) => r.requirement.id === 'ROB-INVALID-BODY.createCollection');
    expect(known?.verdict).toMatchObject({
      status: 'fail',
      known: { entry: 'ROB-INVALID-BODY.*', reason: 'our validator answers 500 (ticket 12)' },
    });
  });

  it('reports an entry whose requirement passes now as fixed: a warning, a failure under --strict-baseline', () => {
    const entries = [{ id: 'DEL-STATUS.deleteCollectionById', reason: 'DELETE answers 200' }];
    const warned = copy(a);
    warned.baseline = applyBaseline(warned, entries, { file: 'known.json', strict: false, strictShould: false });
    expect(warned.baseline.fixed).toEqual([]);
    expect(passed(warned, false)).toBe(true);
    const fixed = copy(b);
    fixed.results = fixed.results.filter(({ verdict }) => verdict.status !== 'fail' && verdict.status !== 'error');
    fixed.baseline = applyBaseline(fixed, entries, { file: 'known.json', strict: false, strictShould: false });
    expect(fixed.baseline.fixed.map((e) => e.id)).toEqual(['DEL-STATUS.deleteCollectionById']);
    expect(passed(fixed, false)).toBe(true);
    fixed.baseline.strict = true;
    expect(passed(fixed, false)).toBe(false);
  });

  it('fails the run on an expired entry, whose failures are no longer known', () => {
    const result = copy(a);
    result.baseline = applyBaseline(result, [{ id: 'DEL-*', reason: 'was due in June', expires: '2026-06-30' }], {
      file: 'known.json',
      strict: false,
      strictShould: false,
      today: '2026-07-01',
    });
    expect(result.baseline.expired.map((e) => e.id)).toEqual(['DEL-*']);
    expect(result.baseline.known).toEqual([]);
    expect(passed(result, false)).toBe(false);
  });

  it('--update-baseline writes the failures of the run; the next run with it passes and reports them as known', async () => {
    const proxy = await startProxy(reference.server.url, badRequestCrashes);
    try {
      const args = [
        'run',
        '--fixtures',
        'fixtures.json',
        '--target',
        proxy.url,
        '--profile',
        'collections',
        '--only',
        'ROB-INVALID-BODY.*',
        '--seed',
        '4',
        '--strict',
      ];
      const update = await cli([...args, '--baseline', 'known.json', '--update-baseline'], dir);
      expect(update.code).toBe(0);
      const written = JSON.parse(await readFile(join(dir, 'known.json'), 'utf8')) as {
        entries: { id: string; reason: string }[];
      };
      expect(written.entries.map((e) => e.id)).toContain('ROB-INVALID-BODY.createCollection');
      const next = await cli([...args, '--baseline', 'known.json', '--reporter', 'markdown:summary.md'], dir);
      expect(next.code).toBe(0);
      expect(next.stdout).toMatch(/Baseline known\.json: \d+ known failures \(not counted\), 0 fixed, 0 expired/);
      expect(await readFile(join(dir, 'summary.md'), 'utf8')).toContain('— known (baseline: failing since');
      const without = await cli(args, dir);
      expect(without.code).toBe(1);
    } finally {
      await proxy.stop();
    }
  });

  it('diff names the new failures and what was fixed, exits 1, and prints JSON and Markdown', async () => {
    const text = await cli(['diff', 'a.json', 'b.json'], dir);
    expect(text.code).toBe(1);
    expect(text.stdout).toContain('✗ ROB-INVALID-BODY.createCollection [SHOULD] (was pass)');
    expect(text.stdout).toContain('✓ DEL-STATUS.deleteCollectionById [MUST]');
    const json = await cli(['diff', 'a.json', 'b.json', '--format', 'json'], dir);
    const diff = JSON.parse(json.stdout) as { newFailures: { id: string }[]; fixed: { id: string }[] };
    expect(diff.newFailures.map((f) => f.id).sort()).toEqual(failedIds(b.results));
    expect(diff.fixed.map((f) => f.id)).toEqual(['DEL-STATUS.deleteCollectionById']);
    const markdown = await cli(['diff', 'a.json', 'b.json', '--format', 'markdown'], dir);
    expect(markdown.stdout).toContain('### New failures');
    expect(markdown.stdout).toContain('| DEL-STATUS.deleteCollectionById | MUST |');
    const same = await cli(['diff', 'b.json', 'b.json'], dir);
    expect(same.code).toBe(0);
    expect(same.stdout).toContain('New failures (0)');
  });
});
