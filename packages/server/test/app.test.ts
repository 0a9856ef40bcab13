import { document, operations, type OpenAPIObject } from '@docs-api/spec';
import express from 'express';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { errorHandler } from '../src/errors.js';
import { buildApiRouter, checkHandlers } from '../src/http/router.js';
import { handlers } from '../src/routes/index.js';
import { start } from '../src/server.js';
import { client, errorMessage, useTestServer } from './helpers.js';

const t = useTestServer();

describe('operating the server', () => {
  it('answers /healthz with the database kind', async () => {
    const res = await client(t.server).get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', database: process.env['TEST_DATABASE_URL'] ? 'postgresql' : 'pglite' });
  });

  it('serves the spec at /openapi.json and an API reference at /docs from the npm package', async () => {
    const spec = await client(t.server).get('/openapi.json');
    expect(spec.body.openapi).toBe('3.1.0');
    expect(operations(spec.body as OpenAPIObject)).toHaveLength(135);
    expect(spec.body.servers).toEqual([{ url: t.server.url, description: 'This server' }]);
    const docs = await client(t.server).get('/docs');
    expect(docs.text).toContain('/docs/scalar-api-reference.js');
    expect(docs.text).not.toMatch(/https?:\/\//);
    const script = await fetch(`${t.server.url}/docs/scalar-api-reference.js`);
    expect(script.status).toBe(200);
    expect((await script.text()).length).toBeGreaterThan(100_000);
  });

  it('names its configured public URL as the server of /openapi.json', async () => {
    const behindProxy = await start({
      databaseUrl: 'memory://',
      logLevel: 'silent',
      publicUrl: 'https://docs-api.example.com/',
    });
    try {
      const spec = await client(behindProxy).get('/openapi.json');
      expect(spec.body.servers).toEqual([{ url: 'https://docs-api.example.com', description: 'This server' }]);
    } finally {
      await behindProxy.stop();
    }
  });

  it('echoes a request id, or makes one up', async () => {
    const given = await client(t.server).get('/healthz', { headers: { 'x-request-id': 'abc-123' } });
    expect(given.headers.get('x-request-id')).toBe('abc-123');
    const made = await client(t.server).get('/healthz');
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('advances its clock through /__test/clock when started with testClock', async () => {
    const api = client(t.server);
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
      const arrived = new Promise((resolve) => plain.http.once('request', resolve));
      const inFlight = fetch(`${plain.url}/healthz`);
      await arrived;
      const stopped = plain.stop();
      expect((await inFlight).status).toBe(200);
      await stopped;
    } finally {
      await plain.stop();
    }
  });
});

describe('the operation registry', () => {
  const operationIds = operations(document).map((op) => op.operationId);

  it('has a handler for every operationId of the spec, and refuses to start without one', () => {
    expect(Object.keys(handlers).sort()).toEqual([...operationIds].sort());
    const { getSpaceById: _dropped, ...incomplete } = handlers;
    expect(() => checkHandlers(document, incomplete, new Map())).toThrow(/getSpaceById/);
    expect(() => checkHandlers(document, incomplete, new Map([['getSpaceById', 'later']]))).not.toThrow();
  });

  it('answers 501 with the error body for an operation listed as pending', async () => {
    const { getSpaceById: _dropped, ...incomplete } = handlers;
    const app = express()
      .use(
        buildApiRouter({
          document,
          handlers: incomplete,
          pending: new Map([['getSpaceById', 'later work']]),
          services: t.server.app.services,
          validateResponses: true,
        }),
      )
      .use(errorHandler);
    const http = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => http.once('listening', resolve));
    try {
      const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
      const res = await client({ url }, t.server.fixtures.tokens.admin).get('/v1/spaces/any');
      expect(res.status).toBe(501);
      expect(errorMessage(res)).toMatch(/getSpaceById.*later work/);
    } finally {
      http.close();
    }
  });
});
