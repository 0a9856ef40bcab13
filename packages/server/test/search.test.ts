import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SNIPPET_LENGTH, snippetOf } from '../src/presenters/search.js';
import { createSpace } from './content-helpers.js';
import { arrangeUser, errorMessage, useTestServer, walk, type Client } from './helpers.js';
import { html, serveSite, type TestSite } from './test-site.js';

const t = useTestServer();
let guest: Client;
let site: TestSite;
/** A private top-level space (guests cannot read it) holding the zoo. */
let zooSpace: string;
/** The demo's Getting Started (guests read it through its collection's level) holding the park. */
let parkSpace: string;

const zebraTimes = Array(6).fill('zebra').join(' ');

async function importSite(api: Client, spaceId: string, path: string): Promise<void> {
  const res = await api.post(`/v1/spaces/${spaceId}/content/import`, { source: 'website', url: `${site.url}${path}` });
  expect(res.status, res.text).toBe(201);
}

beforeAll(async () => {
  ({ api: guest } = await arrangeUser(t.server, { name: 'Guest', memberships: [[t.orgId, null]] }));
  site = await serveSite({
    // The index holds the markdown, link destinations included: no URL here names a searched word.
    '/zoo/': html(
      'Zoo',
      '<p>Welcome. <a href="handbook.html">h</a> <a href="animals.html">a</a> <a href="marsupials.html">m</a></p>',
    ),
    '/zoo/handbook.html': html('Zebra Handbook', '<p>All about stripes.</p>'),
    '/zoo/animals.html': html(
      'Animals',
      `<p>Many animals live here.</p><h2>Stripes</h2><p>The ${zebraTimes} has stripes.</p>`,
    ),
    '/zoo/marsupials.html': html(
      'Marsupials',
      '<p>The quokka smiles at visitors.</p><h2>Trams</h2><p>Die Straßenbahn fährt vorbei.</p>',
    ),
    '/park/': html('Park', '<p>There is a zebra crossing at the gate.</p>'),
    '/other/': html('Elsewhere', '<p>A zebra of another organization.</p>'),
    '/gone/': html('Gone', '<p>A zebra in a deleted space.</p>'),
  });
  zooSpace = (await createSpace(t.admin, t.orgId, { title: 'Zoo space' })).id;
  await importSite(t.admin, zooSpace, '/zoo/');
  const spaces = await walk<{ id: string; title: string }>(t.admin, `/v1/orgs/${t.orgId}/spaces`, {}, 1000);
  parkSpace = spaces.find((s) => s.title === 'Getting Started')?.id ?? '';
  await importSite(t.admin, parkSpace, '/park/');
  const otherOrg = await createSpace(t.outsider, t.otherOrgId);
  await importSite(t.outsider, otherOrg.id, '/other/');
  const gone = await createSpace(t.admin, t.orgId, { title: 'Gone space' });
  await importSite(t.admin, gone.id, '/gone/');
  expect((await t.admin.delete(`/v1/spaces/${gone.id}`)).status).toBe(205);
});
afterAll(async () => {
  await site.close();
});

const search = (api: Client, spaceId: string, query: string, extra: Record<string, string | number> = {}) =>
  api.get(`/v1/spaces/${spaceId}/search`, { query: { query, ...extra } });

describe('GET /v1/spaces/{spaceId}/search', () => {
  it('finds a word that is only in the body of a page, with a snippet of where it is', async () => {
    const asAdmin = await search(t.admin, zooSpace, 'quokka');
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.count).toBe(1);
    expect(asAdmin.body.next).toBeUndefined();
    const [page] = asAdmin.body.items;
    expect(page).toMatchObject({
      title: 'Marsupials',
      path: 'zoo/marsupials',
      urls: { app: `${t.server.url}/s/${zooSpace}/zoo/marsupials` },
    });
    // The match is before the first heading: the section names the page itself.
    expect(page.sections).toEqual([
      {
        id: page.id,
        title: 'Marsupials',
        path: 'zoo/marsupials',
        body: 'The quokka smiles at visitors.',
        urls: page.urls,
      },
    ]);
  });

  it('ranks a title match above a body match, and names the matching heading sections', async () => {
    const res = await search(t.admin, zooSpace, 'zebra');
    expect(res.body.items.map((i: { title: string }) => i.title)).toEqual(['Zebra Handbook', 'Animals']);
    const animals = res.body.items[1];
    expect(animals.sections).toHaveLength(1);
    expect(animals.sections[0]).toMatchObject({
      id: 'stripes',
      title: 'Stripes',
      path: 'zoo/animals#stripes',
      urls: { app: `${t.server.url}/s/${zooSpace}/zoo/animals#stripes` },
    });
    expect(animals.sections[0].body).toContain('zebra');
    expect(animals.sections[0].body.length).toBeLessThanOrEqual(SNIPPET_LENGTH);
  });

  it.each([
    ['stripe', ['Animals', 'Zebra Handbook']],
    ['quok', ['Marsupials']],
    ['Straßenbahn', ['Marsupials']],
    ['ZEBRA handbook', ['Zebra Handbook']],
    ['"many animals"', ['Animals']],
    ['giraffe', []],
    ['   ', []],
    ['100%_', []],
  ])('matches %j by stem, prefix, other-language word, phrase or case: %j', async (query, titles) => {
    const res = await search(t.admin, zooSpace, query);
    expect(res.status).toBe(200);
    expect(res.body.items.map((i: { title: string }) => i.title).sort()).toEqual([...titles].sort());
    expect(res.body.count).toBe(titles.length);
  });

  it('accepts a query of 512 characters and refuses 513 or none with 400', async () => {
    expect((await search(t.admin, zooSpace, 'q'.repeat(512))).status).toBe(200);
    const long = await search(t.admin, zooSpace, 'q'.repeat(513));
    expect(long.status).toBe(400);
    expect(errorMessage(long)).toMatch(/query/);
    expect((await t.admin.get(`/v1/spaces/${zooSpace}/search`)).status).toBe(400);
  });

  it('pages through the hits without duplicates or gaps while pages are added between requests', async () => {
    const words = (n: number) => Array(n).fill('wombat').join(' ');
    const pages: Record<string, ReturnType<typeof html>> = {};
    const links = (count: number) =>
      Array.from({ length: count }, (_, i) => `<a href="w${i}.html">w${i}</a>`).join(' ');
    pages['/burrow/'] = html('Burrow', `<p>${links(7)}</p>`);
    // Ranks repeat (w0/w1, w2/w3 …): ties are ordered by page id.
    for (let i = 0; i < 9; i++)
      pages[`/burrow/w${i}.html`] = html(`W${i}`, `<p>${words(1 + Math.floor(i / 2))} digging.</p>`);
    const burrow = await serveSite(pages);
    try {
      const spaceId = (await createSpace(t.admin, t.orgId, { title: 'Burrow' })).id;
      const url = `${burrow.url}/burrow/`;
      expect((await t.admin.post(`/v1/spaces/${spaceId}/content/import`, { source: 'website', url })).status).toBe(201);
      const seen: string[] = [];
      let page: string | undefined;
      let last: any;
      for (let request = 0; request < 20; request++) {
        last = await search(t.admin, spaceId, 'wombat', { limit: 2, ...(page !== undefined ? { page } : {}) });
        expect(last.status).toBe(200);
        seen.push(...last.body.items.map((i: { title: string }) => i.title));
        if (request === 0) {
          burrow.pages.set('/burrow/', html('Burrow', `<p>${links(9)}</p>`));
          expect((await t.admin.post(`/v1/spaces/${spaceId}/content/import`, { source: 'website', url })).status).toBe(
            201,
          );
        }
        if (!last.body.next) break;
        page = last.body.next.page;
      }
      expect(new Set(seen).size).toBe(seen.length);
      for (let i = 0; i < 7; i++) expect(seen).toContain(`W${i}`);
      expect(last.body.count).toBe(9);
      expect(last.body.next).toBeUndefined();
      // More occurrences rank higher: W8 (5), then W6/W7 (4) … W0/W1 (1), ties in a stable order.
      const all = await walk<{ title: string }>(t.admin, `/v1/spaces/${spaceId}/search`, { query: 'wombat' }, 3);
      const occurrences = all.map((i) => 1 + Math.floor(Number(i.title.slice(1)) / 2));
      expect(occurrences).toEqual([5, 4, 4, 3, 3, 2, 2, 1, 1]);
    } finally {
      await burrow.close();
    }
  });

  it('refuses a cursor of another query with 400', async () => {
    const first = await search(t.admin, zooSpace, 'zebra', { limit: 1 });
    expect(first.body.next).toBeDefined();
    const other = await search(t.admin, zooSpace, 'stripes', { limit: 1, page: first.body.next.page });
    expect(other.status).toBe(400);
    expect(
      (await search(t.admin, zooSpace, 'zebra', { limit: 1, page: first.body.next.page })).body.items[0].title,
    ).toBe('Animals');
  });

  it('is 404 for outsiders, for a guest on a private space and for a deleted space; 401 without a token', async () => {
    expect((await search(t.reader, zooSpace, 'zebra')).status).toBe(200);
    expect((await search(t.outsider, zooSpace, 'zebra')).status).toBe(404);
    expect((await search(guest, zooSpace, 'zebra')).status).toBe(404);
    expect((await search(guest, parkSpace, 'zebra')).body.items.map((i: { title: string }) => i.title)).toEqual([
      'Park',
    ]);
    expect(
      (await t.admin.get(`/v1/spaces/${zooSpace}/search`, { query: { query: 'zebra' }, token: null })).status,
    ).toBe(401);
    expect((await search(t.admin, 'no-such-space', 'zebra')).status).toBe(404);
  });
});

describe('GET /v1/orgs/{organizationId}/search', () => {
  const orgSearch = (api: Client, query: string, extra: Record<string, string | number> = {}) =>
    api.get(`/v1/orgs/${t.orgId}/search`, { query: { query, ...extra } });

  it('groups the hits by space, best space first, over the live spaces of the organization', async () => {
    const res = await orgSearch(t.admin, 'zebra');
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(2);
    expect(res.body.items.map((i: { id: string; title: string }) => [i.id, i.title])).toEqual([
      [zooSpace, 'Zoo space'],
      [parkSpace, 'Getting Started'],
    ]);
    expect(res.body.items[0].pages.map((p: { title: string }) => p.title)).toEqual(['Zebra Handbook', 'Animals']);
    expect(res.body.items[1].pages[0]).toMatchObject({
      title: 'Park',
      path: 'park',
      urls: { app: `${t.server.url}/s/${parkSpace}/park` },
    });
    expect(res.body.items[1].pages[0].sections[0].body).toContain('zebra crossing');
  });

  it('shows a caller only the spaces they can read', async () => {
    const res = await orgSearch(guest, 'zebra');
    expect(res.body.items.map((i: { id: string }) => i.id)).toEqual([parkSpace]);
    expect(res.body.count).toBe(1);
    expect((await orgSearch(t.reader, 'zebra')).body.count).toBe(2);
    expect((await orgSearch(t.outsider, 'zebra')).status).toBe(404);
    const own = await t.outsider.get(`/v1/orgs/${t.otherOrgId}/search`, { query: { query: 'zebra' } });
    expect(own.body.items.map((i: { pages: { title: string }[] }) => i.pages[0]?.title)).toEqual(['Elsewhere']);
  });

  it('pages through the spaces with the same order as one page', async () => {
    const one = await orgSearch(t.admin, 'zebra', { limit: 1000 });
    const walked = await walk<{ id: string }>(t.admin, `/v1/orgs/${t.orgId}/search`, { query: 'zebra' }, 1);
    expect(walked.map((i) => i.id)).toEqual(one.body.items.map((i: { id: string }) => i.id));
    const first = await orgSearch(t.admin, 'zebra', { limit: 1 });
    expect(first.body).toMatchObject({ count: 2, next: { page: expect.any(String) } });
  });

  it('accepts a query of 512 characters and refuses 513 with 400; 401 without a token', async () => {
    expect((await orgSearch(t.admin, 'z'.repeat(512))).body).toEqual({ items: [], count: 0 });
    expect((await orgSearch(t.admin, 'z'.repeat(513))).status).toBe(400);
    expect((await t.admin.get(`/v1/orgs/${t.orgId}/search`, { query: { query: 'zebra' }, token: null })).status).toBe(
      401,
    );
  });
});

describe('snippetOf', () => {
  const long = `${'lorem ipsum '.repeat(40)}the needle is here ${'dolor sit '.repeat(40)}`;

  it('cuts at most SNIPPET_LENGTH characters around the first occurrence, marking the cuts', () => {
    const snippet = snippetOf(long, 'needle', 'unused headline');
    expect(snippet.length).toBeLessThanOrEqual(SNIPPET_LENGTH);
    expect(snippet).toContain('the needle is here');
    expect(snippet.startsWith('…') && snippet.endsWith('…')).toBe(true);
  });

  it('falls back to the database headline when the query is not in the text as typed, and reads links as their text', () => {
    expect(snippetOf(long, 'needles', 'the needle is here')).toBe('the needle is here');
    expect(snippetOf('See [the guide](a/b.md) and ![logo](files/x).', 'guide', '')).toBe('See the guide and logo.');
    expect(snippetOf('short   text', 'text', '')).toBe('short text');
  });
});
