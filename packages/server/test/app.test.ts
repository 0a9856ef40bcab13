import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { start } from '../src/server.js';
import { client, errorMessage, startTestServer, type TestServer } from './helpers.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.stop();
});

describe('operating the server', () => {
  it('answers /healthz with the database kind', async () => {
    const res = await client(server).get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', database: process.env['TEST_DATABASE_URL'] ? 'postgresql' : 'pglite' });
  });

  it('serves the spec at /openapi.json and an API reference at /docs from the npm package', async () => {
    const spec = await client(server).get('/openapi.json');
    expect(spec.body.openapi).toBe('3.1.0');
    const operations = Object.values(spec.body.paths as Record<string, object>).flatMap((item) => Object.keys(item));
    expect(operations).toHaveLength(135);
    const docs = await client(server).get('/docs');
    expect(docs.text).toContain('/docs/redoc.standalone.js');
    const script = await fetch(`${server.url}/docs/redoc.standalone.js`);
    expect(script.status).toBe(200);
    expect((await script.text()).length).toBeGreaterThan(100_000);
  });

  it('echoes a request id, or makes one up', async () => {
    const given = await client(server).get('/healthz', { headers: { 'x-request-id': 'abc-123' } });
    expect(given.headers.get('x-request-id')).toBe('abc-123');
    const made = await client(server).get('/healthz');
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('advances its clock through /__test/clock when started with testClock', async () => {
    const api = client(server);
    const before = Date.parse((await api.get('/__test/clock')).body.now);
    const after = Date.parse((await api.post('/__test/clock', { advanceSeconds: 3600 })).body.now);
    expect(after - before).toBeGreaterThanOrEqual(3600_000);
    const refused = await api.post('/__test/clock', { advanceSeconds: -1 });
    expect(refused.status).toBe(400);
    errorMessage(refused);
  });
});

describe('a server started without testClock', () => {
  it('has no /__test/clock, and stop() lets an in-flight request finish', async () => {
    const plain = await start({ databaseUrl: 'memory://', logLevel: 'silent' });
    try {
      expect((await client(plain).get('/__test/clock')).status).toBe(404);
      const inFlight = fetch(`${plain.url}/healthz`);
      await new Promise((r) => setTimeout(r, 5));
      const stopped = plain.stop();
      expect((await inFlight).status).toBe(200);
      await stopped;
    } finally {
      await plain.stop();
    }
  });
});
