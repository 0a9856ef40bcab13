/** A 401 names the scheme it wants (RFC 9110 §15.5.2, RFC 6750 §3): docs/behaviour.md#authentication-and-tokens. */
import { describe, expect, it } from 'vitest';
import { useTestServer } from './helpers.js';

const t = useTestServer();

describe('WWW-Authenticate on a 401', () => {
  it.each([
    ['without a token', {}, 'Bearer'],
    ['with a scheme other than Bearer', { authorization: 'Basic Y29uZm9ybWFuY2U6eA==' }, 'Bearer'],
    ['with an unknown token', { authorization: 'Bearer not-a-token-of-this-server' }, 'Bearer error="invalid_token"'],
  ])('%s: a Bearer challenge beside the error body', async (_name, headers, challenge) => {
    for (const [method, path] of [
      ['GET', '/v1/orgs'],
      ['PATCH', `/v1/orgs/${t.server.fixtures.organizationId}`],
    ] as const) {
      const res = await fetch(`${t.server.url}${path}`, { method, headers });
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe(challenge);
      expect(await res.json()).toMatchObject({ error: { code: 401 } });
    }
  });

  it('a request that is allowed carries no challenge', async () => {
    const res = await fetch(`${t.server.url}/v1/orgs`, {
      headers: { authorization: `Bearer ${t.server.fixtures.tokens.admin}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('www-authenticate')).toBeNull();
  });
});
