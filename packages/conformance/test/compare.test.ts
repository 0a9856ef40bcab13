/**
 * `compare` and `replay --against`: two tenants of one reference server answer the same requests alike (no
 * difference); a small proxy in front of side b (a second server, whose URLs name the proxy) that changes one
 * behaviour of one operation shows exactly that difference, judged by the contract; the baseline accepts it. And `replay` of what a HAR holds: masked secrets
 * stop it with a message, entries of other hosts, outside the API and unreadable ones are counted and left out.
 */
import { execFile } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { start, type RunningServer } from '@docs-api/server';
import { document, type Schema } from '@docs-api/spec';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareAnswers } from '../src/compare/answers.js';
import { ValueMap } from '../src/compare/values.js';
import type { CompareResult } from '../src/compare/comparison.js';
import { junitCompare } from '../src/compare/report.js';

const bin = fileURLToPath(new URL('../dist/cli/main.js', import.meta.url));
const testApiToken = 'compare-test-api-token-5d1e';
let server: RunningServer;
let second: RunningServer;
let changed: http.Server;
let changedUrl: string;
let dir: string;

interface Cli {
  code: number;
  stdout: string;
  stderr: string;
}

const cli = (args: string[]): Promise<Cli> =>
  new Promise((resolve) =>
    execFile(
      process.execPath,
      [bin, ...args],
      { env: { ...process.env, NO_COLOR: '1', TEST_API_TOKEN: testApiToken }, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => resolve({ code: error === null ? 0 : Number(error.code), stdout, stderr }),
    ),
  );

/**
 * A proxy to the reference that changes one operation: GET /v1/spaces/{id} answers its 404 with another message (the
 * contract allows any) and its 200 without `visibility` (which the contract requires).
 */
function changingProxy(target: () => string): http.Server {
  return http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const upstream = http.request(
        `${target()}${request.url ?? '/'}`,
        { method: request.method, headers: request.headers },
        (answer) => {
          const body: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => body.push(chunk));
          answer.on('end', () => {
            let text = Buffer.concat(body).toString('utf8');
            const pathname = new URL(request.url ?? '/', 'http://x').pathname;
            if (request.method === 'GET' && /^\/v1\/spaces\/[^/]+$/.test(pathname)) {
              const json = JSON.parse(text) as Record<string, unknown> & { error?: { message: string } };
              if (answer.statusCode === 404 && json.error !== undefined) json.error.message = 'No such space here';
              if (answer.statusCode === 200) delete json['visibility'];
              text = JSON.stringify(json);
            }
            const headers = { ...answer.headers, 'content-length': String(Buffer.byteLength(text)) };
            delete headers['transfer-encoding'];
            response.writeHead(answer.statusCode ?? 502, headers);
            response.end(text);
          });
        },
      );
      upstream.end(Buffer.concat(chunks));
    });
  });
}

beforeAll(async () => {
  const options = { databaseUrl: 'memory://', port: 0, testApi: true, testApiToken, logLevel: 'silent' } as const;
  // Side b's URLs name the proxy in front of it (its public URL), as a deployment behind a proxy would.
  let upstream = '';
  changed = changingProxy(() => upstream);
  await new Promise<void>((resolve) => changed.listen(0, '127.0.0.1', resolve));
  changedUrl = `http://127.0.0.1:${(changed.address() as AddressInfo).port}`;
  [server, second] = await Promise.all([start(options), start({ ...options, publicUrl: changedUrl })]);
  upstream = second.url;
  dir = await mkdtemp(join(tmpdir(), 'compare-'));
});
afterAll(async () => {
  await new Promise((resolve) => changed?.close(resolve));
  await Promise.all([server?.stop(), second?.stop()]);
  if (dir !== undefined) await rm(dir, { recursive: true, force: true });
});

const readResult = async (file: string): Promise<CompareResult> =>
  JSON.parse(await readFile(file, 'utf8')) as CompareResult;

describe('compare', () => {
  it('finds no difference between two tenants of the same reference server', async () => {
    const report = join(dir, 'same.json');
    const run = await cli([
      'compare',
      '--target',
      server.url,
      '--against',
      server.url,
      '--profile',
      'core',
      '--seed',
      '11',
      '--reporter',
      `json:${report}`,
    ]);
    const result = await readResult(report);
    expect(result.differences.map((d) => d.key)).toEqual([]);
    expect(run.code, run.stderr).toBe(0);
    expect(result.a.tenant).toBeDefined();
    expect(result.b.tenant).not.toBe(result.a.tenant);
    expect(result.compared).toBeGreaterThan(100);
    expect(result.run?.failed).toBe(0);
    expect(run.stdout).toContain('✓ 0 differences');
  });

  it('shows exactly the behaviour changed on side b, judged by the contract; the baseline accepts it', async () => {
    const report = join(dir, 'changed.json');
    const args = [
      'compare',
      '--target',
      server.url,
      '--against',
      changedUrl,
      '--operation',
      'getSpaceById',
      '--seed',
      '11',
    ];
    const run = await cli([...args, '--reporter', `json:${report}`, '--reporter', `junit:${join(dir, 'changed.xml')}`]);
    const result = await readResult(report);
    expect(result.differences.map((d) => [d.key, d.verdict])).toEqual(
      expect.arrayContaining([
        ['getSpaceById value /error/message', 'both-conform'],
        ['getSpaceById only-a /visibility', 'b-violates'],
      ]),
    );
    expect(result.differences).toHaveLength(2);
    const missing = result.differences.find((d) => d.kind === 'only-a');
    expect(missing?.b.violations.join('\n')).toContain('RSP-SCHEMA.getSpaceById');
    expect(missing?.a.violations).toEqual([]);
    expect(missing?.a.curl).toContain(server.url);
    expect(missing?.b.curl).toContain(changedUrl);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('[b violates] getSpaceById — only in a at /visibility');
    expect(run.stdout).toContain('[both conform — behaviour differs] getSpaceById — value at /error/message');
    expect(await readFile(join(dir, 'changed.xml'), 'utf8')).toContain('failures="2"');

    // --fail-on violation: the message alone would pass; the missing field fails.
    const baseline = join(dir, 'accepted.json');
    const written = await cli([...args, '--baseline', baseline, '--update-baseline']);
    expect(written.stderr).toContain(`baseline written to ${baseline} (2 entries)`);
    const accepted = await cli([...args, '--baseline', baseline, '--reporter', `json:${report}`]);
    expect(accepted.code).toBe(0);
    expect((await readResult(report)).differences.every((d) => d.accepted !== undefined)).toBe(true);
    await writeFile(
      baseline,
      JSON.stringify({ entries: [{ id: 'getSpaceById value /error/message', reason: 'the message was reworded' }] }),
    );
    expect((await cli([...args, '--baseline', baseline, '--fail-on', 'violation'])).code).toBe(1);
    expect((await cli([...args, '--baseline', baseline, '--fail-on', 'none'])).code).toBe(0);
  });

  it('refuses --fail-on values of the other commands', async () => {
    const run = await cli(['compare', '--target', server.url, '--against', changedUrl, '--fail-on', 'response']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('violation, difference or none');
  });
});

describe('the comparison of two answers', () => {
  const spaceSchema = { $ref: '#/components/schemas/Space' };
  const answer = (status: number, body: unknown) => ({
    status,
    headers: { 'content-type': 'application/json' },
    body: Buffer.from(JSON.stringify(body)),
  });

  it('maps x-instance ids, leaves times out, and reports any other value', () => {
    const map = new ValueMap();
    map.addBase('http://a:1', 'http://b:2');
    const a = {
      id: 'aaaaaaaaaaaaaaaaaaa1',
      title: 'T',
      createdAt: '2026-01-01T00:00:00.000Z',
      urls: { location: 'http://a:1/v1/spaces/aaaaaaaaaaaaaaaaaaa1' },
    };
    const b = {
      id: 'bbbbbbbbbbbbbbbbbbb1',
      title: 'T',
      createdAt: '2027-01-01T00:00:00.000Z',
      urls: { location: 'http://b:2/v1/spaces/bbbbbbbbbbbbbbbbbbb1' },
    };
    expect(compareAnswers(document, () => spaceSchema, answer(200, a), answer(200, b), map)).toEqual([]);
    expect(map.translate('/v1/spaces/aaaaaaaaaaaaaaaaaaa1/comments')).toBe('/v1/spaces/bbbbbbbbbbbbbbbbbbb1/comments');
    expect(map.translateUrl('http://a:1/v1/spaces/%61aaaaaaaaaaaaaaaaaa1')).toBe(
      'http://b:2/v1/spaces/%62bbbbbbbbbbbbbbbbbb1',
    );
    // The same id of a for another thing of b: a difference, not a new mapping.
    const parts = compareAnswers(
      document,
      () => spaceSchema,
      answer(200, { ...a, title: 'U' }),
      answer(200, { ...b, id: 'ccccccccccccccccccc1' }),
      map,
    );
    expect(parts.map((p) => [p.kind, p.at])).toEqual([
      ['value', '/id'],
      ['value', '/title'],
    ]);
  });

  it('pairs list items by id, then by content: ties listed in another order are no difference, a new order is', () => {
    const list = { $ref: '#/components/schemas/ListEnvelope' };
    const map = new ValueMap();
    const item = (id: string, title: string) => ({ object: 'space', id, title });
    const listOf = (...items: unknown[]) => ({ items, count: items.length });
    const schema: Schema = {
      allOf: [
        list,
        { type: 'object', properties: { items: { type: 'array', items: { $ref: '#/components/schemas/Space' } } } },
      ],
    };
    // Same content, ids unknown yet: paired in order (no difference), ids learnt.
    expect(
      compareAnswers(
        document,
        () => schema,
        answer(200, listOf(item('a1aaaaaaaa', 'X'), item('a2aaaaaaaa', 'X'))),
        answer(200, listOf(item('b1bbbbbbbb', 'X'), item('b2bbbbbbbb', 'X'))),
        map,
      ),
    ).toEqual([]);
    // Distinct content in another order: one order difference, each item compared with its own.
    const parts = compareAnswers(
      document,
      () => schema,
      answer(200, listOf(item('a3aaaaaaaa', 'P'), item('a4aaaaaaaa', 'Q'))),
      answer(200, listOf(item('b4bbbbbbbb', 'Q'), item('b3bbbbbbbb', 'P'))),
      map,
    );
    expect(parts).toEqual([{ kind: 'order', at: '/items', a: [0, 1], b: [1, 0] }]);
    expect(map.translate('a3aaaaaaaa')).toBe('b3bbbbbbbb');
  });
});

describe('the reports of a comparison', () => {
  it('writes well-formed JUnit XML whatever the answers hold: control characters left out, markup escaped', () => {
    const side = (value: string) => ({ curl: "curl 'http://a/v1/x'", status: 200, value, violations: [] });
    const result: CompareResult = {
      tool: { name: 'docs-api-conformance', version: 'test' },
      source: { kind: 'run', seed: 1 },
      a: { target: 'http://a' },
      b: { target: 'http://b' },
      startedAt: new Date(0).toISOString(),
      durationMs: 1,
      exchanges: 1,
      compared: 1,
      differences: [
        {
          key: 'getSpaceById value /title',
          operationId: 'getSpaceById',
          method: 'GET',
          path: '/v1/spaces/{spaceId}',
          kind: 'value',
          at: '/title',
          verdict: 'both-conform',
          count: 1,
          a: side(`"a\u0000b\u001f <c> & 'd'"`),
          b: side('"plain"'),
        },
      ],
    };
    const xml = junitCompare(result);
    // eslint-disable-next-line no-control-regex
    expect(xml).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/);
    expect(xml).toContain('&lt;c&gt; &amp; &apos;d&apos;');
    expect(xml).toContain('failures="1"');
  });
});

describe('replay of what a HAR holds', () => {
  const entry = (url: string, headers: { name: string; value: string }[] = []) => ({
    startedDateTime: new Date().toISOString(),
    time: 1,
    request: {
      method: 'GET',
      url,
      httpVersion: 'HTTP/1.1',
      cookies: [],
      headers,
      queryString: [],
      headersSize: -1,
      bodySize: 0,
    },
    response: {
      status: 200,
      statusText: '',
      httpVersion: 'HTTP/1.1',
      cookies: [],
      headers: [],
      content: { size: 0, mimeType: '' },
      redirectURL: '',
      headersSize: -1,
      bodySize: 0,
    },
    cache: {},
    timings: { send: 0, wait: 1, receive: 0 },
  });
  const har = (entries: unknown[]) =>
    JSON.stringify({ log: { version: '1.2', creator: { name: 't', version: '1' }, entries } });

  it('stops on a masked token with what to do, without a stack trace (exit 2)', async () => {
    const file = join(dir, 'masked.har');
    await writeFile(
      file,
      har([entry('http://api.test/v1/orgs', [{ name: 'Authorization', value: 'Bearer gb_…****' }])]),
    );
    const run = await cli(['replay', file, '--target', server.url]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('masked secret');
    expect(run.stderr).toContain('proxy --fixtures <file>');
    expect(run.stderr).not.toMatch(/\n\s+at /);
    const variable = join(dir, 'variable.har');
    await writeFile(
      variable,
      har([entry('http://api.test/v1/orgs', [{ name: 'Authorization', value: 'Bearer $DOCS_API_TOKEN_READER' }])]),
    );
    const unfilled = await cli(['replay', variable, '--target', server.url]);
    expect(unfilled.code).toBe(2);
    expect(unfilled.stderr).toContain('give --fixtures <file>');
    expect(unfilled.stderr).toContain('DOCS_API_TOKEN_READER');
  });

  it('counts and leaves out entries of other hosts, outside the API and unreadable ones', async () => {
    const file = join(dir, 'mixed.har');
    await writeFile(
      file,
      har([
        entry('http://api.test/v1/orgs'),
        entry('http://api.test/v1/orgs/nope'),
        entry('http://cdn.test/v1/orgs'),
        entry('http://api.test/favicon.ico'),
        entry('http://api.test/healthz'),
        { request: { method: 'GET' } },
        'not an entry',
      ]),
    );
    const run = await cli(['replay', file, '--target', server.url, '--fail-on', 'none']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain('not sent: 1 entries of other hosts, 1 entries outside the API, 2 entries unreadable');
    expect(run.stderr).toContain('3 exchanges');
  });

  it('sends a HAR to two servers and compares their answers (--against)', async () => {
    const tenant = async (url: string) => {
      const made = await fetch(`${url}/__test/tenants`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${testApiToken}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ seed: 'demo' }),
      });
      return (await made.json()) as { organizationId: string; tokens: { admin: string } };
    };
    const a = await tenant(server.url);
    const b = await tenant(second.url);
    // What a recording against a holds: a's ids, in URLs a later request took from an earlier answer.
    const listed = await fetch(`${server.url}/v1/orgs/${a.organizationId}/spaces?limit=2`, {
      headers: { Authorization: `Bearer ${a.tokens.admin}` },
    });
    const first = ((await listed.json()) as { items: { id: string }[] }).items[0]?.id ?? '';
    const asAdmin = [{ name: 'Authorization', value: 'Bearer $DOCS_API_TOKEN_ADMIN' }];
    const file = join(dir, 'recorded.har');
    await writeFile(
      file,
      har([
        entry(`http://api.test/v1/orgs/${a.organizationId}/spaces?limit=2`, asAdmin),
        entry(`http://api.test/v1/spaces/${first}`, asAdmin),
        entry(`http://api.test/v1/spaces/nowhere00000000000000`, asAdmin),
      ]),
    );
    const fixtures = async (name: string, made: { organizationId: string; tokens: unknown }) => {
      const path = join(dir, name);
      await writeFile(path, JSON.stringify({ ...made, otherOrganizationId: made.organizationId }));
      return path;
    };
    const [aFile, bFile] = [await fixtures('a.json', a), await fixtures('b.json', b)];
    const same = join(dir, 'replay-same.json');
    const alike = await cli([
      'replay',
      file,
      '--target',
      server.url,
      '--fixtures',
      aFile,
      '--against',
      second.url,
      '--against-fixtures',
      bFile,
      '--reporter',
      `json:${same}`,
    ]);
    expect((await readResult(same)).differences.map((d) => d.key)).toEqual([]);
    expect(alike.code, alike.stdout).toBe(0);
    const other = join(dir, 'replay-changed.json');
    const unlike = await cli([
      'replay',
      file,
      '--target',
      server.url,
      '--fixtures',
      aFile,
      '--against',
      changedUrl,
      '--against-fixtures',
      bFile,
      '--reporter',
      `json:${other}`,
    ]);
    expect(unlike.code).toBe(1);
    expect((await readResult(other)).differences.map((d) => [d.key, d.verdict]).sort()).toEqual([
      ['getSpaceById only-a /visibility', 'b-violates'],
      ['getSpaceById value /error/message', 'both-conform'],
    ]);
  });
});
