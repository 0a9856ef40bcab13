/**
 * The config file: a run from a config file decides exactly what the same flags decide; flags win over keys;
 * ${ENV} is substituted; per-requirement settings skip with a reason; an unknown key or a bad value is an error
 * naming the key and the file (exit 2); `init` writes a starter file that loads; the published schema is current.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configSchema, loadConfig } from '../src/index.js';
import { startReference, type Reference } from './support/reference.js';

const bin = fileURLToPath(new URL('../dist/cli/main.js', import.meta.url));
const schemaFile = fileURLToPath(new URL('../schema/config.schema.json', import.meta.url));

interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
}

function cli(args: string[], cwd: string, env: Record<string, string> = {}): Promise<Outcome> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [bin, ...args],
      { cwd, env: { ...process.env, NO_COLOR: '1', ...env } },
      (error, stdout, stderr) =>
        resolve({ code: error === null ? 0 : typeof error.code === 'number' ? error.code : 1, stdout, stderr }),
    );
  });
}

const verdicts = async (file: string): Promise<Record<string, string>> =>
  Object.fromEntries(
    (JSON.parse(await readFile(file, 'utf8')) as { results: { id: string; status: string }[] }).results.map((r) => [
      r.id,
      r.status,
    ]),
  );

describe('the config file', () => {
  let reference: Reference;
  let dir: string;

  beforeAll(async () => {
    reference = await startReference();
    dir = await mkdtemp(join(tmpdir(), 'conformance-config-'));
    await writeFile(join(dir, 'fixtures.json'), JSON.stringify(reference.fixtures));
  });

  afterAll(async () => {
    await reference?.server.stop();
  });

  it('gives the same verdicts as the same flags, with ${ENV} substituted and the file found in the working directory', async () => {
    const flags = ['--profile', 'core', '--only', 'AUTH-*,ERR-*', '--seed', '11', '--num-runs', '2'];
    const byFlags = await cli(['run', '--fixtures', 'fixtures.json', ...flags, '--reporter', 'json:flags.json'], dir);
    await writeFile(
      join(dir, 'docs-api-conformance.config.yaml'),
      [
        'fixtures: ${CONF_FIXTURES}',
        'profile: core',
        'only: ["AUTH-*", "ERR-*"]',
        'seed: 11',
        'numRuns: 2',
        'reporter: json:config.json',
      ].join('\n'),
    );
    const byConfig = await cli(['run'], dir, { CONF_FIXTURES: 'fixtures.json' });
    expect(byConfig.stderr).toBe('');
    expect([byFlags.code, byConfig.code]).toEqual([0, 0]);
    const fromFlags = await verdicts(join(dir, 'flags.json'));
    expect(Object.keys(fromFlags).length).toBeGreaterThan(10);
    expect(await verdicts(join(dir, 'config.json'))).toEqual(fromFlags);
  });

  it('lets a flag win over its key, and skips what a per-requirement setting skips, with its reason', async () => {
    const config = join(dir, 'skip.json');
    await writeFile(
      config,
      JSON.stringify({
        fixtures: 'fixtures.json',
        only: 'AUTH-*',
        profile: ['core'],
        seed: 3,
        requirements: { 'AUTH-REQUIRED.getOrganizationById*': { skip: 'our gateway answers it' } },
        operations: { listOrganizationsForAuthenticatedUser: { timeout: 15000, numRuns: 1 } },
      }),
    );
    const { code } = await cli(
      ['run', '--config', config, '--only', 'AUTH-REQUIRED.getOrganizationById*', '--reporter', 'json:skip-out.json'],
      dir,
    );
    expect(code).toBe(0);
    const report = JSON.parse(await readFile(join(dir, 'skip-out.json'), 'utf8')) as {
      results: { id: string; status: string; reason?: string }[];
    };
    expect(report.results.length).toBeGreaterThan(0);
    for (const result of report.results) {
      expect(result.id).toMatch(/^AUTH-REQUIRED\.getOrganizationById/);
      expect(result).toMatchObject({ status: 'skip', reason: 'skipped by the config file: our gateway answers it' });
    }
  });

  it.each([
    [{ fixtures: 'fixtures.json', numRun: 3 }, 'unknown key "numRun"'],
    [{ fixtures: 'fixtures.json', numRuns: 0 }, 'key "numRuns"'],
    [
      { fixtures: 'fixtures.json', requirements: { 'X-*': { skip: 'x', retries: 2 } } },
      'unknown key "requirements.X-*.retries"',
    ],
    [{ fixtures: 'fixtures.json', profile: 'nonsense' }, 'key "profile"'],
    [{ fixtures: '${CONF_UNSET_VARIABLE}' }, 'key "fixtures" uses ${CONF_UNSET_VARIABLE}, which is not set'],
  ])('refuses %j with exit 2, naming the key and the file', async (content, message) => {
    const config = join(dir, 'bad.json');
    await writeFile(config, JSON.stringify(content));
    const { code, stderr } = await cli(['run', '--config', config], dir);
    expect(code).toBe(2);
    expect(stderr).toContain(config);
    expect(stderr).toContain(message);
  });

  it('init writes a commented starter file that loads, and leaves an existing one alone', async () => {
    const fresh = await mkdtemp(join(tmpdir(), 'conformance-init-'));
    const first = await cli(['init'], fresh);
    expect(first.code).toBe(0);
    const file = join(fresh, 'docs-api-conformance.config.yaml');
    const text = await readFile(file, 'utf8');
    expect(text).toContain('# yaml-language-server: $schema=');
    const loaded = loadConfig(file, { DOCS_API_TARGET: 'http://127.0.0.1:1' });
    expect(loaded.values).toMatchObject({ fixtures: 'fixtures.json', target: 'http://127.0.0.1:1' });
    const again = await cli(['init'], fresh);
    expect(again.code).toBe(2);
    expect(await readFile(file, 'utf8')).toBe(text);
  });

  it('publishes a schema that is current with the flag table', async () => {
    expect(JSON.parse(await readFile(schemaFile, 'utf8'))).toEqual(configSchema());
  });
});
