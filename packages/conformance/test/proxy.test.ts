/**
 * The contract-checking proxy (src/proxy) in front of the reference: clients that break the contract in each
 * request class are reported on the request side with the right requirement; a server with a fault of the
 * suite's fault table on the answer side; enforce mode refuses without the target seeing the request.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { document } from '@docs-api/spec';
import {
  buildCatalogue,
  HarRecorder,
  Masker,
  replay,
  requestRequirements,
  REQUIREMENT_HEADER,
  RULE_HEADER,
  startContractProxy,
  startJudgingProxy,
  TrafficJudge,
  type JudgingProxy,
  type Violation,
} from '../src/index.js';
import { startProxy, type RunningProxy } from './support/fault-proxy.js';
import { faults } from './support/faults.js';
import { startReference, type Reference } from './support/reference.js';

const catalogue = buildCatalogue();
/** What `list --requests` names: every request-side violation below must be one of these. */
const listed = requestRequirements(catalogue.spec).map((r) => r.id);
let reference: Reference;
let proxy: JudgingProxy;
let spaceId = '';

/** The createSpace body schema, where the limits and enumerations of these tests are read (never written here). */
const createSpaceBody = (
  document.paths?.['/v1/orgs/{organizationId}/spaces']?.post?.requestBody as {
    content: Record<string, { schema: { properties: Record<string, { maxLength?: number; enum?: string[] }> } }>;
  }
).content['application/json']?.schema.properties;
const titleMax = createSpaceBody?.['title']?.maxLength ?? 0;
const visibilities = createSpaceBody?.['visibility']?.enum ?? [];

beforeAll(async () => {
  reference = await startReference();
  proxy = await startJudgingProxy({ target: reference.fixtures.baseUrl, catalogue, fixtures: reference.fixtures });
  const list = await fetch(`${reference.fixtures.baseUrl}/v1/orgs/${org()}/spaces?limit=1`, {
    headers: { Authorization: `Bearer ${reference.fixtures.tokens.admin}` },
  });
  spaceId = ((await list.json()) as { items: { id: string }[] }).items[0]?.id ?? '';
});
afterAll(async () => {
  await proxy?.stop();
  await reference?.server.stop();
});

/** Sends one request through a proxy and returns its answer and the violations it added. */
async function through(
  target: { url: string; judge: TrafficJudge },
  method: string,
  path: string,
  options: { body?: string; contentType?: string; token?: string | null } = {},
): Promise<{ status: number; headers: Headers; text: string; violations: Violation[] }> {
  const { exchanges, list } = target.judge.snapshot();
  const before = list.length;
  const token = options.token === undefined ? reference.fixtures.tokens.admin : options.token;
  const response = await fetch(`${target.url}${path}`, {
    method,
    headers: {
      ...(token !== null ? { Authorization: `Bearer ${token}` } : {}),
      ...(options.body !== undefined ? { 'Content-Type': options.contentType ?? 'application/json' } : {}),
    },
    ...(options.body !== undefined ? { body: options.body } : {}),
  });
  const text = await response.text();
  // The judgment runs just after the answer is passed on: wait until the exchange is counted.
  while (target.judge.snapshot().exchanges === exchanges) await new Promise((resolve) => setImmediate(resolve));
  const violations = target.judge.snapshot().list.slice(before);
  for (const violation of violations) if (violation.side === 'request') expect(listed).toContain(violation.id);
  return { status: response.status, headers: response.headers, text, violations };
}

const org = () => reference.fixtures.organizationId;
const ids = (violations: Violation[]) => violations.map((v) => `${v.side} ${v.id}`).sort();

describe('the proxy in report mode, in front of the reference', () => {
  it('forwards a valid request unchanged and finds nothing to report', async () => {
    const answer = await through(proxy, 'GET', `/v1/orgs/${org()}/spaces?limit=2`);
    expect(answer.status).toBe(200);
    expect((JSON.parse(answer.text) as { items: unknown[] }).items).toHaveLength(2);
    expect(answer.violations).toEqual([]);
  });

  it('reports a body field over its limit as REQ-LIMIT of the field (a client bug), and forwards it', async () => {
    const answer = await through(proxy, 'POST', `/v1/orgs/${org()}/spaces`, {
      body: JSON.stringify({ title: 'x'.repeat(titleMax + 1) }),
    });
    expect(titleMax).toBeGreaterThan(0);
    expect(answer.status).toBe(400);
    expect(ids(answer.violations)).toEqual(['request REQ-LIMIT.createSpace.title']);
    const [violation] = answer.violations;
    expect(violation).toMatchObject({ operationId: 'createSpace', status: 400, method: 'POST' });
    expect(violation?.message).toContain('body.title');
    expect(violation?.curl).toContain('"Authorization: Bearer $DOCS_API_TOKEN_ADMIN"');
    expect(violation?.curl).not.toContain(reference.fixtures.tokens.admin);
  });

  it('reports an enumeration value in another case as REQ-ENUM of the field', async () => {
    const variant = (visibilities[0] ?? '').toUpperCase();
    const answer = await through(proxy, 'POST', `/v1/orgs/${org()}/spaces`, {
      body: JSON.stringify({ title: 'Enum case', visibility: variant }),
    });
    expect(visibilities).not.toContain(variant);
    expect(ids(answer.violations)).toEqual(['request REQ-ENUM.createSpace.visibility']);
    expect(answer.violations[0]?.message).toContain(JSON.stringify(visibilities));
  });

  it('reports a missing required field as REQ-SCHEMA of the operation', async () => {
    const answer = await through(proxy, 'PUT', `/v1/orgs/${org()}/teams`, { body: JSON.stringify({}) });
    expect(ids(answer.violations)).toEqual(['request REQ-SCHEMA.createOrganizationTeam']);
    expect(answer.violations[0]?.message).toMatch(/misses the required \w+/);
  });

  it('reports a body of another media type as REQ-MEDIA-TYPE', async () => {
    const answer = await through(proxy, 'POST', `/v1/orgs/${org()}/spaces`, {
      body: JSON.stringify({ title: 'Plain' }),
      contentType: 'text/plain',
    });
    expect(ids(answer.violations)).toEqual(['request REQ-MEDIA-TYPE.createSpace']);
  });

  it('reports a query parameter out of its range as REQ-LIMIT of ?limit', async () => {
    const answer = await through(proxy, 'GET', `/v1/orgs/${org()}/spaces?limit=100000`);
    expect(answer.status).toBe(400);
    expect(ids(answer.violations)).toEqual(['request REQ-LIMIT.listSpacesInOrganizationById.?limit']);
  });

  it('reports an unknown path and an unknown method as REQ-UNKNOWN-OPERATION instead of dropping them', async () => {
    const path = await through(proxy, 'GET', '/v1/no-such-thing');
    const method = await through(proxy, 'PUT', `/v1/orgs/${org()}/spaces`, { body: '{}' });
    expect(path.status).toBe(404);
    expect(ids(path.violations)).toEqual(['request REQ-UNKNOWN-OPERATION']);
    expect(ids(method.violations)).toEqual(['request REQ-UNKNOWN-OPERATION']);
    expect(method.violations[0]?.message).toContain('only GET, POST');
  });

  it('forwards the paths outside the contract (probes) without judging them', async () => {
    const before = proxy.judge.snapshot().unjudged;
    const answer = await through(proxy, 'GET', '/healthz', { token: null });
    expect(answer.status).toBe(200);
    expect(answer.violations).toEqual([]);
    expect(proxy.judge.snapshot().unjudged).toBe(before + 1);
  });

  it('serves the report so far at /__proxy/report, and a run-shaped result the reporters render', async () => {
    const report = (await (await fetch(`${proxy.url}/__proxy/report`)).json()) as {
      exchanges: number;
      violations: { request: number; response: number };
      byRequirement: Record<string, number>;
    };
    expect(report.exchanges).toBeGreaterThanOrEqual(8);
    expect(report.violations.response).toBe(0);
    expect(report.byRequirement['REQ-LIMIT.createSpace.title']).toBe(1);
    const result = proxy.judge.result(reference.fixtures.baseUrl);
    const row = (id: string) => result.results.find((r) => r.requirement.id === id)?.verdict.status;
    expect(row('REQ-LIMIT.createSpace.title')).toBe('fail');
    expect(row('RSP-SCHEMA.listSpacesInOrganizationById')).toBe('pass');
    expect(row('REQ-SCHEMA.listSpacesInOrganizationById')).toBe('pass');
    const cell = result.coverage?.operations
      .find((o) => o.operationId === 'listSpacesInOrganizationById')
      ?.statuses.find((s) => s.status === 200);
    expect(cell?.observed).toBe(true);
    expect(proxy.judge.failed('request')).toBe(true);
    expect(proxy.judge.failed('response')).toBe(false);
  });
});

describe('the proxy in front of a faulty server', () => {
  const named = (name: string) => {
    const fault = faults.find((f) => f.name === name);
    if (fault === undefined) throw new Error(`no fault "${name}" in the fault table`);
    return fault;
  };

  it.each([
    [
      'GET space leaves out the contract-Required field "title"',
      'GET',
      () => `/v1/spaces/${spaceId}`,
      'RSP-SCHEMA.getSpaceById',
    ],
    [
      "the space list leaves out each item's urls, a field the live service always sends",
      'GET',
      () => `/v1/orgs/${org()}/spaces`,
      'RSP-FIELDS.listSpacesInOrganizationById',
    ],
    [
      'a 401 without WWW-Authenticate',
      'GET',
      () => `/v1/orgs/${org()}/collections`,
      'AUTH-CHALLENGE.listCollectionsInOrganizationById',
    ],
  ])('reports "%s" on the answer side', async (name, method, path, expected) => {
    const faulty: RunningProxy = await startProxy(reference.fixtures.baseUrl, named(name).handle);
    const judging = await startJudgingProxy({ target: faulty.url, catalogue, fixtures: reference.fixtures });
    try {
      const answer = await through(
        judging,
        method,
        path(),
        expected.startsWith('AUTH') ? { token: 'not-a-token' } : {},
      );
      expect(ids(answer.violations)).toEqual([`response ${expected}`]);
      expect(judging.judge.failed('response')).toBe(true);
      expect(judging.judge.failed('request')).toBe(false);
    } finally {
      await judging.stop();
      await faulty.stop();
    }
  });
});

describe('the proxy in front of a target that closes kept-alive connections', () => {
  it('sends a request once more on a new connection when the kept-alive one is closed under it', async () => {
    // Each connection answers its first request (keep-alive) and closes without answering the next: the race a
    // target's keep-alive timeout makes with a connection the proxy reuses just then.
    const answered: number[] = [];
    const target = net.createServer((socket) => {
      let served = 0;
      socket.on('data', (chunk: Buffer) => {
        if (!chunk.includes('\r\n\r\n')) return;
        served += 1;
        if (served > 1) {
          socket.destroy();
          return;
        }
        answered.push(served);
        socket.write(
          'HTTP/1.1 404 Not Found\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: keep-alive\r\n\r\n{}',
        );
      });
    });
    await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
    const { port } = target.address() as net.AddressInfo;
    const judging = await startJudgingProxy({ target: `http://127.0.0.1:${port}`, catalogue });
    try {
      for (let i = 0; i < 3; i++) {
        const answer = await fetch(`${judging.url}/v1/unknown`);
        expect(answer.status).toBe(404);
        await answer.arrayBuffer();
      }
      expect(answered).toHaveLength(3);
    } finally {
      await judging.stop();
      await new Promise((resolve) => target.close(resolve));
    }
  });
});

describe('the proxy in enforce mode', () => {
  it('answers 400 with the error body and the requirement, and the target never sees the request', async () => {
    const seen: string[] = [];
    const counting = await startProxy(reference.fixtures.baseUrl, (request, forward) => {
      seen.push(`${request.method} ${request.url}`);
      return forward(request);
    });
    const enforcing = await startJudgingProxy({ target: counting.url, catalogue, mode: 'enforce' });
    try {
      const refused = await through(enforcing, 'POST', `/v1/orgs/${org()}/spaces`, {
        body: JSON.stringify({ title: 'x'.repeat(titleMax + 1) }),
      });
      expect(refused.status).toBe(400);
      expect(refused.headers.get(REQUIREMENT_HEADER)).toBe('REQ-LIMIT.createSpace.title');
      expect(refused.headers.get(RULE_HEADER)).toContain('title');
      expect(JSON.parse(refused.text)).toEqual({
        error: { code: 400, message: expect.stringContaining('body.title') },
      });
      expect(refused.violations.map((v) => [v.id, v.status])).toEqual([['REQ-LIMIT.createSpace.title', 0]]);
      expect(seen).toEqual([]);

      const allowed = await through(enforcing, 'POST', `/v1/orgs/${org()}/spaces`, {
        body: JSON.stringify({ title: 'Within the limit' }),
      });
      expect(allowed.status).toBe(201);
      expect(allowed.violations).toEqual([]);
      expect(seen).toEqual([`POST /v1/orgs/${org()}/spaces`]);
      expect(enforcing.judge.snapshot().refused).toBe(1);
    } finally {
      await enforcing.stop();
      await counting.stop();
    }
  });
});

describe('HAR and replay', () => {
  it('records the exchanges with the tokens masked, and replays them against the reference with the same verdicts', async () => {
    const mask = new Masker(reference.fixtures);
    const har = new HarRecorder(mask, reference.fixtures);
    const judge = new TrafficJudge(catalogue, { mask });
    const recording = await startContractProxy({
      target: reference.fixtures.baseUrl,
      judge,
      onExchange: (exchange, timings) => har.add(exchange, timings),
    });
    try {
      await through({ url: recording.url, judge }, 'GET', `/v1/orgs/${org()}/spaces?limit=1`);
      await through({ url: recording.url, judge }, 'POST', `/v1/orgs/${org()}/spaces`, {
        body: JSON.stringify({ title: 'x'.repeat(titleMax + 1) }),
      });
    } finally {
      await recording.stop();
    }
    const recorded = har.har();
    const text = JSON.stringify(recorded);
    expect(recorded.log.version).toBe('1.2');
    expect(recorded.log.entries.map((e) => [e.request.method, e.response.status])).toEqual([
      ['GET', 200],
      ['POST', 400],
    ]);
    expect(text).not.toContain(reference.fixtures.tokens.admin);
    expect(recorded.log.entries[0]?.request.headers).toContainEqual({
      name: 'Authorization',
      value: 'Bearer $DOCS_API_TOKEN_ADMIN',
    });

    const replayed = new TrafficJudge(catalogue, { mask });
    await replay(recorded.log.entries, {
      target: reference.fixtures.baseUrl,
      judge: replayed,
      tokens: reference.fixtures.tokens,
    });
    const report = replayed.snapshot();
    expect(report.exchanges).toBe(2);
    expect(report.list.map((v) => [v.side, v.id, v.status])).toEqual([['request', 'REQ-LIMIT.createSpace.title', 400]]);
    // The token was filled in again: the list answered 200, not 401.
    expect(
      replayed
        .result(reference.fixtures.baseUrl)
        .results.find((r) => r.requirement.id === 'RSP-SCHEMA.listSpacesInOrganizationById')?.verdict.status,
    ).toBe('pass');
  });
});
