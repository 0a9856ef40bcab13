import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { client, useTestServer } from './helpers.js';

const t = useTestServer({ testApi: true });
const stand = () => client(t.server);

afterEach(async () => {
  expect((await stand().delete('/__test/faults')).status).toBe(204);
});

/** The statuses of `n` GET /v1/orgs in a row. */
async function statuses(n: number): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((await t.admin.get('/v1/orgs')).status);
  return out;
}

/** A GET whose outcome is the socket error code when the server closes the connection without an answer. */
function rawGet(url: string, token: string): Promise<{ status: number } | { error: string }> {
  return new Promise((resolve) => {
    const req = httpRequest(url, { headers: { authorization: `Bearer ${token}` } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    req.end();
  });
}

describe('POST /__test/faults', () => {
  it('answers 201 with the rule; its requests get a 503 with Retry-After and the error body', async () => {
    const added = await stand().post('/__test/faults', {
      operationId: 'listOrganizationsForAuthenticatedUser',
      status: 503,
      retryAfter: 7,
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      object: 'faultRule',
      id: expect.any(String),
      status: 503,
      matched: 0,
      fired: 0,
    });

    const faulted = await t.admin.get('/v1/orgs');
    expect(faulted.status).toBe(503);
    expect(faulted.headers.get('retry-after')).toBe('7');
    expect(faulted.body).toEqual({ error: { code: 503, message: expect.stringContaining(added.body.id) } });
    // Other operations answer as always.
    expect((await t.admin.get(`/v1/orgs/${t.orgId}`)).status).toBe(200);
  });

  it('answers with the rule’s body and a 429 with a Retry-After of one second by default', async () => {
    await stand().post('/__test/faults', { method: 'GET', path: '/v1/orgs/*', status: 429, body: { slow: 'down' } });
    const faulted = await t.admin.get(`/v1/orgs/${t.orgId}`);
    expect([faulted.status, faulted.headers.get('retry-after'), faulted.body]).toEqual([429, '1', { slow: 'down' }]);
    expect((await t.admin.get('/v1/orgs')).status).toBe(200);
  });

  it('closes the connection without an answer for a reset', async () => {
    await stand().post('/__test/faults', { operationId: 'listOrganizationsForAuthenticatedUser', reset: true });
    expect(await rawGet(`${t.server.url}/v1/orgs`, t.server.fixtures.tokens.admin)).toEqual({ error: 'ECONNRESET' });
  });

  it('holds a delayed request while another is answered at once, and lets the real answer through', async () => {
    await stand().post('/__test/faults', { operationId: 'getOrganizationById', delayMs: 60_000, times: 1 });
    const leave = new AbortController();
    let held = 'pending';
    const slow = fetch(`${t.server.url}/v1/orgs/${t.orgId}`, {
      headers: { authorization: `Bearer ${t.server.fixtures.tokens.admin}` },
      signal: leave.signal,
    }).then(
      () => (held = 'answered'),
      () => (held = 'left'),
    );
    await vi.waitFor(async () => expect((await stand().get('/__test/faults')).body.items[0].fired).toBe(1));
    expect((await t.admin.get('/v1/orgs')).status).toBe(200);
    expect(held).toBe('pending');
    leave.abort();
    await slow;
    expect(held).toBe('left');

    await stand().post('/__test/faults', { operationId: 'getOrganizationById', delayMs: { min: 1, max: 3 } });
    const late = await t.admin.get(`/v1/orgs/${t.orgId}`);
    expect([late.status, late.body.id]).toEqual([200, t.orgId]);
  });

  it('gives the same sequence of faults to the same requests when seeded, again after the rule is added again', async () => {
    const rule = { operationId: 'listOrganizationsForAuthenticatedUser', status: 503, probability: 0.5, seed: 1234 };
    const first = await stand().post('/__test/faults', rule);
    const once = await statuses(24);
    expect((await stand().delete(`/__test/faults/${first.body.id}`)).status).toBe(204);
    await stand().post('/__test/faults', rule);
    expect(await statuses(24)).toEqual(once);
    expect(new Set(once)).toEqual(new Set([200, 503]));
  });

  it('stops a rule after it fired `times` times, and lists how often each rule matched and fired', async () => {
    const { body } = await stand().post('/__test/faults', {
      operationId: 'listOrganizationsForAuthenticatedUser',
      status: 500,
      times: 2,
    });
    expect(await statuses(3)).toEqual([500, 500, 200]);
    const listed = await stand().get('/__test/faults');
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual({ items: [expect.objectContaining({ id: body.id, matched: 2, fired: 2 })], count: 1 });
  });

  it('answers 400 for a rule without a match or an effect, or naming an unknown operation', async () => {
    const refused = [
      { status: 503 },
      { operationId: 'listOrganizationsForAuthenticatedUser' },
      { operationId: 'noSuchOperation', status: 503 },
      { path: '/v1/orgs', reset: true, status: 500 },
      { path: '/v1/orgs', delayMs: { min: 9, max: 1 } },
    ];
    for (const rule of refused) {
      const answer = await stand().post('/__test/faults', rule);
      expect([answer.status, answer.body.error?.code]).toEqual([400, 400]);
    }
    expect((await stand().get('/__test/faults')).body.count).toBe(0);
  });
});

describe('POST /__test/faults with a tenantId', () => {
  it('faults only the requests of that tenant’s callers', async () => {
    const tenant = async () => (await stand().post('/__test/tenants', { seed: 'empty' })).body;
    const [mine, other] = [await tenant(), await tenant()];
    await stand().post('/__test/faults', {
      operationId: 'listOrganizationsForAuthenticatedUser',
      tenantId: mine.tenantId,
      status: 503,
    });
    expect((await client(t.server, mine.tokens.admin).get('/v1/orgs')).status).toBe(503);
    expect((await client(t.server, other.tokens.admin).get('/v1/orgs')).status).toBe(200);
    expect((await t.admin.get('/v1/orgs')).status).toBe(200);
    expect((await t.admin.get('/v1/orgs', { token: null })).status).toBe(401);
    expect((await stand().get('/__test/faults')).body.items[0]).toMatchObject({ matched: 1, fired: 1 });
  });
});

describe('DELETE /__test/faults/{faultRuleId}', () => {
  it('removes one rule (204), then answers 404 for it', async () => {
    const { body } = await stand().post('/__test/faults', { path: '/v1/**', status: 500 });
    expect((await stand().delete(`/__test/faults/${body.id}`)).status).toBe(204);
    expect((await stand().delete(`/__test/faults/${body.id}`)).status).toBe(404);
    expect((await t.admin.get('/v1/orgs')).status).toBe(200);
  });
});

const cli = fileURLToPath(new URL('../dist/cli/main.js', import.meta.url));

/** Runs the built CLI's `serve` with `args`; resolves with its URL once listening, or its exit code and output. */
async function serve(
  args: string[],
): Promise<{ url?: string; code?: number | null; output: string; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, [cli, 'serve', '--port', '0', '--database-url', 'memory://', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await once(child, 'exit');
  };
  const exited = once(child, 'exit').then(([code]) => ({ code: code as number | null }));
  const listening = vi.waitFor(
    () => {
      const url = /reference server at (http:\/\/\S+)/.exec(output)?.[1];
      if (url === undefined) throw new Error('not listening yet');
      return { url };
    },
    { timeout: 60_000, interval: 50 },
  );
  const outcome = await Promise.race([exited, listening]);
  return { ...outcome, output, stop };
}

describe('serve --faults <file>', () => {
  const dir = mkdtempSync(join(tmpdir(), 'faults-'));

  it('starts with the file’s rules in force', async () => {
    const file = join(dir, 'rules.json');
    writeFileSync(file, JSON.stringify([{ operationId: 'listOrganizationsForAuthenticatedUser', status: 503 }]));
    const server = await serve(['--test-api', '--faults', file, '--log-level', 'silent']);
    try {
      const answer = await fetch(`${server.url}/v1/orgs`);
      expect([answer.status, answer.headers.get('retry-after')]).toEqual([503, '1']);
      const listed = (await (await fetch(`${server.url}/__test/faults`)).json()) as { items: { fired: number }[] };
      expect(listed.items.map((rule) => rule.fired)).toEqual([1]);
    } finally {
      await server.stop();
    }
  }, 120_000);

  it('exits with 2 naming the rule and the field of a bad file', async () => {
    const file = join(dir, 'bad.json');
    writeFileSync(file, JSON.stringify([{ path: '/v1/orgs', delayMs: 5 }, { operationId: 'getSpaceById' }]));
    const outcome = await serve(['--test-api', '--faults', file]);
    expect(outcome.code).toBe(2);
    expect(outcome.output).toContain(file);
    expect(outcome.output).toMatch(/rule \[1\].*status/);
  }, 60_000);

  it('exits with 2 when the test API is off', async () => {
    const file = join(dir, 'off.json');
    writeFileSync(file, '[]');
    const outcome = await serve(['--faults', file]);
    expect([outcome.code, outcome.output]).toEqual([2, expect.stringContaining('--test-api')]);
  }, 60_000);
});
