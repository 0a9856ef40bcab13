import { testApiDocument } from '@docs-api/spec';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { start, type RunningServer } from '../src/server.js';
import { client, errorMessage, useTestServer } from './helpers.js';

const t = useTestServer({ testClock: false, testApi: true });

describe('a server started without the test API', () => {
  let plain: RunningServer;
  beforeAll(async () => {
    plain = await start({ databaseUrl: 'memory://', logLevel: 'silent' });
  });
  afterAll(async () => {
    await plain.stop();
  });

  it.each([
    ['GET', '/__test/openapi.json'],
    ['GET', '/__test/clock'],
    ['POST', '/__test/clock'],
    ['GET', '/__test/tenants'],
    ['POST', '/__test/anything/else'],
  ])('answers %s %s with the ordinary 404 error body', async (method, path) => {
    const res = await client(plain).request(method, path, method === 'POST' ? { body: { advanceSeconds: 1 } } : {});
    expect(res.status).toBe(404);
    expect(errorMessage(res)).toBe(`No operation at ${method} ${path}`);
  });
});

describe('GET /__test/openapi.json', () => {
  it('answers the test API document with this server in `servers`', async () => {
    const res = await client(t.server).get('/__test/openapi.json');
    expect(res.status).toBe(200);
    const { servers, ...rest } = res.body as { servers: unknown };
    expect(servers).toEqual([{ url: t.server.url, description: 'This server' }]);
    expect(rest).toEqual(JSON.parse(JSON.stringify({ ...testApiDocument, servers: undefined })));
  });
});

describe('the test API’s input validation', () => {
  it.each([
    [{ advanceSeconds: -1 }, 'body.advanceSeconds must be >= 0'],
    [{ advanceSeconds: 'soon' }, 'body.advanceSeconds must be number'],
    [{}, 'body must have required property'],
  ])('answers 400 with the error body naming the field for %j', async (body, message) => {
    const res = await client(t.server).post('/__test/clock', body);
    expect(res.status).toBe(400);
    expect(errorMessage(res)).toContain(message);
  });

  it('answers 415 to a body that is not JSON and 405 to a method the path does not take', async () => {
    const text = await client(t.server).request('POST', '/__test/clock', {
      rawBody: 'advanceSeconds=1',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.status).toBe(415);
    errorMessage(text);
    const put = await client(t.server).put('/__test/clock', { advanceSeconds: 1 });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, POST');
  });

  it('answers an unknown /__test path with the 404 error body', async () => {
    const res = await client(t.server).get('/__test/nothing-here');
    expect(res.status).toBe(404);
    errorMessage(res);
  });
});

describe('GET and POST /__test/clock', () => {
  it('reads the global clock and moves it forward by advanceSeconds', async () => {
    const api = client(t.server);
    const before = Date.parse((await api.get('/__test/clock')).body.now);
    const moved = await api.post('/__test/clock', { advanceSeconds: 86_400 });
    expect(moved.status).toBe(200);
    expect(Date.parse(moved.body.now) - before).toBeGreaterThanOrEqual(86_400_000);
    expect(Date.parse((await api.get('/__test/clock')).body.now)).toBeGreaterThanOrEqual(Date.parse(moved.body.now));
  });
});

describe('the test API token', () => {
  it('refuses to start the test API on a non-loopback address without a token', async () => {
    await expect(
      start({ databaseUrl: 'memory://', logLevel: 'silent', testApi: true, host: '0.0.0.0' }),
    ).rejects.toThrow(/--test-api-token/);
    await expect(start({ databaseUrl: 'memory://', logLevel: 'silent', testClock: true, host: '::' })).rejects.toThrow(
      /--test-api-token/,
    );
  });

  describe('given with testApiToken', () => {
    let guarded: RunningServer;
    beforeAll(async () => {
      guarded = await start({ databaseUrl: 'memory://', logLevel: 'silent', testApi: true, testApiToken: 's3cret' });
    });
    afterAll(async () => {
      await guarded.stop();
    });

    it.each([
      ['no Authorization header', null],
      ['another token', 'wrong'],
      ['the token of a longer length', 's3cret-and-more'],
    ])('answers every /__test request with %s by 401', async (_what, token) => {
      for (const path of ['/__test/clock', '/__test/openapi.json', '/__test/unknown']) {
        const res = await client(guarded, token ?? undefined).get(path);
        expect(res.status, path).toBe(401);
        errorMessage(res);
      }
    });

    it('answers a request that carries it, and leaves /v1 to its own bearer tokens', async () => {
      expect((await client(guarded, 's3cret').get('/__test/clock')).status).toBe(200);
      expect((await client(guarded, 's3cret').get('/v1/orgs')).status).toBe(401);
      expect((await client(guarded).get('/healthz')).status).toBe(200);
    });
  });
});
