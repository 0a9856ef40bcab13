/**
 * Errors of the run are the run's, not the target's: a precondition the run could not establish (SetupFailed) or a
 * crashed check is shown apart from the failures in every reporter (JUnit: `<error>`), counted apart, always with a
 * replay line (the requirement alone with the run's seed), and fails the run only under --strict-errors (a flag and
 * a config key). The baseline neither excuses nor fixes it, diff lists it apart, and a bundle does not certify it.
 */
import { readFile } from 'node:fs/promises';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import {
  applyBaseline,
  buildCatalogue,
  configSchema,
  diffResults,
  htmlReport,
  jsonReport,
  junitReport,
  markdownReport,
  Masker,
  prettyReport,
  updatedBaseline,
  verifyBundle,
  writeBundle,
  type Invocation,
  type RunResult,
} from '../src/index.js';
import { parseArguments } from '../src/cli/args.js';
import { starterConfig } from '../src/cli/commands/init.js';
import { helpText } from '../src/cli/help.js';
import { passed } from '../src/reporters/summary.js';
import { exchange, requirement, runResult } from './support/run-results.js';

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

const failed = requirement('STATE-failed', 'MUST');
const setupFailed = requirement('STATE-setup-failed', 'MUST');
const crashed = requirement('STATE-crashed', 'SHOULD');
const passing = requirement('STATE-passing', 'MUST');

const stack = 'TypeError: cannot read x\n    at check (checks.ts:1:1)\n    at run (runner.ts:2:2)';

/** A failure of the target, a precondition the run could not establish, a crashed check and a pass. */
function mixed(): RunResult {
  return runResult([
    [
      failed,
      {
        status: 'fail',
        check: 'c1',
        failure: {
          message: 'GET /v1/spaces/s1 answered 500',
          exchanges: [exchange('GET', '/v1/spaces/s1', 500)],
          seed: 77,
          path: '0:1',
        },
      },
    ],
    [
      setupFailed,
      {
        status: 'error',
        check: 'c2',
        reason: 'creating the space to test answered 500',
        failure: {
          message: 'creating the space to test answered 500',
          exchanges: [exchange('POST', '/v1/orgs/o/spaces', 500, '{"title":"x"}')],
        },
      },
    ],
    [crashed, { status: 'error', check: 'c3', reason: `the check c3 crashed: ${stack}` }],
    [passing, { status: 'pass', check: 'c4' }],
  ]);
}

const invocation: Invocation = {
  base: 'docs-api-conformance run --fixtures f.json',
  mask: new Masker({ tokens: { admin: 'gb_api_admin000', reader: 'gb_api_reader00', outsider: 'gb_api_outsider' } }),
};

describe('errors of the run', () => {
  it('count apart and leave the exit code alone unless --strict-errors', () => {
    const onlyErrors = mixed();
    onlyErrors.results = onlyErrors.results.filter(({ verdict }) => verdict.status !== 'fail');
    expect(passed(onlyErrors, false)).toBe(true);
    expect(passed(onlyErrors, false, true)).toBe(false);
    // A SHOULD's error fails the run under --strict-errors only with --strict, as its failure would.
    onlyErrors.results = onlyErrors.results.filter(({ requirement: r }) => r.level === 'SHOULD');
    expect(passed(onlyErrors, false, true)).toBe(true);
    expect(passed(onlyErrors, true, true)).toBe(false);
    expect(passed(mixed(), false)).toBe(false);
  });

  it('are shown apart in the pretty report, each with its replay line, its source and the run seed', () => {
    const text = prettyReport(mixed(), invocation, { color: false }, false);
    const [failures = '', errors = ''] = text.split('Errors of the run (2)');
    expect(failures).toContain('✗ STATE-failed [MUST]');
    expect(failures).not.toContain('STATE-setup-failed');
    expect(errors).toContain('! STATE-setup-failed [MUST]');
    expect(errors).toContain('! STATE-crashed [SHOULD]');
    expect(errors).toContain(
      "replay: docs-api-conformance run --fixtures f.json --only 'STATE-setup-failed' --strict-errors --seed 4242",
    );
    expect(errors).toContain(
      "replay: docs-api-conformance run --fixtures f.json --only 'STATE-crashed' --strict --strict-errors --seed 4242",
    );
    expect(errors).toContain('source:      contract, Spaces: “the quoted sentence of STATE-setup-failed”');
    expect(errors).toContain('curl -sS -i -X POST');
    // The stack of a crash only with --verbose.
    expect(errors).toContain('error:       the check c3 crashed: TypeError: cannot read x');
    expect(errors).not.toContain('at run (runner.ts:2:2)');
    expect(prettyReport(mixed(), invocation, { color: false }, true)).toContain('at run (runner.ts:2:2)');
    expect(text).toContain(
      'MUST: 1 passed, 1 failed, 0 skipped, 1 errors of the run · SHOULD: 0 passed, 0 failed, 0 skipped, 1 errors of the run',
    );
    expect(text).toMatch(/MUST pass fail skip {2}err/);
    expect(text).toContain(
      "replay: docs-api-conformance run --fixtures f.json --only 'STATE-failed' --seed 77 --path '0:1'",
    );
  });

  it('are <error> in JUnit, never <failure>, and a JSON report carries their replay and validates', async () => {
    const junit = junitReport(mixed(), invocation);
    expect(junit).toMatch(/<testsuites [^>]*tests="4" failures="1" errors="2" skipped="0"/);
    expect(junit).toMatch(/name="STATE-setup-failed \[MUST\]"[^\n]*\n\s*<error message="creating the space/);
    expect(junit).toMatch(/name="STATE-crashed \[SHOULD\]"[^\n]*\n\s*<error message="the check c3 crashed/);
    expect(junit).toMatch(/name="STATE-failed \[MUST\]"[^\n]*\n\s*<failure message=/);
    expect(junit).toContain('an error of the run (not a failure of the target):');

    const report = JSON.parse(jsonReport(mixed(), invocation)) as {
      strictErrors: boolean;
      summary: Record<string, Record<string, number>>;
      results: { id: string; status: string; replay?: string; source?: { kind: string } }[];
    };
    expect(report.strictErrors).toBe(false);
    expect(report.summary['MUST']).toEqual({ pass: 1, fail: 1, skip: 0, error: 1 });
    const crash = report.results.find((r) => r.id === 'STATE-crashed');
    expect(crash?.replay).toContain("--only 'STATE-crashed' --strict --strict-errors --seed 4242");
    expect(crash?.source?.kind).toBe('contract');
    const schema = JSON.parse(
      await readFile(new URL('../schema/report.schema.json', import.meta.url), 'utf8'),
    ) as object;
    const validate = addFormats(new Ajv2020({ allErrors: true, strict: false })).compile(schema);
    expect(validate(report), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
  });

  it('have a section of their own in the Markdown and HTML reports, and the verdict ignores them', () => {
    const onlyErrors = mixed();
    onlyErrors.results = onlyErrors.results.filter(({ verdict }) => verdict.status !== 'fail');
    const markdown = markdownReport(onlyErrors, invocation);
    expect(markdown).toMatch(/^## Docs API conformance: ✅ PASSED \(with 2 errors of the run\)\n/);
    expect(markdown).toContain('### Failures (0 counted, 0 not counted)');
    expect(markdown).toContain('### Errors of the run (2: not failures of the target; not counted in the verdict)');
    expect(markdown).toContain(
      "`docs-api-conformance run --fixtures f.json --only 'STATE-setup-failed' --strict-errors --seed 4242`",
    );
    expect(markdown).toContain('| MUST err |');
    expect(markdownReport(onlyErrors, { ...invocation, strictErrors: true })).toMatch(
      /^## Docs API conformance: ❌ FAILED\n/,
    );

    const html = htmlReport(mixed(), invocation);
    expect(html).toContain('<h2 id="failures">Failures (1)</h2>');
    expect(html).toContain('<h2 id="errors">Errors of the run (2)</h2>');
    expect(html.match(/<details class="error">/g)).toHaveLength(2);
    expect(html.match(/<details class="failure/g)).toHaveLength(1);
    expect(html).toContain('source: contract, Spaces: “the quoted sentence of STATE-failed”');
    expect(htmlReport(onlyErrors, invocation)).toContain('PASSED (with 2 errors of the run)');
  });

  it('are neither excused nor fixed by the baseline, and --update-baseline neither writes them nor drops their entry', () => {
    const result = mixed();
    const entries = [
      { id: 'STATE-setup-failed', reason: 'known: setup fails' },
      { id: 'STATE-failed', reason: 'known: 500' },
    ];
    const outcome = applyBaseline(result, entries, { file: 'b.json', strict: true, strictShould: false });
    expect(outcome.known.map((k) => k.id)).toEqual(['STATE-failed']);
    expect(outcome.fixed).toEqual([]);
    expect(result.results.find(({ requirement: r }) => r.id === 'STATE-setup-failed')?.verdict.known).toBeUndefined();
    const written = updatedBaseline(mixed(), entries, false).map((e) => e.id);
    expect(written).toEqual(['STATE-failed', 'STATE-setup-failed']);
    expect(updatedBaseline(mixed(), [], true).map((e) => e.id)).toEqual(['STATE-failed']);
  });

  it('are listed apart by diff, not as new failures', () => {
    const before = [
      { id: 'STATE-setup-failed', level: 'MUST', status: 'pass' },
      { id: 'STATE-failed', level: 'MUST', status: 'fail' },
    ];
    const after = [
      { id: 'STATE-setup-failed', level: 'MUST', status: 'error', reason: 'creating the space answered 500' },
      { id: 'STATE-failed', level: 'MUST', status: 'error', reason: 'crashed' },
    ];
    const diff = diffResults('a.json', before, 'b.json', after);
    expect(diff.newFailures).toEqual([]);
    expect(diff.fixed).toEqual([]);
    expect(diff.errors.map((e) => `${e.id} (was ${e.was})`)).toEqual([
      'STATE-setup-failed (was pass)',
      'STATE-failed (was fail)',
    ]);
  });

  it('keep a claimed MUST from being certified, said as an error of the run', async () => {
    const catalogue = buildCatalogue();
    const must = catalogue.requirements.find((r) => r.level === 'MUST' && r.profile === 'collections');
    if (must === undefined) throw new Error('no MUST in the collections profile');
    const result = runResult([[must, { status: 'error', reason: 'creating the collection answered 500' }]]);
    const dir = await mkdtemp(join(tmpdir(), 'conformance-errors-bundle-'));
    const implementation = await writeBundle(dir, catalogue, result, invocation, {
      name: 'x',
      version: '1',
      url: result.target,
      profiles: ['collections'],
    });
    expect(implementation.passed).toBe(true);
    const verification = await verifyBundle(dir, catalogue);
    expect(verification.ok).toBe(false);
    expect(verification.problems).toContainEqual(
      expect.stringContaining(`MUST ${must.id} (profile collections) was not decided: an error of the run`),
    );
  });

  it('fail the run with --strict-errors, a flag and a config key, named in --help and in the init file', () => {
    expect(parseArguments(['run', '--fixtures', 'f.json']).strictErrors).toBe(false);
    expect(parseArguments(['run', '--fixtures', 'f.json', '--strict-errors']).strictErrors).toBe(true);
    const fromFile = parseArguments(['run'], () => ({
      file: 'c.yaml',
      values: { fixtures: 'f.json', 'strict-errors': true },
      settings: {},
    }));
    expect(fromFile.strictErrors).toBe(true);
    const properties = (configSchema() as { properties: Record<string, { type?: string }> }).properties;
    expect(properties['strictErrors']?.type).toBe('boolean');
    expect(helpText).toMatch(/--strict-errors\s+exit 1 also on an error of the run/);
    expect(starterConfig).toContain('# strictErrors: true');
  });
});
