/**
 * Website import of pages written to hurt: deeply nested markup, NUL characters, a huge page, binary
 * bytes labelled as HTML and endless redirects, served on 127.0.0.1. None may answer a 5xx, and none may
 * stall the server: /healthz answers while the worst of them is being converted.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flattenPages } from '../src/domain/revision-content.js';
import { readRevision } from '../src/services/revisions.js';
import { createSpace } from './content-helpers.js';
import { client, errorMessage, useTestServer } from './helpers.js';
import { html, serveSite, type TestSite } from './test-site.js';

const t = useTestServer();
let site: TestSite;

const deepList = `<ul><li>`.repeat(20_000) + 'bottom';
const deepDivs = `<div>`.repeat(100_000) + 'bottom' + `</div>`.repeat(100_000);
// About 4.5 MB of flat but plentiful markup (the outbound size cap is 5 MB).
const huge = Array.from(
  { length: 60_000 },
  (_, i) => `<p>paragraph ${i} <a href="#a${i}">link</a> <em>x</em></p>`,
).join('');

beforeAll(async () => {
  site = await serveSite({
    '/docs/': html(
      'Hostile home',
      '<p>Ordinary page linking to the others: <a href="list.html">list</a> <a href="divs.html">divs</a> <a href="nul.html">nul</a> <a href="binary.html">binary</a> <a href="loop.html">loop</a></p>',
    ),
    '/docs/list.html': html('Deep list', deepList),
    '/docs/divs.html': html('Deep divs', deepDivs),
    '/docs/nul.html': html('Nul\u0000title', '<p>a\u0000b</p><a href="x\u0000y">nul link</a>'),
    '/docs/huge.html': html('Huge', huge),
    '/docs/binary.html': { type: 'text/html', body: randomBytes(200_000).toString('latin1') },
    '/docs/loop.html': { status: 302, headers: { location: '/docs/loop2.html' }, body: '' },
    '/docs/loop2.html': { status: 302, headers: { location: '/docs/loop.html' }, body: '' },
  });
});
afterAll(async () => {
  await site.close();
});

const importInto = async (spaceId: string, path: string) =>
  t.admin.post(`/v1/spaces/${spaceId}/content/import`, { source: 'website', url: `${site.url}${path}` });

describe('POST /v1/spaces/{spaceId}/content/import of hostile pages', () => {
  it('answers 400 naming the reason for a start page nested too deeply', async () => {
    const space = await createSpace(t.admin, t.orgId, { title: 'Deep' });
    const res = await importInto(space.id, '/docs/divs.html');
    expect(res.status).toBe(400);
    expect(errorMessage(res)).toMatch(/could not be converted: .*deeper than/);
  });

  it('imports 20,000 unclosed nested list items (the parser closes them) as a small page', async () => {
    const space = await createSpace(t.admin, t.orgId, { title: 'Deep list' });
    const res = await importInto(space.id, '/docs/list.html');
    expect(res.status, res.text).toBe(201);
  });

  it('imports a huge page, or answers 400 when its conversion overruns the time limit', async () => {
    const space = await createSpace(t.admin, t.orgId, { title: 'Huge' });
    const res = await importInto(space.id, '/docs/huge.html');
    if (res.status !== 201) {
      expect(res.status).toBe(400);
      // Either budget of the conversion worker may be the one that stops it: its time or its memory.
      expect(errorMessage(res)).toMatch(/took longer than|memory limit/);
    }
  });

  it('answers 400 for endless redirects', async () => {
    const space = await createSpace(t.admin, t.orgId, { title: 'Loop' });
    const res = await importInto(space.id, '/docs/loop.html');
    expect(res.status).toBe(400);
    expect(errorMessage(res)).toMatch(/redirects/);
  });

  it('imports a page holding NUL characters without them, and binary bytes as text', async () => {
    const space = await createSpace(t.admin, t.orgId, { title: 'Odd pages' });
    for (const path of ['/docs/nul.html', '/docs/binary.html']) {
      const res = await importInto(space.id, path);
      expect(res.status, `${path}: ${res.text}`).toBe(201);
    }
    const current = await t.admin.get(`/v1/spaces/${space.id}`);
    const revision = await readRevision(t.server.app.services.prisma, current.body.revision as string);
    const pages = flattenPages(revision?.content.pages ?? []);
    expect(pages.map(({ page }) => page.title)).toEqual(expect.arrayContaining(['Nultitle']));
    for (const { page } of pages) expect(JSON.stringify(page)).not.toContain('\\u0000');
  });

  it('skips and counts the pages it cannot convert when they are linked from the start page', async () => {
    const space = await createSpace(t.admin, t.orgId, { title: 'Crawl of hostile pages' });
    const res = await importInto(space.id, '/docs/');
    expect(res.status, res.text).toBe(201);
    // Discovered: home, nav-only, list, divs, nul, binary and loop one link away, and `xy` (nul's link without
    // its NUL) two links away; divs (too deep), nav-only and xy (404) and the loop fail.
    expect(res.body, res.text).toMatchObject({ importedResources: 4, totalResources: 8 });
  });

  it('keeps answering /healthz while the worst page is being converted', async () => {
    const space = await createSpace(t.admin, t.orgId, { title: 'While importing' });
    const order: string[] = [];
    const before = site.hits.length;
    const importing = importInto(space.id, '/docs/divs.html').then((res) => {
      order.push('import');
      return res;
    });
    // Once the hostile page has been served, its conversion is under way.
    while (!site.hits.slice(before).includes('/docs/divs.html')) await new Promise((resolve) => setTimeout(resolve, 5));
    const health = await client(t.server).get('/healthz');
    order.push('healthz');
    expect(health.status).toBe(200);
    expect((await importing).status).toBe(400);
    expect(order).toEqual(['healthz', 'import']);
  });
});
