/**
 * Requests nobody here wrote: malformed percent-escapes, NUL characters and lone surrogates, JSON nested
 * beyond the documented depth, and what Node's HTTP parser refuses before Express runs. Each answers a
 * 4xx with the error body, on every route.
 */
import { requestLimits } from '@docs-api/spec';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { client, errorMessage, useTestServer } from './helpers.js';
import { siteHelpers } from './site-helpers.js';

const t = useTestServer();

/** Nests `{ x: … }` `depth` times around `leaf`. */
const nested = (depth: number, leaf: unknown = {}): unknown => {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = { x: value };
  return value;
};

/** Sends raw bytes and returns the raw answer (until the server closes the connection). */
function rawRequest(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

/** Status and parsed JSON body of a raw HTTP/1.1 answer. */
const parseRaw = (answer: string): { status: number; contentType: string | undefined; body: unknown } => {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  const status = Number(head.split(' ')[1]);
  const contentType = /^content-type:\s*(.+)$/im.exec(head)?.[1];
  return { status, contentType, body: body === '' ? undefined : JSON.parse(body) };
};

describe('a malformed percent-escape in the URL path', () => {
  const paths = [
    '/v1/spaces/%E0%A4%A',
    '/v1/spaces/%',
    '/v1/orgs/%zz/members',
    '/files/%/x',
    '/files/abc/%E0%A4%A',
    '/pdf/%',
  ];
  it.each(paths)('answers 400 with the error body on %s', async (path) => {
    const res = await t.admin.get(path);
    expect(res.status).toBe(400);
    expect(errorMessage(res)).toMatch(/percent-escape/);
  });
});

describe('a NUL character or a lone surrogate in a string', () => {
  it('answers 400 naming the path parameter, on /v1, /files and /pdf', async () => {
    expect(errorMessage(await t.admin.get('/v1/spaces/a%00b'))).toBe(
      'path.spaceId must not contain NUL characters (U+0000)',
    );
    const file = await t.admin.get('/files/%00/x');
    expect(file.status).toBe(400);
    expect(errorMessage(file)).toMatch(/^path\.blobId /);
    const pdf = await client(t.server).get('/pdf/a%00');
    expect(pdf.status).toBe(400);
    expect(errorMessage(pdf)).toMatch(/^path\.token /);
  });

  it('answers 400 naming the query parameter', async () => {
    const res = await t.admin.get(`/v1/orgs/${t.orgId}/search`, { query: { query: 'a\u0000' } });
    expect(res.status).toBe(400);
    expect(errorMessage(res)).toBe('query.query must not contain NUL characters (U+0000)');
  });

  it('answers 400 naming the body field, nested ones and property names included', async () => {
    const spaces = `/v1/orgs/${t.orgId}/spaces`;
    const title = await t.admin.post(spaces, { title: 'a\u0000b' });
    expect(title.status).toBe(400);
    expect(errorMessage(title)).toBe('body.title must not contain NUL characters (U+0000)');
    const deep = await t.admin.patch(`/v1/orgs/${t.orgId}`, {
      defaultContent: { type: 'site', extra: ['ok', 'b\u0000'] },
    });
    expect(errorMessage(deep)).toBe('body.defaultContent.extra.1 must not contain NUL characters (U+0000)');
    const key = await t.admin.patch(`/v1/orgs/${t.orgId}`, { defaultContent: { 'k\u0000': 1 } });
    expect(errorMessage(key)).toBe('body.defaultContent (a property name) must not contain NUL characters (U+0000)');
    // JSON.stringify writes a lone surrogate as the escape \ud800, which JSON.parse turns back into one.
    const surrogate = await t.admin.post(spaces, { title: 'ab\ud800' });
    expect(surrogate.status).toBe(400);
    expect(errorMessage(surrogate)).toMatch(/^body\.title must be well-formed Unicode/);
  });
});

describe('JSON nested deeper than the documented limit', () => {
  it('is documented in the spec', async () => {
    const spec = await client(t.server).get('/openapi.json');
    expect(spec.body['x-request-limits'].maxJsonDepth).toBe(requestLimits.maxJsonDepth);
  });

  it('answers 400 before validation, for a field stored as given (defaultContent)', async () => {
    const res = await t.admin.patch(`/v1/orgs/${t.orgId}`, { defaultContent: nested(3000) });
    expect(res.status).toBe(400);
    expect(errorMessage(res)).toBe(`body nests objects and arrays deeper than ${requestLimits.maxJsonDepth} levels`);
  });

  it('answers 400 for an adaptive schema with deep $defs, and accepts the limit itself', async () => {
    const { createSite, siteUrl } = siteHelpers(t);
    const site = (await createSite()) as { id: string };
    const url = `${siteUrl(site.id)}/adaptive-schema`;
    const schema = (defs: unknown) => ({
      jsonSchema: { type: 'object', properties: {}, additionalProperties: false, $defs: defs },
    });
    const deep = await t.admin.put(url, schema(nested(3000)));
    expect(deep.status).toBe(400);
    expect(errorMessage(deep)).toMatch(/deeper than/);
    // body → jsonSchema → $defs → x… : 3 levels above the nested part.
    const atLimit = await t.admin.put(url, schema(nested(requestLimits.maxJsonDepth - 3)));
    expect(atLimit.status, atLimit.text).toBe(200);
  });

  it('answers 400 for a body that is nested arrays only, of any depth', async () => {
    const res = await t.admin.request('POST', `/v1/orgs/${t.orgId}/spaces`, {
      rawBody: '['.repeat(200_000) + ']'.repeat(200_000),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    errorMessage(res);
  });
});

describe('what the HTTP parser refuses before Express runs', () => {
  it('answers a request line over the header limit with 431 and the error body', async () => {
    const answer = parseRaw(
      await rawRequest(t.server.port, `GET /v1/${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`),
    );
    expect(answer.status).toBe(431);
    expect(answer.contentType).toMatch(/^application\/json/);
    expect(answer.body).toEqual({ error: { code: 431, message: expect.any(String) } });
  });

  it('answers a malformed request with 400 and the error body', async () => {
    const answer = parseRaw(
      await rawRequest(t.server.port, 'GET /healthz HTTP/1.1\r\nHost: x\r\nno colon here\r\n\r\n'),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: { code: 400, message: expect.any(String) } });
  });

  it('answers a header holding a control character with 400 and the error body', async () => {
    const answer = parseRaw(
      await rawRequest(t.server.port, 'GET /healthz HTTP/1.1\r\nHost: x\r\nX-A: a\u0000b\r\n\r\n'),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: { code: 400, message: expect.any(String) } });
  });
});
