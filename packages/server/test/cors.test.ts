import { describe, expect, it } from 'vitest';
import { underV1 } from '../src/http/cors.js';
import { start } from '../src/server.js';
import { useTestServer } from './helpers.js';

const t = useTestServer();

const preflight = (url: string, origin: string) =>
  fetch(`${url}/v1/orgs`, {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': 'GET',
      'Access-Control-Request-Headers': 'authorization, content-type',
    },
  });

describe('CORS on /v1', () => {
  it('answers a preflight from any origin, allowing Authorization and Content-Type without credentials', async () => {
    const res = await preflight(t.server.url, 'https://app.example.com');
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase().split(',')).toEqual(
      expect.arrayContaining(['authorization', 'content-type']),
    );
    expect(res.headers.get('access-control-allow-methods')).toContain('PATCH');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('lets a cross-origin GET read the answer, errors included', async () => {
    const ok = await fetch(`${t.server.url}/v1/orgs`, {
      headers: { Origin: 'https://app.example.com', Authorization: `Bearer ${t.server.fixtures.tokens.admin}` },
    });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('access-control-allow-origin')).toBe('*');
    const refused = await fetch(`${t.server.url}/v1/orgs`, { headers: { Origin: 'https://app.example.com' } });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answers only the configured origins when corsOrigin lists them', async () => {
    const server = await start({
      databaseUrl: 'memory://',
      logLevel: 'silent',
      corsOrigin: ['https://app.example.com'],
    });
    try {
      const allowed = await preflight(server.url, 'https://app.example.com');
      expect(allowed.status).toBe(204);
      expect(allowed.headers.get('access-control-allow-origin')).toBe('https://app.example.com');
      const other = await preflight(server.url, 'https://elsewhere.example.org');
      expect(other.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await server.stop();
    }
  });
});

describe('which paths get CORS headers', () => {
  it.each([
    ['/v1', true],
    ['/v1/', true],
    ['/v1/orgs', true],
    ['/V1/orgs', true],
    ['/v1x', false],
    ['/v10/orgs', false],
    ['/', false],
    ['/openapi.json', false],
    ['/x/v1', false],
  ])('%s: %s, as an Express mount on /v1 matches it', (path, expected) => {
    expect(underV1(path)).toBe(expected);
  });
});
