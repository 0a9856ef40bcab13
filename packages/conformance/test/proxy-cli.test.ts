/**
 * `docs-api-conformance proxy` and `replay`, run as the built binary: violations as JSON lines on stderr while the
 * traffic flows, the reports and the HAR at the end (--max-requests), the exit code of --fail-on.
 */
import { execFile, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReference, type Reference } from './support/reference.js';

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;
const bin = fileURLToPath(new URL('../dist/cli/main.js', import.meta.url));
let reference: Reference;
let dir: string;
let fixturesFile: string;

beforeAll(async () => {
  reference = await startReference();
  dir = await mkdtemp(join(tmpdir(), 'proxy-cli-'));
  fixturesFile = join(dir, 'fixtures.json');
  await writeFile(fixturesFile, JSON.stringify(reference.fixtures));
});
afterAll(async () => {
  await reference?.server.stop();
  if (dir !== undefined) await rm(dir, { recursive: true, force: true });
});

interface Line {
  side: string;
  id: string;
  operationId?: string;
  rule: string;
  curl: string;
}

describe('docs-api-conformance proxy', () => {
  it('prints each violation as a JSON line, writes the reports and the HAR after --max-requests, exits 1', async () => {
    const har = join(dir, 'traffic.har');
    const report = join(dir, 'traffic.json');
    const child = spawn(
      process.execPath,
      [
        bin,
        'proxy',
        '--target',
        reference.fixtures.baseUrl,
        '--fixtures',
        fixturesFile,
        '--port',
        '0',
        '--max-requests',
        '3',
        '--har',
        har,
        '--reporter',
        `json:${report}`,
      ],
      { env: { ...process.env, NO_COLOR: '1' } },
    );
    let stderr = '';
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const url = await new Promise<string>((resolve) => {
      child.stderr.on('data', (chunk: Buffer) => {
        stderr += chunk.toString('utf8');
        const listening = /listening on (http:\/\/\S+)/.exec(stderr);
        if (listening?.[1] !== undefined) resolve(listening[1]);
      });
    });
    const { organizationId, tokens } = reference.fixtures;
    const auth = { Authorization: `Bearer ${tokens.admin}`, 'Content-Type': 'application/json' };
    expect((await fetch(`${url}/v1/orgs/${organizationId}/spaces?limit=1`, { headers: auth })).status).toBe(200);
    const tooLong = await fetch(`${url}/v1/orgs/${organizationId}/spaces`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ title: 'x'.repeat(1000) }),
    });
    expect(tooLong.status).toBe(400);
    expect((await fetch(`${url}/v1/nowhere`, { headers: auth })).status).toBe(404);

    expect(await exited).toBe(1);
    const lines = stderr
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Line);
    expect(lines.map((l) => [l.side, l.id])).toEqual([
      ['request', 'REQ-LIMIT.createSpace.title'],
      ['request', 'REQ-UNKNOWN-OPERATION'],
    ]);
    expect(lines[0]?.rule).toContain('title');
    expect(lines[0]?.curl).toContain('$DOCS_API_TOKEN_ADMIN');
    expect(stderr).not.toContain(tokens.admin);
    expect(stderr).toContain('3 exchanges');
    expect(stdout).toContain('REQ-LIMIT.createSpace.title');
    // The closing lines speak of traffic, not of a run's seed, test clock or cleanup.
    expect(stdout).toContain('· 3 exchanges of traffic judged ·');
    expect(stdout).not.toMatch(/seed \d|test clock|Cleanup/);

    const json = JSON.parse(await readFile(report, 'utf8')) as {
      results: { id: string; status: string }[];
      traffic: unknown;
    };
    const validate = addFormats(new Ajv2020({ allErrors: true, strict: false })).compile(
      JSON.parse(await readFile(new URL('../schema/report.schema.json', import.meta.url), 'utf8')) as object,
    );
    expect(validate(json), JSON.stringify(validate.errors?.slice(0, 5))).toBe(true);
    expect(json.traffic).toEqual({ exchanges: 3, unjudged: 0, refused: 0 });
    expect(json.results.find((r) => r.id === 'REQ-LIMIT.createSpace.title')?.status).toBe('fail');
    expect(json.results.find((r) => r.id === 'RSP-SCHEMA.listSpacesInOrganizationById')?.status).toBe('pass');
    const recorded = await readFile(har, 'utf8');
    expect(recorded).not.toContain(tokens.admin);
    expect((JSON.parse(recorded) as { log: { entries: unknown[] } }).log.entries).toHaveLength(3);

    // replay: the same requests to the reference again, judged the same way; --fail-on response ignores client bugs.
    const replayed = await new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
      execFile(
        process.execPath,
        [
          bin,
          'replay',
          har,
          '--target',
          reference.fixtures.baseUrl,
          '--fixtures',
          fixturesFile,
          '--fail-on',
          'response',
        ],
        { env: { ...process.env, NO_COLOR: '1' } },
        (error, out, err) => resolve({ code: error === null ? 0 : (error.code as number), stdout: out, stderr: err }),
      ),
    );
    expect(replayed.code).toBe(0);
    const replayLines = replayed.stderr
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => (JSON.parse(line) as Line).id);
    expect(replayLines).toEqual(['REQ-LIMIT.createSpace.title', 'REQ-UNKNOWN-OPERATION']);
    expect(replayed.stderr).toContain('0 response violations');
  });

  it('refuses to start without --target (exit 2)', async () => {
    const code = await new Promise<number | null>((resolve) =>
      execFile(process.execPath, [bin, 'proxy'], (error) => resolve(error === null ? 0 : (error.code as number))),
    );
    expect(code).toBe(2);
  });
});
