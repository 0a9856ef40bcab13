/**
 * Quiet output. No line of any report or of the terminal is longer than 2,000 characters: a 10,000-deep JSON body,
 * a 40 kB URL and an 8,000-character header go to files that the curl line reads (and the line, run through a shell,
 * sends exactly the request), long messages are cut with a note. The cleanup restores only what a PATCH the target
 * accepted changed. `diff` does not list a skip whose reason differs only by per-run values (ids, run ids, ports).
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { document } from '@docs-api/spec';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ApiSpec,
  buildCatalogue,
  diffResults,
  htmlReport,
  jsonReport,
  junitReport,
  Ledger,
  markdownReport,
  Masker,
  prettyReport,
  verifyBundle,
  writeBundle,
  type Exchange,
  type Invocation,
  type RunResult,
} from '../src/index.js';
import { violationLine } from '../src/cli/commands/traffic.js';
import { normalizedReason } from '../src/baseline/diff.js';
import { MAX_LINE } from '../src/reporters/clip.js';
import { spillBeside } from '../src/reporters/spill.js';
import { exchange, requirement, runResult, TARGET } from './support/run-results.js';

const deepBody = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
const deepObject = `{"title":"t","defaultContent":${'{"x":'.repeat(10_000)}1${'}'.repeat(10_000)}}`;
const longPath = `/v1/spaces/${'a'.repeat(40_000)}`;
const longHeader = 'x'.repeat(8000);
const noisy = (n: number) => `<&"'>`.repeat(n);

/** A failing run with every text as long as a careless target or a deep request makes it. */
function loud(): RunResult {
  const requests: Exchange[] = [
    exchange('POST', '/v1/orgs/o/spaces', 500, deepObject, noisy(20_000)),
    exchange('PUT', '/v1/orgs/o', 400, deepBody, `{"message":"${'"'.repeat(5000)}"}`),
    exchange('GET', longPath, 414, undefined, 'x'.repeat(50_000)),
    {
      ...exchange('GET', '/v1/orgs/o', 431),
      request: { ...exchange('GET', '/v1/orgs/o', 431).request, headers: { 'X-Long': longHeader } },
    },
  ];
  const many = Array.from({ length: 40 }, (_, i) => requirement(`ROB-NEVER-5XX.op${i}`, 'MUST', ['createSpace']));
  return runResult(
    [
      [
        requirement('ROB-DEEP', 'MUST', ['createSpace']),
        {
          status: 'fail',
          failure: {
            message: `answered 500 ${noisy(30_000)}\n${'y'.repeat(6000)}`,
            counterexample: JSON.stringify({ body: deepObject }),
            exchanges: requests,
            seed: 1,
            path: '0',
          },
          known: { entry: 'ROB-*', reason: noisy(2000) },
        },
      ],
      ...many.map((r, i): [typeof r, RunResult['results'][number]['verdict']] => [
        r,
        {
          id: r.id,
          status: 'fail',
          group: { kind: `kind ${i} ${noisy(200)}`, shrunk: false, ...(i > 0 ? { shownBy: 'ROB-NEVER-5XX.op0' } : {}) },
          failure: { message: noisy(3000), exchanges: requests.slice(0, 2), seed: 2 },
        },
      ]),
      [
        requirement('STATE-setup', 'MUST'),
        { status: 'error', reason: noisy(5000), failure: { message: noisy(5000), exchanges: requests } },
      ],
      [requirement('STATE-skipped', 'SHOULD'), { status: 'skip', reason: noisy(5000) }],
    ],
    {
      stopped: noisy(3000),
      leftovers: Array.from({ length: 30 }, (_, i) => ({
        path: `/v1/orgs/o${i}`,
        operation: 'updateOrganizationById',
        reason: noisy(3000),
      })),
      coverage: {
        documented: 1,
        observed: 1,
        operations: [
          {
            operationId: 'createSpace',
            statuses: [{ status: 201, observed: true, requirements: many.map((r) => `${r.id}.${'z'.repeat(60)}`) }],
          },
        ],
      },
    },
  );
}

const longLines = (text: string): number[] =>
  text
    .split('\n')
    .map((line) => line.length)
    .filter((length) => length > MAX_LINE);

describe('quiet output', () => {
  let dir: string;
  let invocation: Invocation;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'conformance-quiet-'));
    invocation = {
      base: 'docs-api-conformance run --fixtures f.json',
      mask: new Masker({
        tokens: { admin: 'gb_api_admin000', reader: 'gb_api_reader00', outsider: 'gb_api_outsider' },
      }),
      spill: spillBeside(join(dir, 'report.json')),
    };
  });

  it('writes no line over 2,000 characters in any reporter', () => {
    const result = loud();
    const reports = {
      pretty: prettyReport(result, invocation, { color: false }, false),
      'pretty --verbose': prettyReport(result, invocation, { color: true }, true),
      json: jsonReport(result, invocation),
      junit: junitReport(result, invocation),
      'junit --strict': junitReport(result, { ...invocation, strict: true }),
      markdown: markdownReport(result, invocation),
      html: htmlReport(result, invocation),
    };
    for (const [name, text] of Object.entries(reports)) expect(longLines(text), name).toEqual([]);
    expect(() => JSON.parse(reports.json) as unknown).not.toThrow();
    expect(reports.pretty).toMatch(/… \[\d+ more characters cut\]/);
  });

  it('has the curl line read a long body, header or URL from a file beside the report', async () => {
    const line = invocation.mask.curl(exchange('POST', '/v1/orgs/o/spaces', 500, deepObject).request, invocation.spill);
    const file = /--data-binary '@([^']+)'/.exec(line)?.[1] ?? '';
    expect(file.startsWith(join(dir, 'bodies'))).toBe(true);
    expect(await readFile(file, 'utf8')).toBe(deepObject);
    const bodies = await readdir(join(dir, 'bodies'));
    expect(bodies.some((name) => name.endsWith('.curlrc'))).toBe(true);
    expect(bodies.some((name) => name.endsWith('.header'))).toBe(true);
    // A short request stays inline.
    expect(invocation.mask.curl(exchange('POST', '/v1/x', 201, '{"a":1}').request)).toContain(`--data-raw '{"a":1}'`);
  });

  it('prints curl lines that send exactly the long request through a shell', async () => {
    const seen: { method?: string; url?: string; header?: string; body: string }[] = [];
    const server = http.createServer({ maxHeaderSize: 200_000 }, (request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        seen.push({ method: request.method, url: request.url, header: request.headers['x-long'] as string, body });
        response.end('ok');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const at = (e: Exchange): Exchange => ({
        ...e,
        request: { ...e.request, url: e.request.url.replace(TARGET, base) },
      });
      const long = at(exchange('PATCH', longPath, 200, deepBody));
      long.request.headers['X-Long'] = longHeader;
      const line = invocation.mask.curl(long.request, invocation.spill);
      expect(line.length).toBeLessThan(MAX_LINE);
      await new Promise<void>((resolve, reject) =>
        execFile('bash', ['-c', `${line} -o /dev/null`], (error) => (error === null ? resolve() : reject(error))),
      );
      expect(seen).toEqual([{ method: 'PATCH', url: longPath, header: longHeader, body: deepBody }]);
    } finally {
      server.close();
    }
  });

  it('says where the files of a terminal report went, and keeps a proxy violation line short', () => {
    const plain = { ...invocation, spill: undefined } as Invocation;
    const text = prettyReport(loud(), plain, { color: false }, false);
    expect(text).toContain(
      `Long parts of requests are in files under ${join(tmpdir(), 'docs-api-conformance', 'bodies')}`,
    );
    const violation = {
      side: 'request' as const,
      id: 'REQ-SCHEMA.createSpace',
      rule: 'a createSpace request matches its schema',
      message: noisy(10_000),
      method: 'POST',
      url: longPath,
      status: 400,
      curl: invocation.mask.curl(exchange('POST', longPath, 400, deepBody).request),
      at: '2026-11-27T10:00:00.000Z',
    };
    for (const pretty of [false, true]) expect(longLines(violationLine(violation, pretty))).toEqual([]);
  });

  it('puts the files of a certification bundle in it, hashed in its manifest', async () => {
    const catalogue = buildCatalogue();
    const out = join(dir, 'bundle');
    await writeBundle(out, catalogue, loud(), { ...invocation, spill: undefined } as Invocation, {
      name: 'x',
      version: '1',
      url: TARGET,
      profiles: ['spaces'],
    });
    const manifest = JSON.parse(await readFile(join(out, 'manifest.json'), 'utf8')) as {
      files: Record<string, string>;
    };
    const bodies = Object.keys(manifest.files).filter((name) => name.startsWith('bodies/'));
    expect(bodies.length).toBeGreaterThan(0);
    for (const name of bodies) expect(existsSync(join(out, name))).toBe(true);
    const report = await readFile(join(out, 'report.json'), 'utf8');
    expect(report).toContain(`@${join(out, 'bodies')}/`);
    const verification = await verifyBundle(out, catalogue);
    expect(verification.problems.filter((p) => p.includes('bodies/'))).toEqual([]);
  });
});

describe('cleanup', () => {
  const spec = new ApiSpec(document);
  const op = spec.operation('updateOrganizationById');
  const path = op.path.replace('{organizationId}', 'o1');
  const answer = (method: string, status: number, json?: unknown, body?: unknown): Exchange => ({
    ...exchange(method, path, status, body === undefined ? undefined : JSON.stringify(body)),
    ...(json !== undefined ? { json, bodyText: JSON.stringify(json) } : {}),
  });

  /** A target whose organization is `state`; every request is logged. */
  function target(state: Record<string, unknown>, patchStatus = 200) {
    const sent: string[] = [];
    const send = (method: string, _path: string, body?: unknown): Promise<Exchange> => {
      sent.push(`${method}${body !== undefined ? ` ${JSON.stringify(body)}` : ''}`);
      if (method === 'GET') return Promise.resolve(answer('GET', 200, { ...state }));
      if (patchStatus < 300) Object.assign(state, body);
      return Promise.resolve(answer(method, patchStatus));
    };
    return { sent, send };
  }

  it('restores nothing, and reports nothing, when every PATCH was refused', async () => {
    const ledger = new Ledger(spec);
    const { sent, send } = target({ id: 'o1', title: 'Acme' }, 405);
    for (const body of [{ title: 'new' }, { id: 'other' }]) {
      await ledger.beforeChange(op, path, body, send);
      ledger.observe(op, { organizationId: 'o1' }, answer('PATCH', 405, undefined, body));
    }
    expect(await ledger.cleanup(send)).toEqual([]);
    expect(sent.filter((line) => line.startsWith('PATCH'))).toEqual([]);
  });

  it('restores what an accepted PATCH changed, and only the fields that still differ', async () => {
    const ledger = new Ledger(spec);
    const state: Record<string, unknown> = { id: 'o1', title: 'Acme', hostname: 'acme.example' };
    const { sent, send } = target(state);
    const patches = [{ title: 'new' }, { hostname: 'other.example' }, { hostname: 'acme.example' }];
    for (const body of patches) {
      await ledger.beforeChange(op, path, body, send);
      state['title'] = 'title' in body ? body.title : state['title'];
      if ('hostname' in body) state['hostname'] = body.hostname;
      ledger.observe(op, { organizationId: 'o1' }, answer('PATCH', 200, {}, body));
    }
    expect(await ledger.cleanup(send)).toEqual([]);
    expect(sent.filter((line) => line.startsWith('PATCH'))).toEqual(['PATCH {"title":"Acme"}']);
  });

  it('restores the fields of a PATCH that got no answer (it may have been applied)', async () => {
    const ledger = new Ledger(spec);
    const state: Record<string, unknown> = { id: 'o1', title: 'Acme' };
    const { sent, send } = target(state);
    await ledger.beforeChange(op, path, { title: 'new' }, send);
    state['title'] = 'new';
    ledger.observe(op, { organizationId: 'o1' }, answer('PATCH', 0, undefined, { title: 'new' }));
    expect(await ledger.cleanup(send)).toEqual([]);
    expect(sent.filter((line) => line.startsWith('PATCH'))).toEqual(['PATCH {"title":"Acme"}']);
  });
});

describe('diff of skip reasons', () => {
  const skip = (id: string, reason: string) => ({ id, level: 'MUST', status: 'skip', reason });

  it('blanks the values that change from run to run', () => {
    expect(
      normalizedReason(
        'deleteSpaceById would delete /v1/spaces/1bSj3BK6nuulZogEwJKv, which this run did not create (conformance-k3j2h1-12, http://127.0.0.1:43127, 2026-11-27T10:00:00.000Z, 123e4567-e89b-12d3-a456-426614174000, tenant 9f86d081884c7d65)',
      ),
    ).toBe(
      'deleteSpaceById would delete /v1/spaces/<id>, which this run did not create (conformance-<run>, http://127.0.0.1:<port>, <time>, <uuid>, tenant <id>)',
    );
    // Limits, statuses and operation names stay.
    expect(normalizedReason('limit 1000 answered 501 on /v1/orgs (createSpace)')).toBe(
      'limit 1000 answered 501 on /v1/orgs (createSpace)',
    );
  });

  it('does not list skip → skip where only an id in the reason changed, and lists a real change', () => {
    const a = [
      skip('DEL-X', 'deleteSpaceById would delete /v1/spaces/AbC123xyz9, which this run did not create'),
      skip('DEL-Y', 'no fixture can make a disposable {space} to delete'),
    ];
    const b = [
      skip('DEL-X', 'deleteSpaceById would delete /v1/spaces/QqW987zzz1, which this run did not create'),
      skip('DEL-Y', 'createSpace answers 501 Not Implemented'),
    ];
    expect(diffResults('a.json', a, 'b.json', b).changedSkips.map((s) => s.id)).toEqual(['DEL-Y']);
  });
});
