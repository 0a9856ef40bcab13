import { describe, expect, it } from 'vitest';
import { errorMessage, walk } from './helpers.js';
import { idsOf, siteSectionApi, useSiteSectionFixture } from './site-section-helpers.js';

const f = useSiteSectionFixture();
const api = siteSectionApi(f);

/** Adds a site space; returns the SiteSpace. */
async function addSpace(siteId: string, spaceId: string, sectionId?: string): Promise<any> {
  const res = await f.admin.post(api.siteSpaces(siteId), {
    spaceId,
    ...(sectionId !== undefined ? { sectionId } : {}),
  });
  expect(res.status, res.text).toBe(201);
  return res.body;
}

/** `[id, default]` of a section's (or the root's, with null) site spaces, in order. */
const defaultsIn = async (siteId: string, sectionId: string | null) =>
  (await walk(f.admin, api.siteSpaces(siteId), {}, 1000))
    .filter((s: any) => (s.section ?? null) === sectionId)
    .map((s: any) => [s.id, s.default]);

describe('GET /v1/orgs/{organizationId}/sites/{siteId}/site-spaces', () => {
  it('lists every site space in order; default=true keeps the default of each section, default=false the others', async () => {
    const siteId = await api.newSite();
    const [one, two] = await api.sectionsOfNewSpaces(siteId, ['One', 'Two']);
    const extra = await addSpace(siteId, await api.space('One bis'), one.id);
    const all = await f.reader.get(api.siteSpaces(siteId));
    expect(all.status).toBe(200);
    // Positions count within a section: the whole site's list interleaves sections by position, then id.
    const [oneFirst, twoFirst] = [one.siteSpaces[0].id, two.siteSpaces[0].id].sort();
    expect(all.body.items.map((s: any) => s.id)).toEqual([oneFirst, twoFirst, extra.id]);
    expect(all.body.items.find((s: any) => s.id === one.siteSpaces[0].id)).toMatchObject({
      object: 'site-space',
      title: 'One',
      section: one.id,
      default: true,
      hasAdvancedCustomizationFeature: false,
    });
    expect(all.body.items[0].space.permissions).toMatchObject({ view: true, admin: false });
    expect(await idsOf(f.reader, api.siteSpaces(siteId), { default: true })).toEqual([oneFirst, twoFirst]);
    expect(await idsOf(f.reader, api.siteSpaces(siteId), { default: false })).toEqual([extra.id]);
    expect((await f.reader.get(api.siteSpaces(siteId), { query: { default: false } })).body.count).toBe(1);
  });

  it('pages without duplicates or gaps while site spaces are added between pages, and refuses a cursor of another filter', async () => {
    const siteId = await api.newSite();
    const spaceId = await api.space('Paged');
    const created: string[] = [];
    for (let i = 0; i < 5; i++) created.push((await addSpace(siteId, spaceId)).id);
    const seen: string[] = [];
    let page: string | undefined;
    for (let round = 0; round < 10; round++) {
      const res = await f.admin.get(api.siteSpaces(siteId), { query: { limit: 2, page } });
      expect(res.body.count).toBe(5 + round);
      seen.push(...res.body.items.map((s: any) => s.id));
      created.push((await addSpace(siteId, spaceId)).id);
      if (!res.body.next) break;
      page = res.body.next.page;
    }
    expect(seen).toEqual(created.slice(0, seen.length));
    expect(seen.length).toBeGreaterThanOrEqual(5);
    const first = await f.admin.get(api.siteSpaces(siteId), { query: { limit: 1 } });
    expect(
      (await f.admin.get(api.siteSpaces(siteId), { query: { default: false, page: first.body.next.page } })).status,
    ).toBe(400);
  });

  it('answers 401, 403 to a member without a role, 404 to an outsider and for an unknown site', async () => {
    const siteId = await api.newSite();
    expect((await f.admin.get(api.siteSpaces(siteId), { token: null })).status).toBe(401);
    expect((await f.guest.get(api.siteSpaces(siteId))).status).toBe(403);
    expect((await f.outsider.get(api.siteSpaces(siteId))).status).toBe(404);
    expect((await f.admin.get(api.siteSpaces('nosuchsite'))).status).toBe(404);
  });

  it('lets an outsider read with an active share key of this site, and not once the link is inactive', async () => {
    const spaceId = await api.space('Shared handbook');
    const { siteId, key, linkId } = await api.sharedSite([spaceId]);
    const res = await f.outsider.get(api.siteSpaces(siteId), { query: { shareKey: key } });
    expect(res.status).toBe(200);
    expect(res.body.items.map((s: any) => s.space.id)).toEqual([spaceId]);
    expect(res.body.items[0].space.permissions).toMatchObject({ view: true, edit: false, comment: false });
    expect(res.body.items[0].urls.published).toMatch(/^https:\/\//);
    expect((await f.outsider.get(api.siteSpaces(await api.newSite()), { query: { shareKey: key } })).status).toBe(404);
    await f.admin.patch(`${api.site(siteId)}/share-links/${linkId}`, { active: false });
    expect((await f.outsider.get(api.siteSpaces(siteId), { query: { shareKey: key } })).status).toBe(404);
  });
});

describe('POST /v1/orgs/{organizationId}/sites/{siteId}/site-spaces', () => {
  it('adds to the root of a site without sections; the first one is the default and paths stay unique', async () => {
    const siteId = await api.newSite();
    const spaceId = await api.space('Root Space');
    const first = await addSpace(siteId, spaceId);
    expect(first).toMatchObject({ object: 'site-space', path: 'root-space', title: 'Root Space', default: true });
    expect(first.section).toBeUndefined();
    const second = await addSpace(siteId, spaceId);
    expect(second).toMatchObject({ path: 'root-space-2', default: false });
  });

  it('adds to the given section, else to the default section', async () => {
    const siteId = await api.newSite();
    const [main, other] = await api.sectionsOfNewSpaces(siteId, ['Main', 'Other']);
    expect((await addSpace(siteId, await api.space('Into other'), other.id)).section).toBe(other.id);
    const defaulted = await addSpace(siteId, await api.space('Into main'));
    expect(defaulted).toMatchObject({ section: main.id, default: false });
  });

  it('answers 400 and stores nothing for a space or section that is not the organization’s or the site’s', async () => {
    const siteId = await api.newSite();
    const spaceId = await api.space('Valid');
    const foreignSection = (await api.section(await api.newSite(), spaceId)).id;
    for (const body of [
      { spaceId: f.foreignSpace },
      { spaceId: 'nosuch' },
      { spaceId, sectionId: foreignSection },
      { spaceId, sectionId: 'nosuch' },
      { sectionId: 'x' },
    ]) {
      const res = await f.admin.post(api.siteSpaces(siteId), body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      errorMessage(res);
    }
    expect((await f.admin.get(api.siteSpaces(siteId))).body.count).toBe(0);
    expect((await f.editor.post(api.siteSpaces(siteId), { spaceId })).status).toBe(403);
    expect((await f.outsider.post(api.siteSpaces(siteId), { spaceId })).status).toBe(404);
    expect((await f.admin.post(api.siteSpaces('nosuchsite'), { spaceId })).status).toBe(404);
  });
});

describe('PATCH /v1/orgs/{organizationId}/sites/{siteId}/site-spaces/{siteSpaceId}', () => {
  it('changes the path, unique within its section (409), while another section may use the same path', async () => {
    const siteId = await api.newSite();
    const [a, b] = await api.sectionsOfNewSpaces(siteId, ['Alpha', 'Beta']);
    const extra = await addSpace(siteId, await api.space('Extra'), a.id);
    const clash = await f.admin.patch(`${api.siteSpaces(siteId)}/${extra.id}`, {
      path: a.siteSpaces[0].path,
      condition: 'not applied',
    });
    expect(clash.status).toBe(409);
    errorMessage(clash);
    expect((await walk(f.admin, api.siteSpaces(siteId))).find((s: any) => s.id === extra.id)).toMatchObject({
      path: 'extra',
    });
    const res = await f.admin.patch(`${api.siteSpaces(siteId)}/${b.siteSpaces[0].id}`, { path: a.siteSpaces[0].path });
    expect(res.status).toBe(200);
    expect(res.body.path).toBe('alpha');
    expect((await f.admin.patch(`${api.siteSpaces(siteId)}/${extra.id}`, { path: 'extra' })).status).toBe(200);
  });

  it('keeps the condition when omitted and removes it with null', async () => {
    const siteId = await api.newSite();
    const siteSpace = await addSpace(siteId, await api.space('Conditional'));
    const url = `${api.siteSpaces(siteId)}/${siteSpace.id}`;
    expect((await f.admin.patch(url, { condition: 'visitor.claims.pro' })).body.condition).toBe('visitor.claims.pro');
    expect((await f.admin.patch(url, { path: 'renamed' })).body).toMatchObject({
      path: 'renamed',
      condition: 'visitor.claims.pro',
    });
    const removed = await f.admin.patch(url, { condition: null });
    expect(removed.body.condition).toBeUndefined();
    expect((await f.admin.get(api.siteSpaces(siteId))).body.items[0].condition).toBeUndefined();
  });

  it('serves another space of the organization (400 for one that is not), keeping path and default', async () => {
    const siteId = await api.newSite();
    const siteSpace = await addSpace(siteId, await api.space('Old'));
    const url = `${api.siteSpaces(siteId)}/${siteSpace.id}`;
    const replacement = await api.space('New');
    const res = await f.admin.patch(url, { spaceId: replacement });
    expect(res.body).toMatchObject({ title: 'New', path: 'old', default: true, space: { id: replacement } });
    for (const spaceId of [f.foreignSpace, 'nosuch']) expect((await f.admin.patch(url, { spaceId })).status).toBe(400);
    for (const body of [{ path: '' }, { path: 'p'.repeat(101) }, { condition: '' }, { condition: 'c'.repeat(1025) }]) {
      expect((await f.admin.patch(url, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await f.admin.get(api.siteSpaces(siteId))).body.items[0]).toMatchObject({ title: 'New', path: 'old' });
    expect((await f.reader.patch(url, { path: 'x' })).status).toBe(403);
    expect((await f.admin.patch(`${api.siteSpaces(siteId)}/nosuch`, { path: 'x' })).status).toBe(404);
  });
});

describe('DELETE /v1/orgs/{organizationId}/sites/{siteId}/site-spaces/{siteSpaceId}', () => {
  it('answers 205 without a body and the site space is gone from the lists', async () => {
    const siteId = await api.newSite();
    const section = await api.section(siteId, await api.space('Home'));
    const doomed = await addSpace(siteId, await api.space('Doomed'), section.id);
    const res = await f.admin.delete(`${api.siteSpaces(siteId)}/${doomed.id}`);
    expect(res.status).toBe(205);
    expect(res.text).toBe('');
    expect(await idsOf(f.admin, api.siteSpaces(siteId))).toEqual([section.siteSpaces[0].id]);
    expect((await f.admin.get(api.sections(siteId))).body.items[0].siteSpaces).toHaveLength(1);
    expect((await f.admin.delete(`${api.siteSpaces(siteId)}/${doomed.id}`)).status).toBe(404);
    expect((await f.editor.delete(`${api.siteSpaces(siteId)}/${section.siteSpaces[0].id}`)).status).toBe(403);
    expect((await f.outsider.delete(`${api.siteSpaces(siteId)}/${section.siteSpaces[0].id}`)).status).toBe(404);
  });

  it('passes the default to the next site space of its section, or the previous one when it was last; other sections keep theirs', async () => {
    const siteId = await api.newSite();
    const spaceId = await api.space('Variant');
    const section = await api.section(siteId, spaceId);
    const other = await api.section(siteId, spaceId);
    const a = section.siteSpaces[0];
    const [b, c] = [await addSpace(siteId, spaceId, section.id), await addSpace(siteId, spaceId, section.id)];
    await f.admin.delete(`${api.siteSpaces(siteId)}/${a.id}`);
    expect(await defaultsIn(siteId, section.id)).toEqual([
      [b.id, true],
      [c.id, false],
    ]);
    await f.admin.patch(`${api.sections(siteId)}/${section.id}`, { defaultSiteSpace: c.id });
    await f.admin.delete(`${api.siteSpaces(siteId)}/${c.id}`);
    expect(await defaultsIn(siteId, section.id)).toEqual([[b.id, true]]);
    expect(await defaultsIn(siteId, other.id)).toEqual([[other.siteSpaces[0].id, true]]);
    await f.admin.delete(`${api.siteSpaces(siteId)}/${b.id}`);
    expect(await defaultsIn(siteId, section.id)).toEqual([]);
    expect((await addSpace(siteId, spaceId, section.id)).default).toBe(true);
  });

  it('passes the root default the same way on a site without sections', async () => {
    const [x, y] = [await api.space('Root X'), await api.space('Root Y')];
    const siteId = await api.newSite([x, y]);
    const [first, second] = await walk(f.admin, api.siteSpaces(siteId));
    expect([first.default, second.default]).toEqual([true, false]);
    await f.admin.delete(`${api.siteSpaces(siteId)}/${first.id}`);
    expect(await defaultsIn(siteId, null)).toEqual([[second.id, true]]);
  });

  it('goes with its space when the space is purged, 7 days after its deletion; the default passes on', async () => {
    const siteId = await api.newSite();
    const [purged, kept] = [await api.space('Purged later'), await api.space('Kept')];
    const section = await api.section(siteId, purged);
    const next = await addSpace(siteId, kept, section.id);
    expect((await f.admin.delete(`/v1/spaces/${purged}`)).status).toBe(205);
    // While the space can be restored, its site space stays and shows the deleted space.
    expect((await walk(f.admin, api.siteSpaces(siteId))).map((s: any) => [s.id, s.space.id])).toEqual([
      [section.siteSpaces[0].id, purged],
      [next.id, kept],
    ]);
    expect((await f.admin.post('/__test/clock', { advanceSeconds: 7 * 86_400 + 1 })).status).toBe(200);
    expect((await f.admin.post(`/v1/spaces/${purged}/restore`)).status).toBe(404);
    expect(await defaultsIn(siteId, section.id)).toEqual([[next.id, true]]);
    expect((await f.admin.get(api.sections(siteId))).body.items[0].siteSpaces).toHaveLength(1);
  });
});

describe('POST /v1/orgs/{organizationId}/sites/{siteId}/site-spaces/{siteSpaceId}/move', () => {
  it('places the site space before or after another of its section; anchors elsewhere are a 400', async () => {
    const siteId = await api.newSite();
    const spaceId = await api.space('Order');
    const section = await api.section(siteId, spaceId);
    const a = section.siteSpaces[0].id;
    const [b, c] = [(await addSpace(siteId, spaceId, section.id)).id, (await addSpace(siteId, spaceId, section.id)).id];
    const at = (id: string) => ({ type: 'site-space', siteSpace: id });
    const res = await f.admin.post(`${api.siteSpaces(siteId)}/${c}/move`, { position: { before: at(a) } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: c, default: false });
    expect(await idsOf(f.admin, api.siteSpaces(siteId))).toEqual([c, a, b]);
    expect((await f.admin.get(api.sections(siteId))).body.items[0].siteSpaces.map((s: any) => s.id)).toEqual([c, a, b]);
    const elsewhere = (await api.section(siteId, spaceId)).siteSpaces[0].id;
    for (const position of [
      { after: at('nosuch') },
      { before: at(elsewhere) },
      { after: at(c) },
      { after: at(b), before: at(a) },
    ]) {
      expect(
        (await f.admin.post(`${api.siteSpaces(siteId)}/${c}/move`, { position })).status,
        JSON.stringify(position),
      ).toBe(400);
    }
    expect((await f.reader.post(`${api.siteSpaces(siteId)}/${c}/move`, { position: {} })).status).toBe(403);
    expect((await f.admin.post(`${api.siteSpaces(siteId)}/nosuch/move`, { position: {} })).status).toBe(404);
  });

  it('keeps a consistent order, unique paths and one default under 20 concurrent moves and additions', async () => {
    const siteId = await api.newSite();
    const spaceId = await api.space('Crowd');
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await addSpace(siteId, spaceId)).id);
    const writes = Array.from({ length: 20 }, (_, i) => {
      if (i % 2 === 1) return f.admin.post(api.siteSpaces(siteId), { spaceId });
      const [id, anchor] = [ids[i % 5] ?? '', ids[(i + 3) % 5] ?? ''];
      return f.admin.post(`${api.siteSpaces(siteId)}/${id}/move`, {
        position: { [i % 4 === 0 ? 'before' : 'after']: { type: 'site-space', siteSpace: anchor } },
      });
    });
    const results = await Promise.all(writes);
    expect(results.map((r) => r.status).sort()).toEqual([...Array(10).fill(200), ...Array(10).fill(201)]);
    const all = await walk(f.admin, api.siteSpaces(siteId), {}, 1000);
    expect(all).toHaveLength(15);
    expect(new Set(all.map((s: any) => s.id)).size).toBe(15);
    expect(new Set(all.map((s: any) => s.path)).size).toBe(15);
    expect(all.filter((s: any) => s.default)).toHaveLength(1);
    expect((await walk(f.admin, api.siteSpaces(siteId), {}, 4)).map((s: any) => s.id)).toEqual(
      all.map((s: any) => s.id),
    );
  });
});
