import { beforeAll, describe, expect, it } from 'vitest';
import { createSpace, ids } from './content-helpers.js';
import { arrangeMember, errorMessage, useTestServer, walk, type Client } from './helpers.js';
import { siteHelpers } from './site-helpers.js';

const t = useTestServer();
/** member of acme without a role */
let guest: Client;
let creator: Client;

const { sites, siteUrl, createSite, arrangeSection, publishedStructure } = siteHelpers(t);

const siteCount = () => t.server.app.services.prisma.site.count();

beforeAll(async () => {
  guest = await arrangeMember(t, 'Guest', null);
  creator = await arrangeMember(t, 'Creator', 'create');
});

describe('POST /v1/orgs/{organizationId}/sites', () => {
  it('answers 201 with the defaults, the plan’s features and the site’s urls', async () => {
    const site = await createSite();
    expect(site).toMatchObject({
      object: 'site',
      type: 'basic',
      title: 'Untitled site',
      visibility: 'public',
      published: false,
      siteSpaces: 0,
      agentsContext: 'included',
      adaptiveContent: { enabled: false },
    });
    expect(site.urls).toEqual({
      location: `${t.server.url}/v1/orgs/${t.orgId}/sites/${site.id}`,
      app: `${t.server.url}/s/site/${site.id}`,
    });
    expect(site.features).toContainEqual({ id: 'sites-adaptive-content', plan: 'basic', frozen: false });
    expect(site.features.map((f: { id: string }) => f.id)).toEqual(
      expect.arrayContaining(['sites-sections', 'sites-share-links']),
    );
    expect(site.features.map((f: { id: string }) => f.id)).not.toContain('sites-custom-domain');
    expect((await t.admin.get(siteUrl(site.id))).body).toEqual(site);
  });

  it('takes type, title and visibility; a premium plan adds its features, a legacy plan is frozen', async () => {
    const premium = await createSite({ type: 'premium', title: 'Premium docs', visibility: 'unlisted' });
    expect(premium).toMatchObject({ type: 'premium', title: 'Premium docs', visibility: 'unlisted' });
    expect(premium.features).toContainEqual(
      expect.objectContaining({ id: 'sites-custom-domain', plan: 'premium', frozen: false }),
    );
    const customization = premium.features.find((f: { id: string }) => f.id === 'sites-advanced-customization');
    expect(customization.customizations).toEqual(expect.arrayContaining(['header-logo', 'footer-links']));
    expect(customization.customizations).not.toContain('semantic-colors');
    expect(premium.features.filter((f: { customizations?: unknown }) => f.customizations !== undefined)).toHaveLength(
      1,
    );
    const ultimate = await createSite({ type: 'ultimate' });
    expect(ultimate.features.map((f: { id: string }) => f.id)).toHaveLength(35);
    expect(new Set(ultimate.features.map((f: { id: string }) => f.id)).size).toBe(35);
    const legacy = await createSite({ type: 'legacy-basic' });
    expect(legacy.features.every((f: { frozen: boolean }) => f.frozen)).toBe(true);
  });

  it('makes each given space a site space, the first the default, with paths from the titles', async () => {
    const a = await createSpace(t.admin, t.orgId, { title: 'Guide' });
    const b = await createSpace(t.admin, t.orgId, { title: 'Guide' });
    const c = await createSpace(t.admin, t.orgId, { title: 'Ça & Co: API!' });
    const site = await createSite({ title: 'With spaces', spaces: [a.id, b.id, c.id, a.id] });
    expect(site.siteSpaces).toBe(3);
    const structure = await publishedStructure<{
      path: string;
      default: boolean;
      title: string;
      space: { id: string };
    }>(site.id, 'siteSpaces');
    expect(structure.map((s) => [s.space.id, s.path, s.default, s.title])).toEqual([
      [a.id, 'guide', true, 'Guide'],
      [b.id, 'guide-2', false, 'Guide'],
      [c.id, 'ca-co-api', false, 'Ça & Co: API!'],
    ]);
  });

  it('lists each site with its own number of site spaces', async () => {
    const [a, b, c] = [
      await createSpace(t.admin, t.orgId, { title: 'Listed A' }),
      await createSpace(t.admin, t.orgId, { title: 'Listed B' }),
      await createSpace(t.admin, t.orgId, { title: 'Listed C' }),
    ];
    const made = [await createSite({ title: 'None' }), await createSite({ title: 'One', spaces: [a.id] })];
    made.push(await createSite({ title: 'Three', spaces: [a.id, b.id, c.id] }));
    const listed = new Map(
      (await walk<{ id: string; siteSpaces: number }>(t.admin, `/v1/orgs/${t.orgId}/sites`, {}, 2)).map((site) => [
        site.id,
        site.siteSpaces,
      ]),
    );
    expect(made.map((site) => listed.get(site.id))).toEqual([0, 1, 3]);
  });

  it('creates a new space titled after the site with spaces: new', async () => {
    const before = (await t.admin.get(`/v1/orgs/${t.orgId}/spaces`, { query: { limit: 0 } })).body.count;
    const site = await createSite({ title: 'Brand new docs', spaces: 'new' });
    expect(site.siteSpaces).toBe(1);
    const spaces = await walk(t.admin, `/v1/orgs/${t.orgId}/spaces`, {}, 100);
    expect(spaces).toHaveLength(before + 1);
    const created = spaces.find((s: { title: string }) => s.title === 'Brand new docs');
    expect(created).toBeDefined();
    const structure = await publishedStructure(site.id);
    expect(structure.map((s: { space: { id: string } }) => s.space.id)).toEqual([created.id]);
  });

  it('answers 400 for a space that is unknown, another organization’s or deleted, and stores nothing', async () => {
    const otherSpace = await createSpace(t.outsider, t.otherOrgId, { title: 'Theirs' });
    const deleted = await createSpace(t.admin, t.orgId, { title: 'Gone' });
    expect((await t.admin.delete(`/v1/spaces/${deleted.id}`)).status).toBe(205);
    const mine = await createSpace(t.admin, t.orgId, { title: 'Mine' });
    const before = await siteCount();
    for (const spaces of [['nope'], [mine.id, otherSpace.id], [deleted.id]]) {
      const res = await t.admin.post(sites(), { title: 'Refused', spaces });
      expect(res.status).toBe(400);
      expect(errorMessage(res)).toMatch(/body\.spaces/);
    }
    expect(await siteCount()).toBe(before);
  });

  it('answers 400 one past each bound and for unknown enum values, and stores nothing', async () => {
    const before = await siteCount();
    for (const body of [
      { title: 'x' },
      { title: 'x'.repeat(129) },
      { type: 'gold' },
      { visibility: 'secret' },
      { spaces: 'old' },
      { spaces: [1] },
    ]) {
      const res = await t.admin.post(sites(), body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      errorMessage(res);
    }
    expect((await t.admin.post(sites(), { title: 'xy' })).status).toBe(201);
    expect((await t.admin.post(sites(), { title: 'x'.repeat(128) })).status).toBe(201);
    expect(await siteCount()).toBe(before + 2);
  });

  it('needs the admin role (403), membership (404) and a token (401)', async () => {
    for (const api of [t.reader, creator, guest]) expect((await api.post(sites(), {})).status).toBe(403);
    const res = await t.outsider.post(sites(), {});
    expect(res.status).toBe(404);
    errorMessage(res);
    expect((await t.admin.post(sites(), {}, { token: null })).status).toBe(401);
  });

  it('keeps every one of 20 concurrent creations with the same space, each with its own site space', async () => {
    const space = await createSpace(t.admin, t.orgId, { title: 'Shared' });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => t.admin.post(sites(), { title: `Concurrent ${i}`, spaces: [space.id] })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
    const listed = await walk(t.admin, sites(), { space: space.id }, 7);
    expect(new Set(ids(listed))).toEqual(new Set(results.map((r) => r.body.id)));
    expect(listed.every((s: { siteSpaces: number }) => s.siteSpaces === 1)).toBe(true);
    expect(await t.server.app.services.prisma.siteSpace.count({ where: { spaceId: space.id } })).toBe(20);
  });
});

describe('GET /v1/orgs/{organizationId}/sites', () => {
  it('filters by space, by title (case-insensitive substring) and by published', async () => {
    const space = await createSpace(t.admin, t.orgId, { title: 'Filtered' });
    const alpha = await createSite({ title: 'Filter Alpha', spaces: [space.id] });
    const beta = await createSite({ title: 'filter beta' });
    const gamma = await createSite({ title: 'FILTER GAMMA', spaces: [space.id] });
    expect((await t.admin.post(`${siteUrl(beta.id)}/publish`)).status).toBe(200);
    const list = async (query: Record<string, string | boolean>) => ids(await walk(t.admin, sites(), query, 2));
    expect(await list({ space: space.id })).toEqual([alpha.id, gamma.id]);
    expect(await list({ title: 'fIlTeR ' })).toEqual([alpha.id, beta.id, gamma.id]);
    expect(await list({ title: 'ter ga' })).toEqual([gamma.id]);
    expect(await list({ title: 'filter', published: true })).toEqual([beta.id]);
    expect(await list({ title: 'filter', published: false })).toEqual([alpha.id, gamma.id]);
    expect(await list({ title: 'filter', published: false, space: space.id })).toEqual([alpha.id, gamma.id]);
    expect(await list({ space: 'nope' })).toEqual([]);
    const counted = await t.admin.get(sites(), { query: { title: 'filter', limit: 1 } });
    expect(counted.body.count).toBe(3);
    expect((await t.admin.get(sites(), { query: { published: 'maybe' } })).status).toBe(400);
  });

  it('pages oldest first with inserts between pages: no duplicates, nothing missing, count true, no next on the last page', async () => {
    const tag = 'Paged site';
    const first = [];
    for (let i = 0; i < 5; i++) first.push((await createSite({ title: `${tag} ${i}` })).id);
    const seen: string[] = [];
    let page: string | undefined;
    let inserted = 0;
    const all = [...first];
    for (let i = 0; i < 20; i++) {
      const res = await t.admin.get(sites(), { query: { title: tag, limit: 2, page } });
      expect(res.status).toBe(200);
      expect(res.body.count).toBe(all.length);
      seen.push(...ids(res.body.items));
      if (!res.body.next) break;
      page = res.body.next.page;
      if (inserted < 2) {
        all.push((await createSite({ title: `${tag} late ${inserted}` })).id);
        inserted++;
      }
    }
    expect(seen).toEqual(all);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('refuses a cursor of another filter and a limit past 1000 with 400', async () => {
    const res = await t.admin.get(sites(), { query: { title: 'Paged site', limit: 1 } });
    const cursor = res.body.next.page as string;
    expect((await t.admin.get(sites(), { query: { title: 'other', page: cursor } })).status).toBe(400);
    expect((await t.admin.get(sites(), { query: { limit: 1001 } })).status).toBe(400);
    expect((await t.admin.get(sites(), { query: { limit: 1000 } })).status).toBe(200);
  });

  it('lists for readers; 403 for a guest, 404 outside the organization, 401 without a token', async () => {
    expect((await t.reader.get(sites())).status).toBe(200);
    expect((await guest.get(sites())).status).toBe(403);
    expect((await t.outsider.get(sites())).status).toBe(404);
    expect((await t.admin.get(sites(), { token: null })).status).toBe(401);
  });
});

describe('GET /v1/orgs/{organizationId}/sites/{siteId}', () => {
  it('answers the site to readers; 403 for a guest; 404 outside, for an unknown site and under another organization', async () => {
    const site = await createSite({ title: 'Readable' });
    expect((await t.reader.get(siteUrl(site.id))).body).toMatchObject({ id: site.id, title: 'Readable' });
    expect((await guest.get(siteUrl(site.id))).status).toBe(403);
    expect((await t.outsider.get(siteUrl(site.id))).status).toBe(404);
    expect((await t.admin.get(siteUrl('nope'))).status).toBe(404);
    expect((await t.outsider.get(siteUrl(site.id, t.otherOrgId))).status).toBe(404);
    expect((await t.admin.get(siteUrl(site.id), { token: null })).status).toBe(401);
  });
});

describe('PATCH /v1/orgs/{organizationId}/sites/{siteId}', () => {
  it('updates every field it is given and keeps the others', async () => {
    const site = await createSite({ title: 'Before' });
    const res = await t.admin.patch(siteUrl(site.id), {
      title: 'After',
      visibility: 'share-link',
      basename: 'docs',
      adaptiveContent: { enabled: true },
      agentsContext: 'excluded',
      proxy: 'example.com/help/center',
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      title: 'After',
      visibility: 'share-link',
      basename: 'docs',
      adaptiveContent: { enabled: true },
      agentsContext: 'excluded',
      proxy: { origin: 'https://example.com', target: 'https://example.com/help/center' },
      type: 'basic',
      published: false,
    });
    const partial = await t.admin.patch(siteUrl(site.id), { title: 'Again' });
    expect(partial.body).toMatchObject({
      title: 'Again',
      visibility: 'share-link',
      basename: 'docs',
      agentsContext: 'excluded',
    });
    expect((await t.admin.get(siteUrl(site.id))).body).toEqual(partial.body);
  });

  it('publishes at a URI: the organization’s hostname and the basename are percent-encoded where they must be', async () => {
    const org = `/v1/orgs/${t.orgId}`;
    const { hostname } = (await t.admin.get(org)).body;
    expect((await t.admin.patch(org, { hostname: 'Équipe docs' })).status).toBe(200);
    try {
      const site = await createSite({ title: 'Encoded' });
      expect((await t.admin.patch(siteUrl(site.id), { basename: 'guides v2/été' })).status).toBe(200);
      const published = await t.admin.post(`${siteUrl(site.id)}/publish`);
      expect(published.status, published.text).toBe(200);
      expect(published.body.urls.published).toBe('https://%C3%89quipe%20docs.docs.localhost/guides%20v2/%C3%A9t%C3%A9');
    } finally {
      expect((await t.admin.patch(org, { hostname })).status).toBe(200);
    }
  });

  it('removes the proxy with null and refuses a proxy off its pattern or too long with 400', async () => {
    const site = await createSite({ title: 'Proxied' });
    expect((await t.admin.patch(siteUrl(site.id), { proxy: 'docs.example.co.uk/a/b-c/d_e' })).body.proxy).toEqual({
      origin: 'https://docs.example.co.uk',
      target: 'https://docs.example.co.uk/a/b-c/d_e',
    });
    for (const proxy of [
      'example.com',
      'https://example.com/docs',
      'example.com/',
      'example/docs',
      'example.c/docs',
      'example.com/docs/',
      `example.com/${'a'.repeat(501)}`,
    ]) {
      const res = await t.admin.patch(siteUrl(site.id), { proxy });
      expect(res.status, proxy).toBe(400);
      expect(errorMessage(res)).toMatch(/proxy/);
    }
    expect((await t.admin.get(siteUrl(site.id))).body.proxy.target).toBe('https://docs.example.co.uk/a/b-c/d_e');
    expect((await t.admin.patch(siteUrl(site.id), { proxy: `example.com/${'a'.repeat(500)}` })).status).toBe(200);
    const removed = await t.admin.patch(siteUrl(site.id), { proxy: null });
    expect(removed.status).toBe(200);
    expect(removed.body.proxy).toBeUndefined();
  });

  it('answers 400 one past each bound and for unknown enum values, and changes nothing', async () => {
    const site = await createSite({ title: 'Bounded' });
    const bodies = [
      { title: 'x' },
      { title: 'x'.repeat(129) },
      { basename: '' },
      { basename: 'b'.repeat(101) },
      { visibility: 'secret' },
      { agentsContext: 'maybe' },
      { adaptiveContent: {} },
      { basename: null },
    ];
    for (const body of bodies)
      expect((await t.admin.patch(siteUrl(site.id), body)).status, JSON.stringify(body)).toBe(400);
    expect((await t.admin.patch(siteUrl(site.id), { basename: 'b'.repeat(100) })).status).toBe(200);
    expect((await t.admin.get(siteUrl(site.id))).body).toMatchObject({
      title: 'Bounded',
      basename: 'b'.repeat(100),
      visibility: 'public',
    });
  });

  it('makes a site space of this site the default of its level; any other id is a 400', async () => {
    const [a, b] = [
      await createSpace(t.admin, t.orgId, { title: 'One' }),
      await createSpace(t.admin, t.orgId, { title: 'Two' }),
    ];
    const site = await createSite({ title: 'Defaults', spaces: [a.id, b.id] });
    const other = await createSite({ title: 'Other defaults', spaces: [a.id] });
    const structure = async (siteId: string): Promise<any[]> =>
      (await publishedStructure(siteId)).map((s: { id: string; default: boolean }) => [s.id, s.default]);
    const [[firstId], [secondId]] = await structure(site.id);
    expect((await t.admin.patch(siteUrl(site.id), { defaultSiteSpace: secondId })).status).toBe(200);
    expect(await structure(site.id)).toEqual([
      [firstId, false],
      [secondId, true],
    ]);
    const [[otherSiteSpace]] = await structure(other.id);
    for (const defaultSiteSpace of ['nope', otherSiteSpace]) {
      const res = await t.admin.patch(siteUrl(site.id), { defaultSiteSpace, title: 'Not applied' });
      expect(res.status).toBe(400);
      expect(errorMessage(res)).toMatch(/defaultSiteSpace/);
    }
    expect(await structure(site.id)).toEqual([
      [firstId, false],
      [secondId, true],
    ]);
    expect((await t.admin.get(siteUrl(site.id))).body.title).toBe('Defaults');
  });

  it('makes a section of this site the only default section; any other id is a 400', async () => {
    const site = await createSite({ title: 'Sectioned' });
    const guides = await arrangeSection(site.id, 'Guides', 1, true);
    const api = await arrangeSection(site.id, 'Reference', 2);
    const foreign = await arrangeSection((await createSite({ title: 'Foreign' })).id, 'Foreign', 1);
    expect((await t.admin.patch(siteUrl(site.id), { defaultSiteSection: api.id })).status).toBe(200);
    const defaults = async () =>
      (
        await t.server.app.services.prisma.siteSection.findMany({
          where: { siteId: site.id },
          orderBy: { position: 'asc' },
        })
      ).map((s) => [s.id, s.isDefault]);
    expect(await defaults()).toEqual([
      [guides.id, false],
      [api.id, true],
    ]);
    for (const defaultSiteSection of ['nope', foreign.id]) {
      const res = await t.admin.patch(siteUrl(site.id), { defaultSiteSection });
      expect(res.status).toBe(400);
      expect(errorMessage(res)).toMatch(/defaultSiteSection/);
    }
    expect(await defaults()).toEqual([
      [guides.id, false],
      [api.id, true],
    ]);
  });

  it('leaves exactly one default after 20 concurrent default changes', async () => {
    const spaces = await Promise.all([1, 2, 3, 4].map((n) => createSpace(t.admin, t.orgId, { title: `Racing ${n}` })));
    const site = await createSite({ title: 'Racing defaults', spaces: ids(spaces) });
    const siteSpaces = await t.server.app.services.prisma.siteSpace.findMany({ where: { siteId: site.id } });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.admin.patch(siteUrl(site.id), { defaultSiteSpace: siteSpaces[i % siteSpaces.length]?.id }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(await t.server.app.services.prisma.siteSpace.count({ where: { siteId: site.id, isDefault: true } })).toBe(1);
  });

  it('needs the admin role (403) and membership (404)', async () => {
    const site = await createSite({ title: 'Guarded' });
    for (const api of [t.reader, creator, guest])
      expect((await api.patch(siteUrl(site.id), { title: 'Mine' })).status).toBe(403);
    expect((await t.outsider.patch(siteUrl(site.id), { title: 'Mine' })).status).toBe(404);
    expect((await t.admin.patch(siteUrl('nope'), { title: 'Mine' })).status).toBe(404);
    expect((await t.admin.get(siteUrl(site.id))).body.title).toBe('Guarded');
  });
});

describe('DELETE /v1/orgs/{organizationId}/sites/{siteId}', () => {
  it('answers 205 and removes the site with its structure and share links', async () => {
    const space = await createSpace(t.admin, t.orgId, { title: 'Outlives its site' });
    const site = await createSite({ title: 'Doomed', spaces: [space.id] });
    await arrangeSection(site.id, 'Section', 1, true);
    expect((await t.admin.post(`${siteUrl(site.id)}/share-links`, { name: 'link' })).status).toBe(201);
    const prisma = t.server.app.services.prisma;
    expect((await t.reader.delete(siteUrl(site.id))).status).toBe(403);
    expect((await t.outsider.delete(siteUrl(site.id))).status).toBe(404);
    const res = await t.admin.delete(siteUrl(site.id));
    expect(res.status).toBe(205);
    expect(res.text).toBe('');
    expect((await t.admin.get(siteUrl(site.id))).status).toBe(404);
    expect((await t.admin.delete(siteUrl(site.id))).status).toBe(404);
    expect(ids(await walk(t.admin, sites(), { space: space.id }))).toEqual([]);
    for (const count of [
      prisma.siteSpace.count({ where: { siteId: site.id } }),
      prisma.siteSection.count({ where: { siteId: site.id } }),
      prisma.shareLink.count({ where: { siteId: site.id } }),
    ]) {
      expect(await count).toBe(0);
    }
    expect((await t.admin.get(`/v1/spaces/${space.id}`)).status).toBe(200);
  });
});

describe('Site › siteSpaces and the default site space after deletions', () => {
  it('counts the remaining site spaces and keeps a default while any is left', async () => {
    const spaces = await Promise.all(
      ['Keep one', 'Keep two', 'Keep three'].map((title) => createSpace(t.admin, t.orgId, { title })),
    );
    const site = await createSite({ title: 'Shrinking', spaces: ids(spaces) });
    const structure = async (): Promise<any[]> =>
      (await publishedStructure(site.id)).map((s: { id: string; default: boolean }) => [s.id, s.default]);
    const [[first], [second], [third]] = await structure();
    expect((await t.admin.patch(siteUrl(site.id), { defaultSiteSpace: second })).status).toBe(200);
    expect((await t.admin.delete(`${siteUrl(site.id)}/site-spaces/${second}`)).status).toBe(205);
    expect((await t.admin.get(siteUrl(site.id))).body.siteSpaces).toBe(2);
    expect((await structure()).filter(([, isDefault]: [string, boolean]) => isDefault)).toHaveLength(1);
    expect((await t.admin.patch(siteUrl(site.id), { defaultSiteSpace: second })).status).toBe(400);
    for (const id of [first, third])
      expect((await t.admin.delete(`${siteUrl(site.id)}/site-spaces/${id}`)).status).toBe(205);
    expect((await t.admin.get(siteUrl(site.id))).body.siteSpaces).toBe(0);
    expect(await structure()).toEqual([]);
  });
});
