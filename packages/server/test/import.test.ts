import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flattenPages } from '../src/domain/revision-content.js';
import { guardedFetch, isPrivateAddress, OutboundError, type OutboundErrorReason } from '../src/outbound/guard.js';
import { MAX_DEPTH, MAX_PAGES, relativePagePath } from '../src/services/import.js';
import { readRevision } from '../src/services/revisions.js';
import { createSpace } from './content-helpers.js';
import { arrangeUser, client, errorMessage, startTestServer, useTestServer, type Client } from './helpers.js';
import { html, serveSite, type TestSite } from './test-site.js';

const t = useTestServer();
let editor: Client;
let site: TestSite;
let external: TestSite;

beforeAll(async () => {
  ({ api: editor } = await arrangeUser(t.server, { name: 'Editor', memberships: [[t.orgId, 'edit']] }));
  external = await serveSite({ '/': html('External', '<p>elsewhere</p>') });
  site = await serveSite({
    '/docs/': html(
      'Docs Home',
      `<h1>Welcome</h1><img src="img/logo.png" alt="Logo"><p>Start with the <a href="guide/">Guide</a> or the <a href="api.html">API</a>.</p>
       <p>See <a href="missing.html">the missing page</a>, <a href="data.json">the data</a>,
       <a href="${external.url}/">another site</a>, <a href="/outside/page.html">outside</a> and <a href="old.html">the old API</a>.</p>`,
    ),
    '/docs/guide/': html(
      'Guide',
      '<h1>Guide</h1><p>Read <a href="install.html">Install</a> then go <a href="../">home</a>.</p>',
    ),
    '/docs/guide/install.html': html(
      'Install',
      '<h1>Install</h1><p>Run it. Then see <a href="../api.html#auth">auth</a> or <a href="deeper.html">deeper</a>.</p>',
    ),
    '/docs/guide/deeper.html': html('Deeper', '<p>three links away</p>'),
    '/docs/api.html': html(
      'API',
      '<h1>API</h1><h2 id="auth">Authentication</h2><p>Use a <strong>token</strong>.</p><pre><code>curl -H x</code></pre>',
    ),
    '/docs/data.json': { type: 'application/json', body: '{"a":1}' },
    '/docs/old.html': { status: 301, headers: { location: '/docs/api.html' }, body: '' },
    '/outside/page.html': html('Outside', '<p>not under /docs/</p>'),
  });
});
afterAll(async () => {
  await Promise.all([site.close(), external.close()]);
});

/** The pages of a space's current revision, by path. */
async function pagesOf(spaceId: string) {
  const space = await t.admin.get(`/v1/spaces/${spaceId}`);
  const revision = await readRevision(t.server.app.services.prisma, space.body.revision as string);
  return new Map(flattenPages(revision?.content.pages ?? []).map((f) => [f.path, f] as const));
}

describe('POST /v1/spaces/{spaceId}/content/import', () => {
  it('imports the nested pages of a site as a new revision of the space', async () => {
    const space = await createSpace(t.admin, t.orgId, { title: 'Imported' });
    const res = await t.admin.post(`/v1/spaces/${space.id}/content/import`, {
      source: 'website',
      url: `${site.url}/docs/`,
    });
    expect(res.status, res.text).toBe(201);
    // Discovered: home, nav-only (a 404 linked from the navigation), guide, api, missing, data.json, old
    // (a redirect to api: the same page) at depth 1 and install at depth 2; deeper is 3 links away.
    expect(res.body).toEqual({ revision: expect.any(String), importedResources: 4, totalResources: 8 });
    expect(MAX_DEPTH).toBe(2);
    const after = await t.admin.get(`/v1/spaces/${space.id}`);
    expect(after.body.revision).toBe(res.body.revision);

    const pages = await pagesOf(space.id);
    expect([...pages.keys()]).toEqual(['docs', 'docs/guide', 'docs/guide/install', 'docs/api']);
    const home = pages.get('docs');
    expect(home?.page).toMatchObject({ title: 'Docs Home', type: 'document', slug: 'docs' });
    expect(home?.parentId).toBeNull();
    expect(pages.get('docs/guide/install')?.parentId).toBe(pages.get('docs/guide')?.page.id);
    expect(pages.get('docs/api')?.parentId).toBe(home?.page.id);

    const markdown = home?.page.markdown ?? '';
    expect(markdown).toContain('# Welcome');
    expect(markdown).toContain('[Guide](guide)');
    expect(markdown).toContain('[API](api)');
    expect(markdown).toContain('[the old API](api)');
    expect(markdown).toContain(`![Logo](${site.url}/docs/img/logo.png)`);
    expect(markdown).toContain(`[the missing page](${site.url}/docs/missing.html)`);
    expect(markdown).toContain(`[another site](${external.url}/)`);
    for (const dropped of ['NavOnlyLink', 'Site header', 'Footer text', 'scripted', 'color:red'])
      expect(markdown).not.toContain(dropped);
    // Relative links resolve from the page's git-style file: docs/guide/README.md (it has children).
    expect(pages.get('docs/guide')?.page.markdown).toContain('[Install](install)');
    expect(pages.get('docs/guide')?.page.markdown).toContain('[home](../../docs)');
    expect(pages.get('docs/guide/install')?.page.markdown).toContain('[auth](../api#auth)');
    expect(pages.get('docs/api')?.page.markdown).toMatch(
      /## Authentication[\s\S]*\*\*token\*\*[\s\S]*```\ncurl -H x\n```/,
    );
  });

  it('follows navigation links but none to another origin, outside the start directory or beyond the depth', async () => {
    expect(external.hits).toEqual([]);
    expect(site.hits).not.toContain('/outside/page.html');
    expect(site.hits).not.toContain('/docs/guide/deeper.html');
    expect(site.hits).toContain('/docs/nav-only.html');
    expect(site.hits).toContain('/docs/missing.html');
  });

  it('updates pages at the same path in place on re-import and adds the new ones', async () => {
    const space = await createSpace(t.admin, t.orgId, { title: 'Reimported' });
    const url = `${site.url}/docs/`;
    expect((await t.admin.post(`/v1/spaces/${space.id}/content/import`, { source: 'website', url })).status).toBe(201);
    const before = await pagesOf(space.id);
    const previous = (await t.admin.get(`/v1/spaces/${space.id}`)).body.revision;
    site.pages.set(
      '/docs/api.html',
      html('API v2', '<h1>API v2</h1><p>Now with <a href="changelog.html">a changelog</a>.</p>'),
    );
    site.pages.set('/docs/changelog.html', html('Changelog', '<p>Everything new.</p>'));
    try {
      const res = await editor.post(`/v1/spaces/${space.id}/content/import`, { source: 'website', url });
      expect(res.status, res.text).toBe(201);
      expect(res.body).toMatchObject({ importedResources: 5, totalResources: 9 });
      const revision = await readRevision(t.server.app.services.prisma, res.body.revision);
      expect(revision).toMatchObject({ type: 'edits', parents: [previous] });
      const after = await pagesOf(space.id);
      for (const path of before.keys()) expect(after.get(path)?.page.id).toBe(before.get(path)?.page.id);
      expect(after.get('docs/api')?.page).toMatchObject({
        title: 'API v2',
        markdown: expect.stringContaining('[a changelog](changelog)'),
      });
      expect(after.get('docs/changelog')?.page.title).toBe('Changelog');
      expect(after.size).toBe(before.size + 1);
    } finally {
      site.pages.set(
        '/docs/api.html',
        html('API', '<h1>API</h1><h2 id="auth">Authentication</h2><p>Use a <strong>token</strong>.</p>'),
      );
      site.pages.delete('/docs/changelog.html');
    }
  });

  it('answers 400 naming the reason when the start URL fails, and stores nothing', async () => {
    const space = await createSpace(t.admin, t.orgId, { title: 'Failures' });
    const cases: [string, RegExp][] = [
      [`${site.url}/docs/nothing.html`, /http-status.*404/],
      [`${site.url}/docs/data.json`, /not an HTML page.*application\/json/],
      ['ftp://127.0.0.1/docs/', /invalid-url.*ftp/],
      ['http://127.0.0.1:1/', /network/],
    ];
    for (const [url, message] of cases) {
      const res = await t.admin.post(`/v1/spaces/${space.id}/content/import`, { source: 'website', url });
      expect(res.status, url).toBe(400);
      expect(errorMessage(res)).toMatch(message);
    }
    expect((await t.admin.get(`/v1/spaces/${space.id}`)).body.revision).toBe(space.revision);
  });

  it('refuses a private address when the server does not allow the private network', async () => {
    const closed = await startTestServer({ allowPrivateNetwork: false });
    try {
      const api = client(closed, closed.fixtures.tokens.admin);
      const space = await createSpace(api, closed.fixtures.organizationId);
      for (const url of [`${site.url}/docs/`, `http://localhost:${new URL(site.url).port}/docs/`]) {
        const res = await api.post(`/v1/spaces/${space.id}/content/import`, { source: 'website', url });
        expect(res.status).toBe(400);
        expect(errorMessage(res)).toMatch(/forbidden-address/);
      }
      expect((await api.get(`/v1/spaces/${space.id}`)).body.revision).toBe(space.revision);
    } finally {
      await closed.stop();
    }
  });

  it('validates the body: url and source are required, source is an enum, url a URI', async () => {
    const space = await createSpace(t.admin, t.orgId);
    for (const body of [
      { source: 'website' },
      { url: `${site.url}/docs/` },
      { url: `${site.url}/docs/`, source: 'pdf' },
      { url: 'not a uri', source: 'website' },
    ]) {
      const res = await t.admin.post(`/v1/spaces/${space.id}/content/import`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await t.admin.get(`/v1/spaces/${space.id}`)).body.revision).toBe(space.revision);
  });

  it('needs the edit level: 403 for a reader, 404 outside the organization or for a deleted space, 401 without a token', async () => {
    const space = await createSpace(t.admin, t.orgId);
    const body = { source: 'website', url: `${site.url}/docs/` };
    const hitsBefore = site.hits.length;
    expect((await t.reader.post(`/v1/spaces/${space.id}/content/import`, body)).status).toBe(403);
    expect((await t.outsider.post(`/v1/spaces/${space.id}/content/import`, body)).status).toBe(404);
    expect((await t.admin.post(`/v1/spaces/${space.id}/content/import`, body, { token: null })).status).toBe(401);
    expect((await t.admin.post('/v1/spaces/unknown-space/content/import', body)).status).toBe(404);
    expect(site.hits.length).toBe(hitsBefore);
    expect((await t.admin.delete(`/v1/spaces/${space.id}`)).status).toBe(205);
    expect((await t.admin.post(`/v1/spaces/${space.id}/content/import`, body)).status).toBe(404);
  });

  it('keeps one page per path and a linear history under 20 concurrent imports', async () => {
    const space = await createSpace(t.admin, t.orgId, { title: 'Concurrent' });
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.admin.post(`/v1/spaces/${space.id}/content/import`, { source: 'website', url: `${site.url}/docs/` }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
    const pages = await pagesOf(space.id);
    expect([...pages.keys()].sort()).toEqual(['docs', 'docs/api', 'docs/guide', 'docs/guide/install']);
    const revisions = await t.server.app.services.prisma.revision.findMany({ where: { spaceId: space.id } });
    expect(revisions).toHaveLength(21);
    const parents = revisions.flatMap((r) => r.parents);
    expect(new Set(parents).size).toBe(20);
    expect(parents).toContain(space.revision);
  });

  it('discovers at most MAX_PAGES pages', async () => {
    const many: Record<string, ReturnType<typeof html>> = {};
    const links = Array.from({ length: 40 }, (_, i) => `<a href="p${i}.html">p${i}</a>`).join(' ');
    many['/wide/'] = html('Wide', `<p>${links}</p>`);
    for (let i = 0; i < 40; i++) many[`/wide/p${i}.html`] = html(`P${i}`, `<p>page ${i}</p>`);
    const wide = await serveSite(many);
    try {
      const space = await createSpace(t.admin, t.orgId);
      const res = await t.admin.post(`/v1/spaces/${space.id}/content/import`, {
        source: 'website',
        url: `${wide.url}/wide/`,
      });
      expect(res.body).toMatchObject({ importedResources: MAX_PAGES, totalResources: MAX_PAGES });
      expect(wide.hits).toHaveLength(MAX_PAGES);
      const pages = await pagesOf(space.id);
      expect(pages.get('wide/p0')?.page.title).toBe('P0');
      // The start page and the first MAX_PAGES - 1 links.
      expect(pages.has(`wide/p${MAX_PAGES - 2}`)).toBe(true);
      expect(pages.has(`wide/p${MAX_PAGES - 1}`)).toBe(false);
    } finally {
      await wide.close();
    }
  });
});

describe('relativePagePath', () => {
  it.each([
    ['docs', true, 'docs/guide', 'guide'],
    ['docs', false, 'docs/guide', 'docs/guide'],
    ['docs/guide/install', false, 'docs/api', '../api'],
    ['docs/guide/install', false, 'docs/guide', '../guide'],
    ['docs/guide', true, 'docs', '../../docs'],
    ['a/b', false, 'a/b', 'b'],
  ])('from %s (children: %s) to %s is %s', (from, hasChildren, to, expected) => {
    expect(relativePagePath(from, hasChildren, to)).toBe(expected);
  });
});

/** A server for the guard tests: answers each path with its handler. */
async function rawServer(
  handler: Parameters<typeof createServer>[1],
): Promise<{ url: string; close: () => Promise<void> }> {
  const s: Server = createServer(handler);
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(s.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        s.closeAllConnections();
        s.close(() => resolve());
      }),
  };
}

async function reasonOf(work: Promise<unknown>): Promise<OutboundErrorReason> {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(OutboundError);
  return (error as OutboundError).reason;
}

describe('guardedFetch', () => {
  it.each([
    ['127.0.0.1', true],
    ['10.1.2.3', true],
    ['100.64.0.1', true],
    ['169.254.169.254', true],
    ['172.16.0.1', true],
    ['192.168.1.1', true],
    ['0.0.0.0', true],
    ['224.0.0.1', true],
    ['::1', true],
    ['::', true],
    ['fc00::1', true],
    ['fe80::1', true],
    ['ff02::1', true],
    ['::ffff:127.0.0.1', true],
    ['::ffff:7f00:1', true],
    ['8.8.8.8', false],
    ['100.128.0.1', false],
    ['2001:4860:4860::8888', false],
  ])('classifies %s as private: %s', (address, expected) => {
    expect(isPrivateAddress(address)).toBe(expected);
  });

  it('refuses loopback hosts, names and IPv6 literals unless the private network is allowed', async () => {
    const port = new URL(site.url).port;
    for (const url of [`${site.url}/docs/`, `http://localhost:${port}/docs/`, `http://[::1]:${port}/`]) {
      expect(await reasonOf(guardedFetch(url, { allowPrivateNetwork: false }))).toBe('forbidden-address');
    }
    expect((await guardedFetch(`${site.url}/docs/`, { allowPrivateNetwork: true })).status).toBe(200);
  });

  it('refuses other schemes and malformed URLs', async () => {
    for (const url of ['ftp://127.0.0.1/', 'file:///etc/passwd', 'not a url']) {
      expect(await reasonOf(guardedFetch(url, { allowPrivateNetwork: true }))).toBe('invalid-url');
    }
  });

  it('times out on a server that never answers, or stops in the middle of the body', async () => {
    const silent = await rawServer((req, res) => {
      if (req.url === '/stall') res.writeHead(200, { 'content-type': 'text/html' }).write('<p>half');
    });
    try {
      const started = Date.now();
      expect(await reasonOf(guardedFetch(silent.url, { allowPrivateNetwork: true, timeoutMs: 200 }))).toBe('timeout');
      expect(await reasonOf(guardedFetch(`${silent.url}/stall`, { allowPrivateNetwork: true, timeoutMs: 200 }))).toBe(
        'timeout',
      );
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await silent.close();
    }
  });

  it('caps the size while streaming, with or without a content-length', async () => {
    const big = await rawServer((req, res) => {
      if (req.url === '/declared') res.writeHead(200, { 'content-length': '2000' }).end('x'.repeat(2000));
      else {
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.write('x'.repeat(600));
        res.end('y'.repeat(600));
      }
    });
    try {
      for (const path of ['/declared', '/chunked']) {
        expect(await reasonOf(guardedFetch(`${big.url}${path}`, { allowPrivateNetwork: true, maxBytes: 1000 }))).toBe(
          'too-large',
        );
      }
      expect(
        (await guardedFetch(`${big.url}/chunked`, { allowPrivateNetwork: true, maxBytes: 1200 })).body.length,
      ).toBe(1200);
    } finally {
      await big.close();
    }
  });

  it('follows up to 5 redirects, checking each hop, and reports HTTP errors', async () => {
    const hops = await rawServer((req, res) => {
      const n = Number(req.url?.slice(1) || 0);
      if (req.url === '/loop' || n > 0)
        res.writeHead(302, { location: req.url === '/loop' ? '/loop' : `/${n - 1}` }).end();
      else if (req.url === '/ftp') res.writeHead(301, { location: 'ftp://example.com/' }).end();
      else if (req.url === '/gone') res.writeHead(410).end();
      else res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<p>landed</p>');
    });
    try {
      const landed = await guardedFetch(`${hops.url}/5`, { allowPrivateNetwork: true });
      expect(landed).toMatchObject({ url: `${hops.url}/0`, status: 200, contentType: 'text/html', charset: 'utf-8' });
      expect(await reasonOf(guardedFetch(`${hops.url}/6`, { allowPrivateNetwork: true }))).toBe('http-status');
      expect(await reasonOf(guardedFetch(`${hops.url}/loop`, { allowPrivateNetwork: true }))).toBe('http-status');
      expect(await reasonOf(guardedFetch(`${hops.url}/ftp`, { allowPrivateNetwork: true }))).toBe('invalid-url');
      expect(await reasonOf(guardedFetch(`${hops.url}/gone`, { allowPrivateNetwork: true }))).toBe('http-status');
    } finally {
      await hops.close();
    }
  });
});
