import { describe, expect, it } from 'vitest';
import { errorMessage, walk } from './helpers.js';
import { idsOf, siteSectionApi, useSiteSectionFixture } from './site-section-helpers.js';

const f = useSiteSectionFixture();
const api = siteSectionApi(f);

/** Sections of a site in list order: `[id, default]`. */
const defaults = async (siteId: string) =>
  (await walk(f.admin, api.sections(siteId), {}, 1000)).map((s: any) => [s.id, s.default]);

describe('POST /v1/orgs/{organizationId}/sites/{siteId}/sections', () => {
  it('answers 201 with a section made from the space: its title, a slug path, one default site space; the first section is the default', async () => {
    const space = await f.admin.get(`/v1/spaces/${await api.space('Getting Started Guide')}`);
    const siteId = await api.newSite();
    const res = await f.admin.post(api.sections(siteId), { spaceId: space.body.id, icon: 'book' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      object: 'site-section',
      title: 'Getting Started Guide',
      path: 'getting-started-guide',
      icon: 'book',
      default: true,
    });
    expect(res.body.sectionGroup).toBeUndefined();
    expect(res.body.condition).toBeUndefined();
    expect(res.body.siteSpaces).toHaveLength(1);
    expect(res.body.siteSpaces[0]).toMatchObject({
      object: 'site-space',
      section: res.body.id,
      title: 'Getting Started Guide',
      default: true,
      hasAdvancedCustomizationFeature: false,
    });
    expect(res.body.siteSpaces[0].space).toMatchObject({
      object: 'space',
      id: space.body.id,
      permissions: { view: true, admin: true },
    });
    const second = await api.section(siteId, space.body.id, { title: 'Second part', icon: null });
    expect(second).toMatchObject({ title: 'Second part', path: 'second-part', default: false });
    expect(second.icon).toBeUndefined();
  });

  it('keeps paths unique within the site and defaults the title to the space title (Untitled when too short)', async () => {
    const siteId = await api.newSite();
    const spaceId = await api.space('Guide');
    const paths = [];
    for (const title of [undefined, null, undefined])
      paths.push((await api.section(siteId, spaceId, title === undefined ? {} : { title })).path);
    expect(paths).toEqual(['guide', 'guide-2', 'guide-3']);
    expect((await api.section(siteId, await api.space('X'))).title).toBe('Untitled');
  });

  it('moves the root site spaces of a site without sections into its first section, keeping their order and default', async () => {
    const [a, b, c] = [await api.space('Alpha'), await api.space('Beta'), await api.space('Gamma')];
    const siteId = await api.newSite([a, b]);
    const section = await api.section(siteId, c);
    expect(section.siteSpaces.map((s: any) => [s.space.id, s.default])).toEqual([
      [a, true],
      [b, false],
      [c, false],
    ]);
    expect((await walk(f.admin, api.siteSpaces(siteId))).every((s: any) => s.section === section.id)).toBe(true);
    const next = await api.section(siteId, a);
    expect(next.siteSpaces.map((s: any) => [s.space.id, s.default])).toEqual([[a, true]]);
  });

  it('answers 400 and stores nothing for a space outside the organization, an unknown or deleted space, or a title or icon out of bounds', async () => {
    const siteId = await api.newSite();
    const deleted = await api.space('Doomed');
    expect((await f.admin.delete(`/v1/spaces/${deleted}`)).status).toBe(205);
    const spaceId = await api.space('Fine');
    for (const body of [
      { spaceId: f.foreignSpace },
      { spaceId: 'nope' },
      { spaceId: deleted },
      { spaceId, title: 'x' },
      { spaceId, title: 'x'.repeat(129) },
      { spaceId, icon: 'i'.repeat(51) },
      {},
    ]) {
      const res = await f.admin.post(api.sections(siteId), body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      errorMessage(res);
    }
    expect((await f.admin.get(api.sections(siteId))).body.count).toBe(0);
    expect((await f.admin.post(api.sections(siteId), { spaceId, title: 'x'.repeat(128) })).status).toBe(201);
  });

  it('answers 401 without a token, 403 below admin, 404 outside the organization or for a site that is not there', async () => {
    const siteId = await api.newSite();
    const spaceId = await api.space('Guarded');
    expect((await f.admin.post(api.sections(siteId), { spaceId }, { token: null })).status).toBe(401);
    for (const caller of [f.editor, f.reader, f.guest])
      expect((await caller.post(api.sections(siteId), { spaceId })).status).toBe(403);
    expect((await f.outsider.post(api.sections(siteId), { spaceId })).status).toBe(404);
    expect((await f.admin.post(api.sections('nosuchsite'), { spaceId })).status).toBe(404);
    expect((await f.admin.post(`/v1/orgs/${f.otherOrgId}/sites/${siteId}/sections`, { spaceId })).status).toBe(404);
    expect((await f.admin.get(api.sections(siteId))).body.count).toBe(0);
  });

  it('keeps unique paths and a single default under 20 concurrent additions', async () => {
    const siteId = await api.newSite();
    const spaceId = await api.space('Concurrent');
    const results = await Promise.all(
      Array.from({ length: 20 }, () => f.admin.post(api.sections(siteId), { spaceId })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
    const all = await walk(f.admin, api.sections(siteId), {}, 1000);
    expect(all).toHaveLength(20);
    expect(new Set(all.map((s: any) => s.path)).size).toBe(20);
    expect(all.filter((s: any) => s.default)).toHaveLength(1);
  });
});

describe('GET /v1/orgs/{organizationId}/sites/{siteId}/sections', () => {
  it('lists the sections in order with their site spaces, across pages with inserts between them', async () => {
    const siteId = await api.newSite();
    const spaceId = await api.space('Paged');
    const created = [];
    for (let i = 0; i < 5; i++) created.push((await api.section(siteId, spaceId, { title: `Part ${i}` })).id);
    const seen: string[] = [];
    let page: string | undefined;
    for (let round = 0; round < 10; round++) {
      const res = await f.reader.get(api.sections(siteId), { query: { limit: 2, page } });
      expect(res.status).toBe(200);
      expect(res.body.count).toBe(5 + round);
      seen.push(...res.body.items.map((s: any) => s.id));
      expect(res.body.items.every((s: any) => s.siteSpaces.length === 1)).toBe(true);
      created.push((await api.section(siteId, spaceId, { title: `Late ${round}` })).id);
      if (!res.body.next) break;
      page = res.body.next.page;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.slice(0, 5)).toEqual(created.slice(0, 5));
    expect(seen).toEqual(created.slice(0, seen.length));
    expect((await f.admin.get(api.sections(siteId), { query: { page } })).status).toBe(200);
    expect((await f.admin.get(api.sections(await api.newSite()), { query: { page } })).status).toBe(400);
  });

  it('gives published URLs only while the site is published: the default section at the site, the others under their path', async () => {
    const siteId = await api.newSite();
    const spaceId = await api.space('Urls');
    const [first, second] = [
      await api.section(siteId, spaceId),
      await api.section(siteId, spaceId, { title: 'Extra' }),
    ];
    expect(first.urls.published).toBeUndefined();
    const site = await f.admin.post(`${api.site(siteId)}/publish`);
    const items = (await f.admin.get(api.sections(siteId))).body.items;
    const siteUrl = (site.body.urls.published as string).replace(/\/$/, '');
    expect(items.map((s: any) => s.urls.published.replace(/\/$/, ''))).toEqual([siteUrl, `${siteUrl}/extra`]);
    expect(items.map((s: any) => s.id)).toEqual([first.id, second.id]);
  });

  it('answers 403 to a member without a role, 404 to an outsider and for an unknown site', async () => {
    const siteId = await api.newSite();
    expect((await f.guest.get(api.sections(siteId))).status).toBe(403);
    expect((await f.outsider.get(api.sections(siteId))).status).toBe(404);
    expect((await f.admin.get(api.sections('nosuchsite'))).status).toBe(404);
    expect((await f.admin.get(api.sections(siteId), { token: null })).status).toBe(401);
  });

  it('lets an outsider read with the key of an active share link of this site, never with an inactive, foreign or unknown key', async () => {
    const { siteId, key, linkId } = await api.sharedSite([]);
    const section = await api.section(siteId, await api.space('Shared'));
    const res = await f.outsider.get(api.sections(siteId), { query: { shareKey: key } });
    expect(res.status).toBe(200);
    expect(res.body.items.map((s: any) => s.id)).toEqual([section.id]);
    expect(res.body.items[0].siteSpaces[0].space.permissions).toMatchObject({ view: true, edit: false, admin: false });
    expect((await f.guest.get(api.sections(siteId), { query: { shareKey: key } })).status).toBe(200);
    const other = await api.sharedSite([]);
    expect((await f.outsider.get(api.sections(siteId), { query: { shareKey: other.key } })).status).toBe(404);
    expect((await f.outsider.get(api.sections(siteId), { query: { shareKey: 'unknown' } })).status).toBe(404);
    expect((await f.admin.patch(`${api.site(siteId)}/share-links/${linkId}`, { active: false })).status).toBe(200);
    expect((await f.outsider.get(api.sections(siteId), { query: { shareKey: key } })).status).toBe(404);
    expect((await f.guest.get(api.sections(siteId), { query: { shareKey: key } })).status).toBe(403);
  });
});

describe('PATCH /v1/orgs/{organizationId}/sites/{siteId}/sections/{siteSectionId}', () => {
  it('updates title, path, icon and description; null removes icon and description', async () => {
    const siteId = await api.newSite();
    const section = await api.section(siteId, await api.space('Patchable'), { icon: 'star' });
    const url = `${api.sections(siteId)}/${section.id}`;
    const res = await f.admin.patch(url, { title: 'Renamed', path: 'renamed', icon: 'moon', description: 'About it' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: section.id,
      title: 'Renamed',
      path: 'renamed',
      icon: 'moon',
      description: 'About it',
      default: true,
    });
    const cleared = await f.admin.patch(url, { icon: null, description: null });
    expect(cleared.body.icon).toBeUndefined();
    expect(cleared.body.description).toBeUndefined();
    expect(cleared.body.title).toBe('Renamed');
  });

  it('keeps the condition when omitted and removes it with null', async () => {
    const siteId = await api.newSite();
    const section = await api.section(siteId, await api.space('Conditional'));
    const url = `${api.sections(siteId)}/${section.id}`;
    expect((await f.admin.patch(url, { condition: 'visitor.claims.beta' })).body.condition).toBe('visitor.claims.beta');
    const untouched = await f.admin.patch(url, { title: 'Still conditional' });
    expect(untouched.body.condition).toBe('visitor.claims.beta');
    const removed = await f.admin.patch(url, { condition: null });
    expect(removed.status).toBe(200);
    expect(removed.body.condition).toBeUndefined();
    expect((await f.admin.get(api.sections(siteId))).body.items[0].condition).toBeUndefined();
  });

  it('answers 409 for a path another section of the site has, and keeps its own path', async () => {
    const siteId = await api.newSite();
    const spaceId = await api.space('Clash');
    const [a, b] = [
      await api.section(siteId, spaceId, { title: 'Alpha' }),
      await api.section(siteId, spaceId, { title: 'Beta' }),
    ];
    const res = await f.admin.patch(`${api.sections(siteId)}/${b.id}`, { path: a.path, title: 'Not applied' });
    expect(res.status).toBe(409);
    errorMessage(res);
    expect((await f.admin.get(api.sections(siteId))).body.items[1]).toMatchObject({ path: 'beta', title: 'Beta' });
    expect((await f.admin.patch(`${api.sections(siteId)}/${b.id}`, { path: 'beta' })).status).toBe(200);
    const otherSite = await api.newSite();
    expect(
      (await f.admin.patch(`${api.sections(siteId)}/${b.id}`, { path: (await api.section(otherSite, spaceId)).path }))
        .status,
    ).toBe(200);
  });

  it('makes a site space of the section its default, and refuses one of another section with 400', async () => {
    const siteId = await api.newSite();
    const section = await api.section(siteId, await api.space('Variants'));
    const added = await f.admin.post(api.siteSpaces(siteId), {
      spaceId: await api.space('Variant B'),
      sectionId: section.id,
    });
    const res = await f.admin.patch(`${api.sections(siteId)}/${section.id}`, { defaultSiteSpace: added.body.id });
    expect(res.body.siteSpaces.map((s: any) => s.default)).toEqual([false, true]);
    const other = await api.section(siteId, await api.space('Elsewhere'));
    const refused = await f.admin.patch(`${api.sections(siteId)}/${section.id}`, {
      defaultSiteSpace: other.siteSpaces[0].id,
    });
    expect(refused.status).toBe(400);
    expect(errorMessage(refused)).toMatch(/defaultSiteSpace/);
  });

  it('answers 400 out of bounds, 403 below admin and 404 for an unknown section', async () => {
    const siteId = await api.newSite();
    const section = await api.section(siteId, await api.space('Bounds'));
    const url = `${api.sections(siteId)}/${section.id}`;
    for (const body of [
      { title: 'x' },
      { path: '' },
      { path: 'p'.repeat(101) },
      { condition: '' },
      { condition: 'c'.repeat(1025) },
      { description: 'd'.repeat(257) },
    ]) {
      expect((await f.admin.patch(url, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await f.admin.get(api.sections(siteId))).body.items[0]).toMatchObject({ title: 'Bounds', path: 'bounds' });
    expect((await f.editor.patch(url, { title: 'No' })).status).toBe(403);
    expect((await f.outsider.patch(url, { title: 'No' })).status).toBe(404);
    expect((await f.admin.patch(`${api.sections(siteId)}/nosuchsection`, { title: 'No' })).status).toBe(404);
  });
});

describe('DELETE /v1/orgs/{organizationId}/sites/{siteId}/sections/{siteSectionId}', () => {
  it('answers 205 without a body; the section and its site spaces are gone', async () => {
    const siteId = await api.newSite();
    const [keep, drop] = await api.sectionsOfNewSpaces(siteId, ['Keep', 'Drop']);
    const res = await f.admin.delete(`${api.sections(siteId)}/${drop.id}`);
    expect(res.status).toBe(205);
    expect(res.text).toBe('');
    expect(await idsOf(f.admin, api.sections(siteId))).toEqual([keep.id]);
    expect(await idsOf(f.admin, api.siteSpaces(siteId))).toEqual([keep.siteSpaces[0].id]);
    expect((await f.admin.delete(`${api.sections(siteId)}/${drop.id}`)).status).toBe(404);
    expect((await f.editor.delete(`${api.sections(siteId)}/${keep.id}`)).status).toBe(403);
  });

  it('passes the default to the next section in order, or to the previous one when the default was last', async () => {
    const { siteId, spaceId, sections } = await api.siteWithSections('Defaults', 4);
    const [a, b, c, d] = sections;
    expect((await f.admin.delete(`${api.sections(siteId)}/${a.id}`)).status).toBe(205);
    expect(await defaults(siteId)).toEqual([
      [b.id, true],
      [c.id, false],
      [d.id, false],
    ]);
    expect((await f.admin.delete(`${api.sections(siteId)}/${c.id}`)).status).toBe(205);
    expect(await defaults(siteId)).toEqual([
      [b.id, true],
      [d.id, false],
    ]);
    expect(
      (
        await f.admin.post(`${api.sections(siteId)}/${b.id}/move`, {
          position: { after: { type: 'site-section', siteSection: d.id } },
        })
      ).status,
    ).toBe(200);
    expect((await f.admin.delete(`${api.sections(siteId)}/${b.id}`)).status).toBe(205);
    expect(await defaults(siteId)).toEqual([[d.id, true]]);
    expect((await f.admin.delete(`${api.sections(siteId)}/${d.id}`)).status).toBe(205);
    expect(await defaults(siteId)).toEqual([]);
    expect((await api.section(siteId, spaceId)).default).toBe(true);
  });
});

describe('POST /v1/orgs/{organizationId}/sites/{siteId}/sections/{siteSectionId}/move', () => {
  it('places the section before or after another of its container; the list follows', async () => {
    const { siteId, sections } = await api.siteWithSections('Movable', 3);
    const [a, b, c] = sections;
    const at = (id: string) => ({ type: 'site-section', siteSection: id });
    const moved = await f.admin.post(`${api.sections(siteId)}/${c.id}/move`, { position: { before: at(a.id) } });
    expect(moved.status).toBe(200);
    expect(moved.body.id).toBe(c.id);
    expect(await idsOf(f.admin, api.sections(siteId))).toEqual([c.id, a.id, b.id]);
    await f.admin.post(`${api.sections(siteId)}/${c.id}/move`, { position: { after: at(a.id), before: at(b.id) } });
    expect(await idsOf(f.admin, api.sections(siteId))).toEqual([a.id, c.id, b.id]);
    for (const position of [{ before: at('nosuch') }, { after: at(c.id) }, { after: at(b.id), before: at(a.id) }]) {
      expect(
        (await f.admin.post(`${api.sections(siteId)}/${c.id}/move`, { position })).status,
        JSON.stringify(position),
      ).toBe(400);
    }
    const group = await f.admin.post(api.groups(siteId), { title: 'Group', sections: [b.id] });
    expect(group.status).toBe(201);
    expect(
      (await f.admin.post(`${api.sections(siteId)}/${a.id}/move`, { position: { before: at(b.id) } })).status,
    ).toBe(400);
    expect((await f.reader.post(`${api.sections(siteId)}/${a.id}/move`, { position: {} })).status).toBe(403);
  });

  it('keeps a consistent order under 20 concurrent moves and additions', async () => {
    const { siteId, spaceId, sections } = await api.siteWithSections('Busy', 5);
    const ids: string[] = sections.map((section) => section.id);
    const writes = Array.from({ length: 20 }, (_, i) => {
      if (i % 4 === 3) return f.admin.post(api.sections(siteId), { spaceId });
      const [id, anchor] = [ids[i % 5] ?? '', ids[(i + 2) % 5] ?? ''];
      return f.admin.post(`${api.sections(siteId)}/${id}/move`, {
        position: { [i % 2 === 0 ? 'before' : 'after']: { type: 'site-section', siteSection: anchor } },
      });
    });
    const results = await Promise.all(writes);
    expect(results.map((r) => r.status).sort()).toEqual([...Array(15).fill(200), ...Array(5).fill(201)]);
    const order = await idsOf(f.admin, api.sections(siteId));
    expect(order).toHaveLength(10);
    expect(new Set(order).size).toBe(10);
    expect((await walk(f.admin, api.sections(siteId), {}, 3)).map((s: any) => s.id)).toEqual(order);
    await f.admin.post(`${api.sections(siteId)}/${order[0]}/move`, {
      position: { after: { type: 'site-section', siteSection: order[9] } },
    });
    expect(await idsOf(f.admin, api.sections(siteId))).toEqual([...order.slice(1), order[0]]);
  });
});
