/** Defaults an operator can rely on: urls.* not shaped by clients, bounded comment bodies, socket time limits. */
import { requestLimits } from '@docs-api/spec';
import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { HEADERS_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from '../src/server.js';
import { createSpace } from './content-helpers.js';
import { errorMessage, startTestServer, useTestServer } from './helpers.js';

const t = useTestServer();

/** GET with any Host and forwarding headers (fetch cannot set Host). */
function getWithHeaders(url: string, headers: Record<string, string>): Promise<{ status: number; body: any }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('urls.* without --trust-proxy', () => {
  it('come from the address the server listens on, whatever Host and X-Forwarded-* say', async () => {
    const res = await getWithHeaders(`${t.server.url}/v1/orgs/${t.orgId}`, {
      authorization: `Bearer ${t.server.fixtures.tokens.admin}`,
      host: 'evil.example',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'evil.example',
    });
    expect(res.status).toBe(200);
    expect(res.body.urls.location).toBe(`${t.server.url}/v1/orgs/${t.orgId}`);
  });

  it('follow X-Forwarded-Proto and Host when the server trusts its proxy', async () => {
    const proxied = await startTestServer({ trustProxy: true });
    try {
      const res = await getWithHeaders(`${proxied.url}/v1/orgs/${proxied.fixtures.organizationId}`, {
        authorization: `Bearer ${proxied.fixtures.tokens.admin}`,
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'docs.example',
      });
      expect(res.body.urls.location).toBe(`https://docs.example/v1/orgs/${proxied.fixtures.organizationId}`);
    } finally {
      await proxied.stop();
    }
  });
});

describe('comment and reply bodies', () => {
  it(`hold at most ${requestLimits.maxCommentMarkdownLength} characters of markdown (400 naming the field beyond)`, async () => {
    const space = await createSpace(t.admin, t.orgId, { title: 'Comment limits' });
    const comments = `/v1/spaces/${space.id}/comments`;
    const longest = 'a'.repeat(requestLimits.maxCommentMarkdownLength);
    const ok = await t.admin.post(comments, { body: { markdown: longest } });
    expect(ok.status, ok.text).toBe(200);
    const over = await t.admin.post(comments, { body: { markdown: `${longest}a` } });
    expect(over.status).toBe(400);
    expect(errorMessage(over)).toMatch(/^body\.body\.markdown must NOT have more than 65536 characters/);
    const reply = await t.admin.post(`${comments}/${ok.body.id}/replies`, { body: { markdown: `${longest}a` } });
    expect(reply.status).toBe(400);
    expect(errorMessage(reply)).toMatch(/^body\.body\.markdown /);
  });
});

describe('socket time limits', () => {
  it('are set on the listening server', () => {
    expect(t.server.http.headersTimeout).toBe(HEADERS_TIMEOUT_MS);
    expect(t.server.http.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
    expect(t.server.http.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
    expect(HEADERS_TIMEOUT_MS).toBeLessThan(REQUEST_TIMEOUT_MS);
  });
});

/** A request with node:http (fetch adds `Cache-Control: no-cache` to a conditional request, which no server answers 304). */
function rawRequest(
  url: string,
  method: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('a JSON answer', () => {
  it('carries its type, its length and a weak ETag; 304 to a GET that still holds it, no body to HEAD', async () => {
    const url = `${t.server.url}/v1/orgs/${t.orgId}`;
    const authorization = `Bearer ${t.server.fixtures.tokens.admin}`;
    const res = await rawRequest(url, 'GET', { authorization });
    const length = Buffer.byteLength(res.text);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-length']).toBe(String(length));
    const etag = String(res.headers['etag']);
    const sha1 = createHash('sha1').update(res.text).digest('base64').slice(0, 27);
    expect(etag).toBe(`W/"${length.toString(16)}-${sha1}"`);

    const unchanged = await rawRequest(url, 'GET', { authorization, 'if-none-match': etag });
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers['etag']).toBe(etag);
    expect(unchanged.text).toBe('');
    const changed = await rawRequest(url, 'GET', { authorization, 'if-none-match': 'W/"0-x"' });
    expect(changed.status).toBe(200);
    expect(changed.text).toBe(res.text);

    const head = await rawRequest(url, 'HEAD', { authorization });
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(length));
    expect(head.headers['etag']).toBe(etag);
    expect(head.text).toBe('');

    // A write's answer is never a 304, whatever the client sends.
    const created = await t.admin.post(`/v1/orgs/${t.orgId}/spaces`, {
      body: { title: 'ETag' },
      headers: { 'if-none-match': '*' },
    });
    expect(created.status, created.text).toBe(201);
  });
});
