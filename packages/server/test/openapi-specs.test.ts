import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForProcessing } from '../src/services/openapi-processing.js';
import {
  arrangeRoleMembers,
  client,
  errorMessage,
  startTestServer,
  useTestServer,
  walk,
  walkWhileChanging,
} from './helpers.js';

/** What the local document server answers on a path: a document, a status, a delay, or nothing at all. */
interface Served {
  body?: string;
  status?: number;
  type?: string;
  delayMs?: number;
  hang?: boolean;
}

const petstore = (version: string, extraPath = '') =>
  JSON.stringify({
    openapi: '3.0.3',
    info: { title: 'Petstore', version },
    paths: {
      '/pets': {
        get: {
          responses: {
            '200': {
              description: 'The pets',
              content: { 'application/json': { schema: { $ref: '#/components/schemas/Pets' } } },
            },
          },
        },
      },
      ...(extraPath ? { [extraPath]: { get: { responses: { '204': { description: 'Nothing' } } } } } : {}),
    },
    components: { schemas: { Pets: { type: 'array', items: { type: 'string' } } } },
  });

const yamlDocument = `openapi: 3.1.0
info:
  title: Orders
  version: "1.0"
paths:
  /orders:
    get:
      responses:
        "200":
          description: The orders
`;

let docsUrl: string;
let docsServer: Server;
const docs = new Map<string, Served>();

// The document server starts before the test server and stops after it (hooks registered before useTestServer's).
beforeAll(async () => {
  docsServer = createServer((req, res) => {
    const served = docs.get(new URL(req.url ?? '/', 'http://docs').pathname);
    if (served?.hang) return;
    const answer = () => {
      if (!served) res.writeHead(404).end('not found');
      else
        res
          .writeHead(served.status ?? 200, { 'content-type': served.type ?? 'application/json' })
          .end(served.body ?? '');
    };
    if (served?.delayMs) setTimeout(answer, served.delayMs);
    else answer();
  });
  await new Promise<void>((resolve) => docsServer.listen(0, '127.0.0.1', resolve));
  docsUrl = `http://127.0.0.1:${(docsServer.address() as AddressInfo).port}`;
});
afterAll(async () => {
  docsServer.closeAllConnections();
  await new Promise<void>((resolve) => docsServer.close(() => resolve()));
});

const t = useTestServer({ outboundTimeoutMs: 1500 }, arrangeRoleMembers);

const specPath = (slug?: string, rest = '') =>
  `/v1/orgs/${t.orgId}/openapi${slug === undefined ? '' : `/${slug}`}${rest}`;

/** Polls GET until processing completed (bounded: 100 × 100 ms; a validation takes up to a second on a busy machine). */
async function completed(slug: string): Promise<Record<string, any>> {
  for (let i = 0; i < 100; i++) {
    const res = await t.admin.get(specPath(slug));
    expect(res.status).toBe(200);
    if (res.body.processingState === 'complete') return res.body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${slug} was not processed within 10 s`);
}

describe('POST /v1/orgs/{organizationId}/openapi', () => {
  it('answers 201 pending at once, then fetches, validates and stores a first version', async () => {
    docs.set('/petstore.json', { body: petstore('1.0') });
    const res = await t.creator.post(specPath(), { slug: 'petstore', source: { url: `${docsUrl}/petstore.json` } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      object: 'openapi-spec',
      slug: 'petstore',
      sourceURL: `${docsUrl}/petstore.json`,
      processingState: 'pending',
      permissions: { view: true, edit: true },
    });
    expect(res.body.lastVersion).toBeUndefined();
    expect(res.body.urls.location).toBe(`${t.server.url}${specPath('petstore')}`);
    const done = await completed('petstore');
    expect(done.lastVersion).toEqual(expect.any(String));
    expect(done.lastProcessErrorCode).toBeUndefined();
    expect(Date.parse(done.lastProcessedAt)).toBeGreaterThanOrEqual(Date.parse(res.body.createdAt));
    const content = await t.reader.get(specPath('petstore', '/versions/latest/content'));
    expect(content.status).toBe(200);
    expect(content.body).toEqual({ filesystem: { 'petstore.json': petstore('1.0') }, url: `${docsUrl}/petstore.json` });
  });

  it('stores a YAML document under its file name, and a nameless URL as openapi.json', async () => {
    docs.set('/specs/orders.yaml', { body: yamlDocument, type: 'application/yaml' });
    docs.set('/spec', { body: petstore('2.0') });
    expect(
      (await t.admin.post(specPath(), { slug: 'orders', source: { url: `${docsUrl}/specs/orders.yaml` } })).status,
    ).toBe(201);
    expect((await t.admin.post(specPath(), { slug: 'nameless', source: { url: `${docsUrl}/spec` } })).status).toBe(201);
    expect((await completed('orders')).lastProcessErrorCode).toBeUndefined();
    expect((await t.admin.get(specPath('orders', '/versions/latest/content'))).body.filesystem).toEqual({
      'orders.yaml': yamlDocument,
    });
    expect((await completed('nameless')).lastProcessErrorCode).toBeUndefined();
    expect(Object.keys((await t.admin.get(specPath('nameless', '/versions/latest/content'))).body.filesystem)).toEqual([
      'openapi.json',
    ]);
  });

  it.each([
    ['FETCH_TIMEOUT', 'an endpoint that never answers', '/hang', { hang: true }],
    ['FETCH_ERROR', 'an HTTP 500', '/broken', { status: 500, body: 'oops' }],
    ['FETCH_ERROR', 'a refused connection', '', {}],
    [
      'PARSE_ERROR',
      'a document that is neither JSON nor YAML',
      '/garbage',
      { body: '{"openapi": "3.0.3", ', type: 'text/plain' },
    ],
    [
      'PARSE_ERROR',
      'JSON that is not a valid OpenAPI document',
      '/invalid.json',
      { body: JSON.stringify({ openapi: '3.0.3', info: { title: 'No version' }, paths: {} }) },
    ],
    ['PARSE_ERROR', 'YAML that is a list, not a document', '/list.yaml', { body: '- a\n- b\n', type: 'text/yaml' }],
  ] as const)('ends complete with %s for %s, without a version', async (code, _what, path, served) => {
    const slug = `failing-${code.toLowerCase().replace('_', '-')}-${docs.size}`;
    if (path) docs.set(path, served);
    const url = path ? `${docsUrl}${path}` : 'http://127.0.0.1:1/closed.json';
    expect((await t.admin.post(specPath(), { slug, source: { url } })).status).toBe(201);
    const done = await completed(slug);
    expect(done).toMatchObject({ processingState: 'complete', lastProcessErrorCode: code });
    expect(done.lastVersion).toBeUndefined();
    expect(done.lastProcessedAt).toEqual(expect.any(String));
    expect((await t.admin.get(specPath(slug, '/versions'))).body).toEqual({ items: [], count: 0 });
    expect((await t.admin.get(specPath(slug, '/versions/latest'))).status).toBe(404);
    expect((await t.admin.get(specPath(slug, '/versions/latest/content'))).status).toBe(404);
  });

  it('refuses a private address with FETCH_ERROR when the server does not allow the private network', async () => {
    const guarded = await startTestServer({ allowPrivateNetwork: false });
    try {
      const api = client(guarded, guarded.fixtures.tokens.admin);
      const path = `/v1/orgs/${guarded.fixtures.organizationId}/openapi`;
      expect((await api.post(path, { slug: 'private', source: { url: `${docsUrl}/petstore.json` } })).status).toBe(201);
      await waitForProcessing(guarded.app.services);
      expect((await api.get(`${path}/private`)).body).toMatchObject({
        processingState: 'complete',
        lastProcessErrorCode: 'FETCH_ERROR',
      });
    } finally {
      await guarded.stop();
    }
  });

  it('answers 409 for a slug already used in the organization', async () => {
    docs.set('/petstore.json', { body: petstore('1.0') });
    expect(
      (await t.admin.post(specPath(), { slug: 'taken', source: { url: `${docsUrl}/petstore.json` } })).status,
    ).toBe(201);
    const res = await t.admin.post(specPath(), { slug: 'taken', source: { url: `${docsUrl}/other.json` } });
    expect(res.status).toBe(409);
    expect(errorMessage(res)).toMatch(/taken/);
    expect((await t.admin.get(specPath('taken'))).body.sourceURL).toBe(`${docsUrl}/petstore.json`);
  });

  it('refuses a slug outside its pattern or bounds and a source that is not an http(s) URL with 400, storing nothing', async () => {
    const before = (await t.admin.get(specPath(), { query: { limit: 0 } })).body.count as number;
    const url = `${docsUrl}/petstore.json`;
    for (const body of [
      ...['Upper', 'under_score', '-leading', 'double--dash', '', 'a'.repeat(101)].map((slug) => ({
        slug,
        source: { url },
      })),
      { slug: 'no-source' },
      { slug: 'bad-url', source: { url: 'not a url' } },
      { slug: 'ftp-url', source: { url: 'ftp://example.com/spec.json' } },
      { slug: 'long-url', source: { url: `https://example.com/${'a'.repeat(2048)}` } },
    ]) {
      const res = await t.admin.post(specPath(), body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      errorMessage(res);
    }
    expect((await t.admin.post(specPath(), { slug: 'b'.repeat(100), source: { url } })).status).toBe(201);
    expect((await t.admin.get(specPath(), { query: { limit: 0 } })).body.count).toBe(before + 1);
  });

  it('needs the create role (403 below it) and is a 404 for outsiders', async () => {
    const body = { slug: 'forbidden', source: { url: `${docsUrl}/petstore.json` } };
    for (const api of [t.editor, t.reader, t.guest]) expect((await api.post(specPath(), body)).status).toBe(403);
    expect((await t.outsider.post(specPath(), body)).status).toBe(404);
    expect((await t.admin.post(specPath(), body, { token: null })).status).toBe(401);
    expect((await t.admin.get(specPath('forbidden'))).status).toBe(404);
  });

  it('lets exactly one of 20 concurrent creations of one slug win; the others answer 409', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.admin.post(specPath(), { slug: 'race', source: { url: `${docsUrl}/petstore.json?n=${i}` } }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
    expect((await walk(t.admin, specPath(), {}, 1000)).filter((s: { slug: string }) => s.slug === 'race')).toHaveLength(
      1,
    );
  });
});

describe('PUT /v1/orgs/{organizationId}/openapi/{specSlug}', () => {
  it('creates with 201, updates with 200, and stores a new version only when the content changed', async () => {
    docs.set('/evolving.json', { body: petstore('1.0') });
    const first = await t.creator.put(specPath('evolving'), { source: { url: `${docsUrl}/evolving.json` } });
    expect(first.status).toBe(201);
    expect(first.body.processingState).toBe('pending');
    const v1 = (await completed('evolving')).lastVersion as string;

    const same = await t.admin.put(specPath('evolving'), { source: { url: `${docsUrl}/evolving.json` } });
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({ id: first.body.id, processingState: 'pending', lastVersion: v1 });
    expect((await completed('evolving')).lastVersion).toBe(v1);

    docs.set('/evolving.json', { body: petstore('1.1', '/owners') });
    expect((await t.admin.put(specPath('evolving'), { source: { url: `${docsUrl}/evolving.json` } })).status).toBe(200);
    const v2 = (await completed('evolving')).lastVersion as string;
    expect(v2).not.toBe(v1);
    const versions = await walk(t.admin, specPath('evolving', '/versions'), {}, 1);
    expect(versions.map((v: { id: string }) => v.id)).toEqual([v2, v1]);
    expect((await t.admin.get(specPath('evolving', `/versions/${v1}/content`))).body.filesystem['evolving.json']).toBe(
      petstore('1.0'),
    );
    expect((await t.admin.get(specPath('evolving', '/versions/latest/content'))).body.filesystem['evolving.json']).toBe(
      petstore('1.1', '/owners'),
    );
  });

  it('keeps the last version and sets the error code when a later fetch fails, and clears it on the next success', async () => {
    docs.set('/flaky.json', { body: petstore('1.0') });
    await t.admin.put(specPath('flaky'), { source: { url: `${docsUrl}/flaky.json` } });
    const v1 = (await completed('flaky')).lastVersion as string;
    docs.set('/flaky.json', { status: 503 });
    await t.admin.put(specPath('flaky'), { source: { url: `${docsUrl}/flaky.json` } });
    expect(await completed('flaky')).toMatchObject({ lastVersion: v1, lastProcessErrorCode: 'FETCH_ERROR' });
    docs.set('/flaky.json', { body: petstore('1.0') });
    await t.admin.put(specPath('flaky'), { source: { url: `${docsUrl}/flaky.json` } });
    const recovered = await completed('flaky');
    expect(recovered.lastVersion).toBe(v1);
    expect(recovered.lastProcessErrorCode).toBeUndefined();
  });

  it('discards the result of a run overtaken by a newer update', async () => {
    // Slow enough that the first run cannot finish before the second PUT (it may even time out: discarded either way).
    docs.set('/slow.json', { body: petstore('slow'), delayMs: 1000 });
    docs.set('/fast.json', { body: petstore('fast') });
    expect((await t.admin.put(specPath('overtaken'), { source: { url: `${docsUrl}/slow.json` } })).status).toBe(201);
    expect((await t.admin.put(specPath('overtaken'), { source: { url: `${docsUrl}/fast.json` } })).status).toBe(200);
    await completed('overtaken');
    await waitForProcessing(t.server.app.services);
    const spec = (await t.admin.get(specPath('overtaken'))).body;
    expect(spec.sourceURL).toBe(`${docsUrl}/fast.json`);
    const versions = await walk(t.admin, specPath('overtaken', '/versions'));
    expect(versions.map((v: { id: string; url: string }) => [v.id, v.url])).toEqual([
      [spec.lastVersion, `${docsUrl}/fast.json`],
    ]);
  });

  it('answers one 201 and nineteen 200 for 20 concurrent PUTs of a new slug, leaving one spec with one version', async () => {
    docs.set('/petstore.json', { body: petstore('1.0') });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.admin.put(specPath('stampede'), { source: { url: `${docsUrl}/petstore.json?n=${i}` } }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 200)).toHaveLength(19);
    expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
    await waitForProcessing(t.server.app.services);
    const spec = await completed('stampede');
    const versions = await walk(t.admin, specPath('stampede', '/versions'));
    expect(versions).toHaveLength(1);
    expect(versions[0].id).toBe(spec.lastVersion);
  });

  it('refuses a slug outside the pattern with 400 and creates nothing; needs the create role', async () => {
    const body = { source: { url: `${docsUrl}/petstore.json` } };
    for (const slug of ['Bad_Slug', 'trailing-', 'a'.repeat(101)]) {
      const res = await t.admin.put(specPath(slug), body);
      expect(res.status).toBe(400);
      expect(errorMessage(res)).toMatch(/specSlug/);
    }
    expect((await t.admin.put(specPath('evolving'), { source: { url: 'ftp://example.com/x' } })).status).toBe(400);
    expect((await t.editor.put(specPath('evolving'), body)).status).toBe(403);
    expect((await t.outsider.put(specPath('evolving'), body)).status).toBe(404);
    expect((await walk(t.admin, specPath(), {}, 1000)).some((s: { slug: string }) => s.slug === 'trailing-')).toBe(
      false,
    );
  });
});

describe('GET /v1/orgs/{organizationId}/openapi', () => {
  it('walks every page with no duplicates and nothing missing while specs are created between pages', async () => {
    const { items, last } = await walkWhileChanging(t.reader, specPath(), { limit: 3 }, async (i) => {
      if (i < 3) await t.admin.post(specPath(), { slug: `late-${i}`, source: { url: `${docsUrl}/petstore.json` } });
    });
    expect(items.every((s: { permissions: { edit: boolean } }) => !s.permissions.edit)).toBe(true);
    const seen = items.map((s: { id: string }) => s.id);
    expect(new Set(seen).size).toBe(seen.length);
    expect(last.count).toBe(seen.length);
    expect(seen).toEqual((await walk(t.admin, specPath(), {}, 1000)).map((s: { id: string }) => s.id));
    expect(seen.length).toBeGreaterThan(10);
  });

  it('is empty in another organization, 403 for a guest, 404 for outsiders', async () => {
    expect((await t.outsider.get(`/v1/orgs/${t.otherOrgId}/openapi`)).body).toEqual({ items: [], count: 0 });
    expect((await t.guest.get(specPath())).status).toBe(403);
    expect((await t.outsider.get(specPath())).status).toBe(404);
  });
});

describe('GET /v1/orgs/{organizationId}/openapi/{specSlug}', () => {
  it('answers the spec to readers with view-only permissions; 404 for unknown slugs, 400 for a slug outside its pattern, guests get 403', async () => {
    const res = await t.reader.get(specPath('petstore'));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      slug: 'petstore',
      processingState: 'complete',
      permissions: { view: true, edit: false },
    });
    expect((await t.admin.get(specPath('missing'))).status).toBe(404);
    expect((await t.admin.get(specPath('Not_A_Slug'))).status).toBe(400);
    expect((await t.guest.get(specPath('petstore'))).status).toBe(403);
    expect((await t.outsider.get(specPath('petstore'))).status).toBe(404);
  });
});

describe('DELETE /v1/orgs/{organizationId}/openapi/{specSlug}', () => {
  it('answers 205 and removes the spec with its versions', async () => {
    docs.set('/doomed.json', { body: petstore('1.0') });
    await t.admin.put(specPath('doomed'), { source: { url: `${docsUrl}/doomed.json` } });
    const { id, lastVersion } = await completed('doomed');
    expect((await t.editor.delete(specPath('doomed'))).status).toBe(403);
    expect((await t.outsider.delete(specPath('doomed'))).status).toBe(404);
    const res = await t.creator.delete(specPath('doomed'));
    expect(res.status).toBe(205);
    expect(res.text).toBe('');
    expect((await t.admin.get(specPath('doomed'))).status).toBe(404);
    expect((await t.admin.get(specPath('doomed', `/versions/${lastVersion as string}`))).status).toBe(404);
    expect(await t.server.app.services.prisma.openAPISpecVersion.count({ where: { specId: id as string } })).toBe(0);
    expect((await t.admin.delete(specPath('doomed'))).status).toBe(404);
  });

  it('discards a processing run still in flight', async () => {
    docs.set('/slow.json', { body: petstore('slow'), delayMs: 1000 });
    const made = await t.admin.post(specPath(), { slug: 'short-lived', source: { url: `${docsUrl}/slow.json` } });
    expect((await t.admin.delete(specPath('short-lived'))).status).toBe(205);
    await waitForProcessing(t.server.app.services);
    expect(
      await t.server.app.services.prisma.openAPISpecVersion.count({ where: { specId: made.body.id as string } }),
    ).toBe(0);
    expect((await t.admin.get(specPath('short-lived'))).status).toBe(404);
  });
});

describe('GET /v1/orgs/{organizationId}/openapi/{specSlug}/versions', () => {
  it('lists the versions newest first across pages, each with its location', async () => {
    for (const [i, version] of ['1', '2', '3'].entries()) {
      docs.set('/paged.json', { body: petstore(version, `/v${i}`) });
      await t.admin.put(specPath('paged'), { source: { url: `${docsUrl}/paged.json` } });
      await completed('paged');
    }
    const first = await t.reader.get(specPath('paged', '/versions'), { query: { limit: 2 } });
    expect(first.body.count).toBe(3);
    expect(first.body.items).toHaveLength(2);
    const all = await walk(t.reader, specPath('paged', '/versions'), {}, 1);
    expect(all).toHaveLength(3);
    expect(all.map((v: { id: string }) => v.id)).toEqual([
      ...first.body.items.map((v: { id: string }) => v.id),
      all[2].id,
    ]);
    expect(all[0].id).toBe((await t.reader.get(specPath('paged'))).body.lastVersion);
    const dates = all.map((v: { createdAt: string }) => Date.parse(v.createdAt));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(all[0]).toMatchObject({
      object: 'openapi-spec-version',
      url: `${docsUrl}/paged.json`,
      urls: { location: `${t.server.url}${specPath('paged', `/versions/${all[0].id}`)}` },
    });
    expect((await t.admin.get(specPath('missing', '/versions'))).status).toBe(404);
    expect((await t.guest.get(specPath('paged', '/versions'))).status).toBe(403);
    expect((await t.outsider.get(specPath('paged', '/versions'))).status).toBe(404);
  });
});

describe('GET /v1/orgs/{organizationId}/openapi/{specSlug}/versions/latest', () => {
  it('answers the latest version, its content, and 404 before the first version', async () => {
    const spec = (await t.admin.get(specPath('paged'))).body;
    const latest = await t.reader.get(specPath('paged', '/versions/latest'));
    expect(latest.status).toBe(200);
    expect(latest.body.id).toBe(spec.lastVersion);
    const content = await t.reader.get(specPath('paged', '/versions/latest/content'));
    expect(content.body).toEqual({ filesystem: { 'paged.json': petstore('3', '/v2') }, url: `${docsUrl}/paged.json` });
    docs.set('/hang', { hang: true });
    await t.admin.put(specPath('not-yet'), { source: { url: `${docsUrl}/hang` } });
    expect((await t.admin.get(specPath('not-yet', '/versions/latest'))).status).toBe(404);
    expect((await t.admin.get(specPath('not-yet', '/versions/latest/content'))).status).toBe(404);
    expect((await t.outsider.get(specPath('paged', '/versions/latest'))).status).toBe(404);
    expect((await t.guest.get(specPath('paged', '/versions/latest/content'))).status).toBe(403);
  });
});

describe('GET /v1/orgs/{organizationId}/openapi/{specSlug}/versions/{versionId}', () => {
  it('answers a version and its content by id; 404 for unknown ids and for a version of another spec', async () => {
    const [newest, , oldest] = await walk(t.admin, specPath('paged', '/versions'));
    const res = await t.reader.get(specPath('paged', `/versions/${oldest.id}`));
    expect(res.status).toBe(200);
    expect(res.body).toEqual(oldest);
    const content = await t.reader.get(specPath('paged', `/versions/${oldest.id}/content`));
    expect(content.body).toEqual({ filesystem: { 'paged.json': petstore('1', '/v0') }, url: `${docsUrl}/paged.json` });
    expect((await t.admin.get(specPath('paged', '/versions/nope'))).status).toBe(404);
    expect((await t.admin.get(specPath('paged', '/versions/nope/content'))).status).toBe(404);
    expect((await t.admin.get(specPath('petstore', `/versions/${newest.id}`))).status).toBe(404);
    expect((await t.admin.get(specPath('petstore', `/versions/${newest.id}/content`))).status).toBe(404);
    expect((await t.outsider.get(specPath('paged', `/versions/${oldest.id}`))).status).toBe(404);
    expect((await t.guest.get(specPath('paged', `/versions/${oldest.id}/content`))).status).toBe(403);
  });
});
