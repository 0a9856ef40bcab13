import { describe, expect, it } from 'vitest';
import { docsInlineScriptHash } from '../src/http/docs.js';
import { useTestServer } from './helpers.js';

const t = useTestServer();

/** The headers every answer carries, whatever the route. */
function expectHardened(headers: Headers): void {
  expect(headers.get('x-powered-by')).toBeNull();
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('no-referrer');
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
}

describe('security headers', () => {
  it.each([
    ['GET /v1/orgs (200)', '/v1/orgs', true],
    ['GET /v1/orgs without a token (401)', '/v1/orgs', false],
    ['GET /v1/nothing-here (404)', '/v1/nothing-here', true],
    ['GET /openapi.json', '/openapi.json', false],
    ['GET /readyz', '/readyz', false],
  ])('%s: hardened, with a CSP that lets a JSON answer load nothing', async (_name, path, withToken) => {
    const res = await fetch(`${t.server.url}${path}`, {
      headers: withToken ? { authorization: `Bearer ${t.server.fixtures.tokens.admin}` } : {},
    });
    expect(res.headers.get('content-type')).toContain('application/json');
    expectHardened(res.headers);
    expect(res.headers.get('content-security-policy')).toMatch(/^default-src 'none';/);
    // Browser pages on other origins still read the API (CORS unchanged, resources not same-origin only).
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });

  it('GET /docs: a CSP that runs the reference bundle and its inline script (by hash), nothing from elsewhere', async () => {
    const res = await fetch(`${t.server.url}/docs`);
    expect(res.status).toBe(200);
    expectHardened(res.headers);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`script-src 'self' '${docsInlineScriptHash}'`);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('GET /files/{blobId}/{name}: hardened with the strict policy', async () => {
    const res = await fetch(`${t.server.url}/files/nosuchblob/x.png`);
    expectHardened(res.headers);
    expect(res.headers.get('content-security-policy')).toMatch(/^default-src 'none'/);
  });
});
