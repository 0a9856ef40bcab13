/**
 * The composite action (action.yml): its steps' shell scripts run the way a GitHub runner runs them — inputs
 * expanded into each step's env, GITHUB_* variables set, a fresh GITHUB_STEP_SUMMARY and GITHUB_OUTPUT — against
 * the reference server, with the built CLI standing in for the published package (the `cli` input).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { startReference, type Reference } from './support/reference.js';

const actionFile = fileURLToPath(new URL('../action.yml', import.meta.url));
const bin = fileURLToPath(new URL('../dist/cli/main.js', import.meta.url));

interface Step {
  id?: string;
  if?: string;
  shell?: string;
  run?: string;
  uses?: string;
  env?: Record<string, string>;
  with?: Record<string, string>;
}
interface Action {
  inputs: Record<string, { required?: boolean; default?: string }>;
  outputs: Record<string, { value: string }>;
  runs: { using: string; steps: Step[] };
}

/** Expands the expressions the action uses (`${{ inputs.x }}`, `${{ steps.id.outputs.x }}`); any other is an error. */
function expand(text: string, inputs: Record<string, string>, outputs: Record<string, Record<string, string>>): string {
  return text.replace(/\$\{\{\s*([^}]+?)\s*\}\}/g, (_m, expression: string) => {
    const input = /^inputs\.([\w-]+)$/.exec(expression);
    if (input !== null) return inputs[input[1] ?? ''] ?? '';
    const output = /^steps\.([\w-]+)\.outputs\.([\w-]+)$/.exec(expression);
    if (output !== null) return outputs[output[1] ?? '']?.[output[2] ?? ''] ?? '';
    throw new Error(`the test does not evaluate the expression ${expression}`);
  });
}

/** GITHUB_OUTPUT lines `name=value`. */
const parseOutput = (text: string): Record<string, string> =>
  Object.fromEntries(
    text
      .split('\n')
      .filter((line) => line.includes('='))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );

async function runAction(given: Record<string, string>, workspace: string) {
  const action = parse(await readFile(actionFile, 'utf8')) as Action;
  const inputs: Record<string, string> = {};
  for (const [name, input] of Object.entries(action.inputs)) {
    if (input.required === true && given[name] === undefined) throw new Error(`input ${name} is required`);
    inputs[name] = given[name] ?? input.default ?? '';
  }
  const summary = join(workspace, 'step-summary.md');
  await writeFile(summary, '');
  const outputs: Record<string, Record<string, string>> = {};
  const codes: number[] = [];
  const uses: Step[] = [];
  for (const [index, step] of action.runs.steps.entries()) {
    if (step.uses !== undefined) {
      uses.push({
        ...step,
        with: Object.fromEntries(Object.entries(step.with ?? {}).map(([k, v]) => [k, expand(v, inputs, outputs)])),
      });
      continue;
    }
    const outputFile = join(workspace, `output-${index}`);
    await writeFile(outputFile, '');
    const env: Record<string, string> = {
      PATH: process.env['PATH'] ?? '',
      HOME: process.env['HOME'] ?? workspace,
      CI: 'true',
      GITHUB_ACTIONS: 'true',
      GITHUB_WORKSPACE: workspace,
      GITHUB_ACTION_PATH: fileURLToPath(new URL('..', import.meta.url)),
      GITHUB_STEP_SUMMARY: summary,
      GITHUB_OUTPUT: outputFile,
      GITHUB_ENV: join(workspace, 'env'),
      RUNNER_TEMP: workspace,
      RUNNER_OS: 'Linux',
      NO_COLOR: '1',
      ...Object.fromEntries(Object.entries(step.env ?? {}).map(([k, v]) => [k, expand(v, inputs, outputs)])),
    };
    const code = await new Promise<number>((resolve) =>
      execFile(
        'bash',
        ['--noprofile', '--norc', '-eo', 'pipefail', '-c', step.run ?? ''],
        { cwd: workspace, env },
        (error) => resolve(error === null ? 0 : Number(error.code ?? 1)),
      ),
    );
    codes.push(code);
    if (step.id !== undefined) outputs[step.id] = parseOutput(await readFile(outputFile, 'utf8'));
  }
  return { action, outputs, codes, uses, summary: await readFile(summary, 'utf8') };
}

describe('the composite action', () => {
  let reference: Reference;
  let workspace: string;

  beforeAll(async () => {
    reference = await startReference();
    workspace = await mkdtemp(join(tmpdir(), 'conformance-action-'));
    await writeFile(join(workspace, 'fixtures.json'), JSON.stringify({ ...reference.fixtures, tokens: undefined }));
  });

  afterAll(async () => {
    await reference?.server.stop();
  });

  it('runs the CLI, writes JUnit, HTML and the job summary, and hands the reports to the upload step', async () => {
    const { outputs, codes, uses, summary } = await runAction(
      {
        target: reference.server.url,
        fixtures: 'fixtures.json',
        'token-admin': reference.fixtures.tokens.admin,
        'token-reader': reference.fixtures.tokens.reader,
        'token-outsider': reference.fixtures.tokens.outsider,
        profiles: 'core',
        args: '--only AUTH-* --seed 8',
        cli: `${process.execPath} ${bin}`,
      },
      workspace,
    );
    expect(codes).toEqual([0, 0]);
    expect(outputs['run']).toEqual({ 'exit-code': '0', results: 'conformance-results' });
    expect(summary).toMatch(/^## Docs API conformance: ✅ PASSED\n/);
    expect(summary).toContain('documented statuses observed');
    for (const file of ['junit.xml', 'report.html', 'report.json', 'summary.md'])
      expect((await stat(join(workspace, 'conformance-results', file))).size).toBeGreaterThan(0);
    expect(uses).toEqual([
      expect.objectContaining({
        uses: 'actions/upload-artifact@v4',
        with: { name: 'docs-api-conformance', path: 'conformance-results' },
      }),
    ]);
  });

  it('fails the job after the upload when the run fails, with the exit code of the CLI', async () => {
    const { outputs, codes } = await runAction(
      {
        target: reference.server.url,
        fixtures: 'fixtures.json',
        'token-admin': 'gb_api_not_a_valid_token_at_all',
        'token-reader': reference.fixtures.tokens.reader,
        'token-outsider': reference.fixtures.tokens.outsider,
        profiles: 'core',
        args: '--only AUTH-* --seed 8',
        cli: `${process.execPath} ${bin}`,
        results: 'failed-run',
      },
      workspace,
    );
    // A refused admin token is the fixtures' fault, found before any check runs: exit 2.
    expect(outputs['run']?.['exit-code']).toBe('2');
    expect(codes).toEqual([0, 2]);
  });
});
